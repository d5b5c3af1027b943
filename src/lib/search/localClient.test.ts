import {describe, expect, it, vi} from 'vitest';
import {createLocalClient} from './localClient';
import {INDEX_FORMAT, type IndexFile} from './records';
import {rejection} from '../../../tests/unit/testing';

const INDEX_URL = '/hi/search-index.json';

const file: IndexFile = {
  format: INDEX_FORMAT,
  language: 'hi',
  docusaurus_tag: 'docs-default-current',
  pages: [
    {
      url: '/hi/docs/translation/',
      lvl0: 'सुविधाएँ',
      headings: [
        [1, 'अनुवाद सेवाएं चुनें', ''],
        [2, 'DeepL कुंजी', 'deepl-key'],
      ],
      content: [[1, 'अपनी DeepL कुंजी सेटिंग्स में डालें।']],
    },
  ],
};

const request = {indexName: 'docs_hi', query: 'DeepL'};

function answering(...bodies: (() => Response | Promise<Response>)[]) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const body of bodies) fetch.mockImplementationOnce(async () => body());
  return fetch;
}

const good = () => new Response(JSON.stringify(file), {headers: {'content-type': 'application/json'}});

describe('createLocalClient', () => {
  it('fetches nothing until it is used', () => {
    const fetch = answering(good);
    createLocalClient({indexUrl: INDEX_URL, fetch});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('downloads the index on the first search and answers from it', async () => {
    const fetch = answering(good);
    const client = createLocalClient({indexUrl: INDEX_URL, fetch});
    const {results} = await client.search({requests: [request, {indexName: 'docs_hi', query: 'सेटिंग्स'}]});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(INDEX_URL);
    expect(results).toHaveLength(2);
    expect(results[0]?.hits.map((h) => h.url)).toEqual(['/hi/docs/translation/#deepl-key']);
    expect(results[1]?.nbHits).toBe(1);
  });

  it('downloads once for two searches at the same time, and not again later', async () => {
    const fetch = answering(good, good);
    const client = createLocalClient({indexUrl: INDEX_URL, fetch});
    const [a, b] = await Promise.all([client.search({requests: [request]}), client.search({requests: [request]})]);
    expect(a.results[0]?.nbHits).toBe(1);
    expect(b.results[0]?.nbHits).toBe(1);
    await client.search({requests: [request]});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports a missing index as a RetryError', async () => {
    const fetch = answering(() => new Response('Not found', {status: 404}));
    const client = createLocalClient({indexUrl: INDEX_URL, fetch});
    const error = await rejection(client.search({requests: [request]}));
    expect(error.name).toBe('RetryError');
    expect(error.message).toContain('404');
  });

  it('reports a network failure as a RetryError', async () => {
    const fetch = answering(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createLocalClient({indexUrl: INDEX_URL, fetch});
    const error = await rejection(client.search({requests: [request]}));
    expect(error.name).toBe('RetryError');
    expect((error.cause as Error).message).toBe('Failed to fetch');
  });

  it('reports a broken or foreign index file as a RetryError', async () => {
    const fetch = answering(
      () => new Response('{"format": 1, "pages": ['),
      () => new Response(JSON.stringify({...file, format: 99})),
      () =>
        new Response(
          JSON.stringify({...file, pages: [{url: '/x/', lvl0: 'X', headings: [], content: [[0, 'orphan']]}]}),
        ),
    );
    const onLoadError = vi.fn();
    const client = createLocalClient({indexUrl: INDEX_URL, fetch, onLoadError});
    for (let i = 0; i < 3; i++) {
      expect((await rejection(client.search({requests: [request]}))).name).toBe('RetryError');
    }
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onLoadError).toHaveBeenCalledTimes(3);
  });

  it('tries the download again on the next search after a failure', async () => {
    const fetch = answering(() => new Response('Server error', {status: 503}), good);
    const client = createLocalClient({indexUrl: INDEX_URL, fetch});
    expect((await rejection(client.search({requests: [request]}))).name).toBe('RetryError');
    const {results} = await client.search({requests: [request]});
    expect(results[0]?.nbHits).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('preloads once, and searches without downloading again', async () => {
    const fetch = answering(good, good);
    const client = createLocalClient({indexUrl: INDEX_URL, fetch});
    await Promise.all([client.preload(), client.preload()]);
    await client.preload();
    expect(fetch).toHaveBeenCalledTimes(1);
    await client.search({requests: [request]});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed preload as search would', async () => {
    const fetch = answering(() => new Response('', {status: 500}), good);
    const client = createLocalClient({indexUrl: INDEX_URL, fetch});
    expect((await rejection(client.preload())).name).toBe('RetryError');
    await expect(client.preload()).resolves.toBeUndefined();
  });
});
