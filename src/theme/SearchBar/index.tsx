/**
 * The navbar's search: DocSearch's button and modal, on our own search client. This replaces the
 * Algolia theme's SearchBar rather than wrapping it because that one builds its client from
 * Algolia credentials alone; ours answers from the local per-locale index by default and switches
 * to the hosted index by settings, with the same modal. The modal, its styles and the search
 * client load only when the visitor reaches for search: hover, focus, touch or a shortcut.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {cleanSavedSearches} from '@site/src/lib/search/display';
import {browserStorage, readJson, readString, savedSearchKeys, writeString} from '@site/src/lib/storage';
import {suggestedQueries} from '@site/src/lib/search/suggestions';
import {POPULAR_SEARCHES} from '@site/src/data/popular-searches';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSettings} from '@site/src/components/useSettings';
import {loadSearchClient, type LoadedClient} from '@site/src/search/client';
import {modalTranslations, searchButtonLabel, searchPlaceholder, seeAllResults} from '@site/src/search/translations';
import {personalizationAllowed, useSearchSetup} from '@site/src/search/useSearchSetup';
import {SEARCH_DEFAULTS, narrowScreen, snippetAttributes} from '@site/src/lib/search/constants';
import './styles.css';

/** Marks our stand-in for DocSearch's empty start screen (see below). */
const START_SCREEN_CLASS = 'search-start';
const SUGGESTIONS_CLASS = 'search-suggestions';

/**
 * Puts a query into DocSearch's search box as if the visitor had typed it, so DocSearch runs the
 * search itself (its box answers input events; there is no other way in from outside).
 */
function typeQuery(field: HTMLInputElement, query: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, query);
  field.dispatchEvent(new Event('input', {bubbles: true}));
  field.focus();
}

let DocSearchModal: typeof DocSearchModalType | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

/** Hosted search analytics use the bundled insights library; nothing is fetched from a CDN. */
async function prepareInsights(appId: string, apiKey: string): Promise<void> {
  const w = window as unknown as {aa?: unknown};
  if (w.aa) return;
  const {default: aa} = await import('search-insights');
  aa('init', {appId, apiKey, useCookie: false});
  w.aa = aa;
}

/** Drops stored searches that are corrupt or not ours before the modal reads them. */
function cleanStoredSearches(indexName: string): void {
  const store = browserStorage();
  for (const key of savedSearchKeys(indexName)) {
    const cleaned = cleanSavedSearches(readString(store, key));
    if (cleaned) writeString(store, key, JSON.stringify(cleaned));
  }
}

/** The site has no AI assistant; the modal requires the callback anyway. */
function noAskAi(): void {}

/**
 * A result is an option of the search box's list (the ARIA combobox pattern): it is chosen with
 * the arrow keys and Enter, or a click, and may not hold a control of its own, so it is not a
 * link. A click opens the page here; with Ctrl, Cmd or Shift, or the middle button, in a new tab.
 */
