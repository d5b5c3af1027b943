/**
 * The search page (`/search/?q=…&page=…`): the modal's results in full, twenty to a page. The
 * Algolia theme's SearchPage talks to the hosted index through its helper library only; this one
 * uses the same search client as the modal, so it works on the local index too.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {LEVELS} from '@site/src/lib/search/records';
import {SEARCH_DEFAULTS, narrowScreen, snippetAttributes} from '@site/src/lib/search/constants';
import {pageLinks, readSearchParams, searchPageHref} from '@site/src/lib/search/page';
import type {SearchHit, SearchResult} from '@site/src/lib/search/types';
import {useSettings} from '@site/src/components/useSettings';
import {loadSearchClient} from '@site/src/search/client';
import {pageTranslations, searchErrorText, searchPlaceholder} from '@site/src/search/translations';
import {usePersonalization, useSearchSetup} from '@site/src/search/useSearchSetup';
import styles from './styles.module.css';

const STALL_MS = 300;
const TYPING_MS = 250;

type State =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'; readonly stalled: boolean}
  | {readonly status: 'done'; readonly result: SearchResult}
  | {readonly status: 'error'};

function Html({html, as: Tag = 'span', className}: {html: string; as?: 'span' | 'p'; className?: string}): ReactNode {
  // Highlights are escaped text plus <mark> only (see src/lib/search/text.ts and toDisplayHit).
  return <Tag className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function levelHtml(hit: SearchHit, level: (typeof LEVELS)[number]): string | null {
  return hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level];
}

function Result({hit}: {hit: SearchHit}): ReactNode {
  const levels = LEVELS.filter((l) => hit.hierarchy[l]);
  const titleLevel = levels.at(-1) ?? 'lvl1';
  const trail = levels.slice(0, -1);
  const snippet = hit.content ? (hit._snippetResult?.content?.value ?? hit.content) : null;
  return (
    <li className={`search-result ${styles.result}`}>
      <Link to={hit.url} className={styles.resultTitle}>
        <Html html={levelHtml(hit, titleLevel) ?? ''} />
      </Link>
      {trail.length > 0 && (
        <p className={styles.trail}>
          {trail.map((l, i) => (
            <React.Fragment key={l}>
              {i > 0 && <span aria-hidden="true"> › </span>}
              <Html html={levelHtml(hit, l) ?? ''} />
            </React.Fragment>
          ))}
        </p>
      )}
      {snippet && <Html as="p" className={styles.snippet} html={snippet} />}
    </li>
  );
}

function Pagination({
  query,
  page,
  pages,
  onTurn,
}: {
  query: string;
  page: number;
  pages: number;
  onTurn: () => void;
}): ReactNode {
  const t = pageTranslations();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.pagination} className={styles.pagination}>
      {page > 1 && (
        <Link to={searchPageHref(query, page - 1)} rel="prev" onClick={onTurn}>
          {t.previous}
        </Link>
      )}
      {pageLinks(page, pages).map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={styles.current} aria-label={t.pageN(n)}>
            {n}
          </span>
        ) : (
          <Link key={n} to={searchPageHref(query, n)} aria-label={t.pageN(n)} onClick={onTurn}>
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={searchPageHref(query, page + 1)} rel="next" onClick={onTurn}>
          {t.next}
        </Link>
      )}
    </nav>
  );
}

/** The query of the address; empty while hydrating, as the server rendered the page without one. */
function useSearchParams(): {query: string; page: number} {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  return isBrowser ? readSearchParams(search) : {query: '', page: 1};
}

