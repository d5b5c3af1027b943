/**
 * The search modal's start screen. DocSearch 4.6 shows nothing between the search box and the
 * footer while the query is empty and nothing is stored; the SearchBar puts its "no recent
 * searches" line there, and takes it away whenever DocSearch has a screen of its own. DocSearch
 * runs as it is; the search client is replaced at its module boundary by one that knows one page.
 */
import {findByRole, waitFor} from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import type {SearchHit, SearchRequest, SearchResult} from '@site/src/lib/search/types';
import SearchBar from '@site/src/theme/SearchBar';
import {renderAt} from './page';

const OLLAMA: SearchHit = {
  objectID: 'ollama',
  url: 'https://www.interlinear.example/docs/services/ollama/',
  type: 'lvl2',
  hierarchy: {lvl0: '文档', lvl1: '翻译服务', lvl2: 'Ollama', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
};

function answer(request: SearchRequest): SearchResult {
  const hits = request.query?.toLowerCase().includes('ollama') ? [OLLAMA] : [];
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    query: request.query ?? '',
    index: request.indexName,
    processingTimeMS: 1,
  };
}

vi.mock('@site/src/search/client', () => ({
  loadSearchClient: () =>
    Promise.resolve({
      search: ({requests}: {requests: SearchRequest[]}) => Promise.resolve({results: requests.map(answer)}),
    }),
}));

const NO_RECENT = '没有最近的搜索';

const modal = () => document.querySelector<HTMLElement>('.DocSearch-Modal');
const startScreens = () => Array.from(document.querySelectorAll('.DocSearch-StartScreen'));

async function openSearch() {
  const user = userEvent.setup();
  const {page} = renderAt('/docs/usage/', <SearchBar />);
  await user.click(await findByRole(page, 'button', {name: /^搜索/}));
  const input = await vi.waitFor(() => {
    const field = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!field) throw new Error('the search modal has not opened');
    return field;
  });
  return {user, input};
}

describe('SearchBar start screen', () => {
  it('says there are no recent searches, between the search box and the footer, when nothing was searched yet', async () => {
    await openSearch();
    await waitFor(() => expect(startScreens()).toHaveLength(1));
    const [start] = startScreens();
    expect(start!.textContent).toBe(NO_RECENT);
    const children = Array.from(modal()!.children);
    const line = children.findIndex((child) => child.contains(start!));
    expect(line).toBeGreaterThan(children.findIndex((child) => child.matches('.DocSearch-SearchBar')));
    expect(children[line + 1]?.matches('.DocSearch-Footer')).toBe(true);
  });

  it('gives way to the results while the visitor types, and comes back when the box is cleared', async () => {
    const {user, input} = await openSearch();
    await waitFor(() => expect(startScreens()).toHaveLength(1));
    await user.type(input, 'ollama');
    await waitFor(() => expect(modal()!.querySelector('.DocSearch-Hit')?.textContent).toContain('Ollama'));
    expect(startScreens()).toHaveLength(0);
    expect(modal()!.textContent).not.toContain(NO_RECENT);

    await user.clear(input);
    await waitFor(() => expect(startScreens()).toHaveLength(1));
    expect(modal()!.querySelectorAll('.DocSearch-Dropdown')).toHaveLength(1);
  });

  it("is not shown where DocSearch lists the visitor's recent searches", async () => {
    // As DocSearch stores a chosen hit: with the page's path on this site.
    localStorage.setItem(
      '__DOCSEARCH_RECENT_SEARCHES__docs_zh',
      JSON.stringify([{...OLLAMA, url: '/docs/services/ollama/'}]),
    );
    await openSearch();
    await waitFor(() => expect(modal()!.querySelector('.DocSearch-Hit')?.textContent).toContain('Ollama'));
    expect(modal()!.textContent).not.toContain(NO_RECENT);
  });

  it('goes with the modal when Escape closes it, and is there again when it reopens', async () => {
    const {user} = await openSearch();
    await waitFor(() => expect(startScreens()).toHaveLength(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(modal()).toBeNull());
    expect(document.body.textContent).not.toContain(NO_RECENT);

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(startScreens()).toHaveLength(1));
    expect(startScreens()[0]!.textContent).toBe(NO_RECENT);
  });
});