function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  const history = useHistory();
  const open = (event: React.MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1)
      window.open(hit.url, '_blank', 'noopener');
    else if (event.button === 0) history.push(hit.url);
  };
  return (
    <a data-href={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}

/** "Try searching for" and up to three queries, each of which runs its search when chosen. */
function SearchSuggestions({
  label,
  queries,
  onChoose,
}: {
  label: string;
  queries: readonly string[];
  onChoose: (query: string) => void;
}): ReactNode {
  if (queries.length === 0) return null;
  return (
    <>
      <p className="DocSearch-Label">{label}</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items" data-testid="search-suggestions">
        {queries.map((query) => (
          <li key={query}>
            <button type="button" className="DocSearch-Prefill" onClick={() => onChoose(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {search, links} = useSettings();
  const setup = useSearchSetup();
  const history = useHistory();
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const client = useRef<LoadedClient | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [personalized, setPersonalized] = useState(true);
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [startScreen, setStartScreen] = useState<HTMLElement | null>(null);
  const [noResults, setNoResults] = useState<{host: HTMLElement; query: string} | null>(null);
  const {i18n} = useDocusaurusContext();
  /**
   * How many pages each query found, as our client answered it. DocSearch 4.6 adds every answer's
   * `nbHits` to a running total in its context and never resets it between queries, so its own
   * number grows with each keystroke; the "see all results" link reads the current query's count
   * here instead (the same number the search page shows for that query).
   */
  const counts = useRef(new Map<string, number>());

  /**
   * DocSearch 4.6 sets its error status when a search fails, but the autocomplete core resets it
   * to idle as the request settles, so its error screen never stays. A failed search therefore
   * answers "no results" to the modal and we show the error screen in place of that one.
   */
  const searchClient = useMemo(
    () => ({
      search: (params: Parameters<LoadedClient['search']>[0]) =>
        client.current!.search(params).then(
          (answer) => {
            setFailed(false);
            const found = new Map<string, number>();
            answer.results.forEach((result, i) => {
              const query = params.requests[i]?.query ?? '';
              found.set(query, (found.get(query) ?? 0) + ((result as {nbHits?: number}).nbHits ?? 0));
            });
            for (const [query, nbHits] of found) counts.current.set(query, nbHits);
            return answer;
          },
          () => {
            setFailed(true);
            return {
              results: params.requests.map((r) => ({
                hits: [],
                nbHits: 0,
                page: 0,
                nbPages: 0,
                hitsPerPage: 0,
                query: r.query ?? '',
                index: r.indexName,
                processingTimeMS: 0,
              })),
            };
          },
        ),
    }),
    [],
  );

  /** Loads the modal and the client (and starts on the index) without opening anything. */
  const prepare = useCallback(() => {
    const ready = [
      importModal(),
      loadSearchClient(setup.target).then((c) => {
        client.current = c;
        // A failed index download is shown by the modal when it searches; nothing to do here.
        c.preload?.().catch(() => undefined);
      }),
    ];
    if (search.backend === 'algolia' && search.algolia.insights)
      ready.push(prepareInsights(search.algolia.appId, search.algolia.apiKey));
    return Promise.all(ready);
  }, [setup.target, search]);

  const open = useCallback(() => {
    if (!container.current) {
      const div = document.createElement('div');
      div.className = `search-modal search-modal--${search.backend}`;
      document.body.insertBefore(div, document.body.firstChild);
      container.current = div;
    }
    cleanStoredSearches(setup.indexName);
    setPersonalized(personalizationAllowed());
    prepare()
      .then(() => setIsOpen(true))
      .catch((error: unknown) => console.error('The search could not be loaded', error));
  }, [prepare, search.backend, setup.indexName]);

  const close = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef});

  // DocSearch allows 512 characters; the spec allows 64. And DocSearch marks its backdrop as a
  // button (it closes the modal on a click), which makes assistive technology see the whole
  // dialog, search box and results included, as one nested button. React never rewrites these
  // attributes, as DocSearch's own values for them do not change.
  useEffect(() => {
    if (!isOpen) return;
    container.current
      ?.querySelector<HTMLInputElement>('.DocSearch-Input')
      ?.setAttribute('maxlength', String(SEARCH_DEFAULTS.maxQueryLength));
    const backdrop = container.current?.querySelector('.DocSearch-Container');
    for (const attribute of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup'])
      backdrop?.removeAttribute(attribute);
  }, [isOpen]);

  useEffect(() => {
    setDropdown(
      isOpen && failed
        ? (container.current?.querySelector(`.DocSearch-Dropdown:not(.${START_SCREEN_CLASS})`) ?? null)
        : null,
    );
  }, [isOpen, failed]);

  // DocSearch 4.6 renders no dropdown at all while the query is empty and nothing is stored, so
  // its "No recent searches" line never shows. Whenever the modal has no dropdown, ours stands in
  // its place, above the footer; DocSearch's own start screen replaces it as soon as it exists.
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return undefined;
    const host = document.createElement('div');
    host.className = `DocSearch-Dropdown ${START_SCREEN_CLASS}`;
    const suggestionsHost = document.createElement('div');
    suggestionsHost.className = `DocSearch-NoResults-Prefill-List ${SUGGESTIONS_CLASS}`;
    const sync = () => {
      const modalElement = root.querySelector('.DocSearch-Modal');
      if (!modalElement) return;
      // The no-results screen gets our suggestions, above its report line (see the portal below).
      const screen = modalElement.querySelector('.DocSearch-NoResults');
      if (screen) {
        // The report line is the screen's own `.DocSearch-Help` paragraph (DocSearch's "Try
        // searching for" heading of the same class sits inside its hidden suggestion list).
        const report = screen.querySelector(':scope > .DocSearch-Help');
        if (suggestionsHost.parentElement !== screen || suggestionsHost.nextElementSibling !== report)
          screen.insertBefore(suggestionsHost, report);
      }
      const query = screen ? (modalElement.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '') : '';
      setNoResults((previous) =>
        screen ? (previous?.query === query ? previous : {host: suggestionsHost, query}) : null,
      );
      if (modalElement.querySelector(`.DocSearch-Dropdown:not(.${START_SCREEN_CLASS})`)) {
        host.remove();
        setStartScreen(null);
      } else if (!host.isConnected) {
        modalElement.insertBefore(host, modalElement.querySelector('.DocSearch-Footer'));
        setStartScreen(host);
      }
    };
    const observer = new MutationObserver(sync);
    observer.observe(root, {childList: true, subtree: true});
    sync();
    return () => {
      observer.disconnect();
      host.remove();
      suggestionsHost.remove();
      setStartScreen(null);
      setNoResults(null);
    };
  }, [isOpen]);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(itemUrl)) window.location.assign(itemUrl);
        else history.push(itemUrl);
      },
    }),
    [history],
  );

  const resultsFooter = useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({state}) => (
      <Link to={`/search/?q=${encodeURIComponent(state.query)}`} onClick={close}>
        {seeAllResults(counts.current.get(state.query) ?? counts.current.get(state.query.trim()) ?? 0)}
      </Link>
    ),
    [close],
  );

  const translations = useMemo(() => modalTranslations(), []);
  const errorText = translations.errorScreen;
  const label = searchButtonLabel();

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
        data-testid="navbar-search"
        translations={{buttonText: label, buttonAriaLabel: label}}
      />
      {isOpen &&
        DocSearchModal &&
        client.current &&
        container.current &&
        createPortal(
          <DocSearchModal
            // DocSearch builds a hosted client from these before handing it to
            // transformSearchClient, which returns ours; the local backend needs no credentials.
            appId={search.backend === 'algolia' ? search.algolia.appId : 'local'}
            apiKey={search.backend === 'algolia' ? search.algolia.apiKey : 'local'}
            indexName={setup.indexName}
            searchParameters={{
              facetFilters: setup.facetFilters as string[],
              hitsPerPage: SEARCH_DEFAULTS.hitsPerPage,
              attributesToSnippet: snippetAttributes(narrowScreen()),
            }}
            transformSearchClient={() =>
              searchClient as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>
            }
            transformItems={(items) => setup.transformHits(items as never) as typeof items}
            navigator={navigator}
            hitComponent={Hit}
            resultsFooterComponent={resultsFooter}
            getMissingResultsUrl={({query}) => `${links.feedback}?topic=search&q=${encodeURIComponent(query)}`}
            placeholder={searchPlaceholder()}
            translations={translations}
            initialQuery={initialQuery}
            initialScrollY={window.scrollY}
            onClose={close}
            onAskAiToggle={noAskAi}
            maxResultsPerGroup={SEARCH_DEFAULTS.maxResultsPerGroup}
            disableUserPersonalization={!personalized}
            insights={search.backend === 'algolia' && search.algolia.insights}
          />,
          container.current,
        )}
      {dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen search-failure">
            <p className="DocSearch-Title">{errorText.titleText}</p>
            <p className="DocSearch-Help">{errorText.helpText}</p>
          </div>,
          dropdown,
        )}
      {noResults &&
        !failed &&
        createPortal(
          <SearchSuggestions
            label={translations.noResultsScreen.suggestedQueryText}
            queries={suggestedQueries(
              personalized ? readJson(browserStorage(), savedSearchKeys(setup.indexName)[0]) : [],
              POPULAR_SEARCHES[i18n.currentLocale] ?? [],
              noResults.query,
            )}
            onChoose={(query) => {
              const field = container.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
              if (field) typeQuery(field, query);
            }}
          />,
          noResults.host,
        )}
      {startScreen &&
        createPortal(
          <div className="DocSearch-StartScreen">
            <p className="DocSearch-Help">{translations.startScreen.noRecentSearchesText}</p>
          </div>,
          startScreen,
        )}
    </>
  );
}