/** Runs inside the layout, whose providers the docs-version filters need. */
function SearchPageContent({title}: {title: string}): ReactNode {
  const t = pageTranslations();
  const error = searchErrorText();
  const setup = useSearchSetup();
  const location = useLocation();
  const history = useHistory();
  const {query, page} = useSearchParams();
  const [input, setInput] = useState(query);
  const [state, setState] = useState<State>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const [personalized, setPersonalized] = usePersonalization(setup.indexName);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const results = useRef<HTMLDivElement>(null);
  /**
   * Turning a page of results is the one query-only change that moves the view, on purpose: the
   * pagination asks for it, and once the next page's results are drawn they are brought into view
   * and focused, so the reader starts at their top. Every other change of the query string keeps
   * the scroll position (src/theme/SkipToContent).
   */
  const turned = useRef(false);

  // The address is the source of truth: back and forward show the matching search.
  useEffect(() => setInput(query), [query]);

  useEffect(() => {
    if (!query) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState({status: 'loading', stalled: false});
    const stall = setTimeout(() => current && setState({status: 'loading', stalled: true}), STALL_MS);
    loadSearchClient(setup.target)
      .then((client) =>
        client.search({
          requests: [
            {
              indexName: setup.indexName,
              query,
              page: page - 1,
              hitsPerPage: SEARCH_DEFAULTS.hitsPerPage,
              facetFilters: setup.facetFilters,
              attributesToSnippet: snippetAttributes(narrowScreen()),
              snippetEllipsisText: SEARCH_DEFAULTS.snippetEllipsisText,
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        }),
      )
      .then(({results}) => {
        const result = results[0]!;
        if (current) setState({status: 'done', result: {...result, hits: setup.transformHits(result.hits)}});
      })
      .catch(() => current && setState({status: 'error'}))
      .finally(() => clearTimeout(stall));
    return () => {
      current = false;
      clearTimeout(stall);
    };
  }, [query, page, setup, attempt]);

  const onInput = useCallback(
    (value: string) => {
      setInput(value);
      clearTimeout(typing.current);
      typing.current = setTimeout(() => history.replace(searchPageHref(value.trim(), 1, location.pathname)), TYPING_MS);
    },
    [history, location.pathname],
  );
  useEffect(() => () => clearTimeout(typing.current), []);

  useEffect(() => {
    if (state.status !== 'done' || !turned.current) return;
    turned.current = false;
    results.current?.scrollIntoView({block: 'start'});
    results.current?.focus({preventScroll: true});
  }, [state]);

  return (
    <main className={styles.main}>
      <Heading as="h1">{title}</Heading>
      <form
        role="search"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(typing.current);
          history.replace(searchPageHref(input.trim(), 1, location.pathname));
        }}>
        <input
          type="search"
          className={styles.input}
          value={input}
          maxLength={SEARCH_DEFAULTS.maxQueryLength}
          placeholder={searchPlaceholder()}
          aria-label={searchPlaceholder()}
          onChange={(e) => onInput(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </form>

      <div aria-live="polite" className={styles.status} data-testid="search-status" ref={results} tabIndex={-1}>
        {state.status === 'idle' && <p>{t.idle}</p>}
        {state.status === 'loading' && state.stalled && <p>{t.loading}</p>}
        {state.status === 'done' && (
          <p>{state.result.nbHits > 0 ? t.count(state.result.nbHits) : t.noResults(query)}</p>
        )}
      </div>

      {state.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p className={styles.errorTitle}>{error.titleText}</p>
          <p>{error.helpText}</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setAttempt((a) => a + 1)}>
            {t.retry}
          </button>
        </div>
      )}

      {state.status === 'done' && state.result.hits.length > 0 && (
        <>
          <ol className={styles.results} start={(page - 1) * SEARCH_DEFAULTS.hitsPerPage + 1}>
            {state.result.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </ol>
          <Pagination query={query} page={page} pages={state.result.nbPages} onTurn={() => (turned.current = true)} />
        </>
      )}

      <div className={styles.preferences}>
        <label className={styles.remember}>
          <input type="checkbox" checked={personalized} onChange={(e) => setPersonalized(e.target.checked)} />{' '}
          {t.remember}
        </label>
        <p className={styles.rememberHelp}>{t.rememberHelp}</p>
      </div>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  const t = pageTranslations();
  const {productName} = useSettings();
  const {query} = useSearchParams();
  const title = query ? t.titleWithQuery(query) : t.title;
  const description = translate(
    {
      id: 'pages.search.intro',
      message: '在这里搜索 {product} 的文档，查找功能说明、翻译服务的配置方法和常见问题的解答。',
      description: 'Lead paragraph of the search page',
    },
    {product: productName},
  );
  return (
    <Layout title={title} description={description}>
      <SearchPageContent title={title} />
    </Layout>
  );
}
