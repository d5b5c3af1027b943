/**
 * The default backend: the locale's index file, fetched once on first use (or when the visitor
 * reaches for search), searched in the page. A failed download is reported as a RetryError, which
 * puts the modal on its error screen, and is tried again on the next search.
 */
import {LocalEngine} from './localEngine';
import {parseIndexFile} from './records';
import {RetryError, type SearchClient} from './types';

export interface LocalClient extends SearchClient {
  /** Starts loading the index; resolves when it can answer, rejects as search would. */
  preload(): Promise<void>;
}

export interface LocalClientOptions {
  readonly indexUrl: string;
  readonly fetch?: typeof fetch;
  /** Called once when the index cannot be loaded, with the reason (for a console hint in development). */
  readonly onLoadError?: (error: Error) => void;
}

export function createLocalClient({
  indexUrl,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  onLoadError,
}: LocalClientOptions): LocalClient {
  let engine: Promise<LocalEngine> | undefined;

  async function load(): Promise<LocalEngine> {
    let response: Response;
    try {
      response = await fetchImpl(indexUrl, {credentials: 'same-origin'});
    } catch (error) {
      throw new RetryError(`Unable to reach the search index at ${indexUrl}`, {cause: error});
    }
    if (!response.ok) throw new RetryError(`The search index at ${indexUrl} answered ${response.status}`);
    try {
      return new LocalEngine(parseIndexFile(await response.json()));
    } catch (error) {
      throw new RetryError(`The search index at ${indexUrl} could not be read`, {cause: error});
    }
  }

  function ready(): Promise<LocalEngine> {
    engine ??= load().catch((error: Error) => {
      engine = undefined;
      onLoadError?.(error);
      throw error;
    });
    return engine;
  }

  return {
    async preload() {
      await ready();
    },
    async search({requests}) {
      const local = await ready();
      return {results: requests.map((request) => local.search(request))};
    },
  };
}
