/**
 * The search client of the current locale, created on first use. Each backend lives in its own
 * chunk, so a visitor who never searches downloads neither MiniSearch nor the hosted client.
 */
import type {SearchSettings} from '@interlinear/shared/settings';
import type {SearchClient} from '@site/src/lib/search/types';
import {INDEX_FILE} from '@site/src/lib/search/constants';

export interface SearchTarget {
  readonly search: SearchSettings;
  /** The current locale's base URL; the local index lives at `<baseUrl>search-index.json`. */
  readonly baseUrl: string;
}

export type LoadedClient = SearchClient & {preload?: () => Promise<void>};

const clients = new Map<string, Promise<LoadedClient>>();

function create({search, baseUrl}: SearchTarget): Promise<LoadedClient> {
  if (search.backend === 'algolia') {
    return import('@site/src/lib/search/algoliaClient').then(({createAlgoliaClient}) =>
      createAlgoliaClient(search.algolia),
    );
  }
  return import('@site/src/lib/search/localClient').then(({createLocalClient}) =>
    createLocalClient({
      indexUrl: `${baseUrl}${INDEX_FILE}`,
      onLoadError:
        process.env.NODE_ENV === 'development'
          ? (error) =>
              console.warn(
                `Search has no index here (${error.message}). The index is made by "npm run build"; "npm start" serves the last build's index.`,
              )
          : undefined,
    }),
  );
}

export function loadSearchClient(target: SearchTarget): Promise<LoadedClient> {
  const key = `${target.search.backend}:${target.baseUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = create(target).catch((error: unknown) => {
      clients.delete(key);
      throw error;
    });
    clients.set(key, client);
  }
  return client;
}
