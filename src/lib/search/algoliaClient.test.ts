import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {ALGOLIA_TIMEOUTS, createAlgoliaClient, parseHost} from './algoliaClient';
import {createHostsCache, HOST_DOWN_MS} from './hostsCache';
import {startServer, type TestServer} from '../../../tests/unit/testServer';
import {rejection} from '../../../tests/unit/testing';

const HIT = {
  objectID: '1',
  url: 'https://www.interlinear.example/docs/usage/',
  type: 'lvl1',
  hierarchy: {lvl0: 'Docs', lvl1: 'Usage', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
};

let failing: TestServer;
let hanging: TestServer;
let good: TestServer;
/** An address where nothing listens: connections are refused. */
let closedAddress: string;

beforeAll(async () => {
  failing = await startServer((_req, res) => {
    res.writeHead(500, {'content-type': 'application/json'});
    res.end('{"message":"Internal error","status":500}');
  });
  hanging = await startServer(() => {
    // Never answers.
  });
  good = await startServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/1/indexes/*/queries')) {
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(
        JSON.stringify({
          results: [
            {
              hits: [HIT],
              nbHits: 1,
              page: 0,
              nbPages: 1,
              hitsPerPage: 20,
              query: 'x',
              index: 'docs',
              processingTimeMS: 1,
              params: '',
            },
          ],
        }),
      );
    } else {
      res.writeHead(404, {'content-type': 'application/json'});
      res.end('{"message":"Not found","status":404}');
    }
  });
  const spare = await startServer(() => undefined);
  closedAddress = spare.address;
  await spare.close();
});

afterAll(async () => {
  await Promise.all([failing, hanging, good].map((s) => s.close()));
});

beforeEach(() => {
  for (const server of [failing, hanging, good]) server.received.length = 0;
});

function client(hosts: string[], now: () => number = Date.now) {
  return createAlgoliaClient({
    appId: 'TESTAPP',
    apiKey: 'search-key',
    indexName: 'docs',
    hosts,
    hostsCache: createHostsCache(now),
  });
}

const search = {
  requests: [
    {
      indexName: 'docs_hi',
      query: 'x',
      facetFilters: ['language:hi', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    },
  ],
};

describe('createAlgoliaClient', () => {
  it('answers with the results of the search host', async () => {
    const {results} = await client([good.address]).search(search);
    expect(results).toHaveLength(1);
    expect(results[0]?.hits[0]?.url).toBe(HIT.url);
    expect(results[0]?.nbHits).toBe(1);
    expect(good.received).toHaveLength(1);
    expect(good.received[0]?.method).toBe('POST');
    expect(good.received[0]?.url).toMatch(/^\/1\/indexes\/\*\/queries/);
  });

  it('asks the configured index whatever name the request gives, keeping its filters', async () => {
    await client([good.address]).search(search);
    const body = JSON.parse(good.received[0]?.body ?? '{}') as {
      requests: {indexName: string; query: string; facetFilters: unknown}[];
    };
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]?.indexName).toBe('docs');
    expect(body.requests[0]?.query).toBe('x');
    expect(body.requests[0]?.facetFilters).toEqual(search.requests[0]?.facetFilters);
  });

  it('moves on to the next host when one answers 500, and skips it for two minutes', async () => {
    let time = 1_000_000;
    const algolia = client([failing.address, good.address], () => time);
    const first = await algolia.search(search);
    expect(first.results[0]?.nbHits).toBe(1);
    expect(failing.received).toHaveLength(1);
    expect(good.received).toHaveLength(1);

    time += HOST_DOWN_MS - 1_000;
    await algolia.search(search);
    expect(failing.received).toHaveLength(1);
    expect(good.received).toHaveLength(2);

    time += 2_000;
    await algolia.search(search);
    expect(failing.received).toHaveLength(2);
    expect(good.received).toHaveLength(3);
  });

  it('gives up on a host that does not answer within the connect timeout', {timeout: 15_000}, async () => {
    const started = Date.now();
    const {results} = await client([hanging.address, good.address]).search(search);
    const elapsed = Date.now() - started;
    expect(results[0]?.nbHits).toBe(1);
    expect(hanging.received).toHaveLength(1);
    expect(good.received).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(ALGOLIA_TIMEOUTS.connect - 100);
    expect(elapsed).toBeLessThan(ALGOLIA_TIMEOUTS.connect + ALGOLIA_TIMEOUTS.read);
  });

  it('fails with a RetryError when every host fails', async () => {
    const error = await rejection(client([failing.address, closedAddress]).search(search));
    expect(error.name).toBe('RetryError');
    expect(failing.received).toHaveLength(1);
  });

  it('needs an application id, a key and an index name', () => {
    const options = {appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', hosts: [good.address]};
    expect(() => createAlgoliaClient({...options, appId: ''})).toThrow(/application id/);
    expect(() => createAlgoliaClient({...options, apiKey: ''})).toThrow(/API key/);
    expect(() => createAlgoliaClient({...options, indexName: ''})).toThrow(/index name/);
  });
});

describe('parseHost', () => {
  it('reads an address into the host entry the client takes', () => {
    expect(parseHost('https://search.example')).toEqual({
      url: 'search.example',
      protocol: 'https',
      accept: 'readWrite',
    });
    expect(parseHost('http://127.0.0.1:8080')).toEqual({
      url: '127.0.0.1',
      port: 8080,
      protocol: 'http',
      accept: 'readWrite',
    });
  });

  it('refuses addresses that are not http or https', () => {
    expect(() => parseHost('ftp://search.example')).toThrow(/http or https/);
    expect(() => parseHost('search.example')).toThrow();
  });
});
