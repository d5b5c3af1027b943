/**
 * The hosted backend: Algolia's own lite client with the spec's timeouts and our hosts cache (see
 * hostsCache.ts). Every request goes to the configured index, whatever name the modal gives it:
 * the modal names one index per locale only to keep recent searches apart per locale.
 */
import {liteClient} from 'algoliasearch/lite';
import {createHostsCache, type HostsCache} from './hostsCache';
import type {SearchClient, SearchRequest, SearchResult} from './types';

export const ALGOLIA_TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000} as const;

export interface AlgoliaOptions {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  /** Addresses of the search hosts, in the order to try them; empty means Algolia's own. */
  readonly hosts?: readonly string[];
  readonly hostsCache?: HostsCache;
}

/** `https://example.com:8443` → the host entry the client takes. */
export function parseHost(address: string): {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'readWrite';
} {
  const u = new URL(address);
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new Error(`Search host "${address}" must be an http or https address`);
  return {
    url: u.hostname,
    ...(u.port ? {port: Number(u.port)} : {}),
    protocol: u.protocol === 'http:' ? 'http' : 'https',
    accept: 'readWrite',
  };
}

export function createAlgoliaClient(options: AlgoliaOptions): SearchClient {
  if (!options.appId) throw new Error('The Algolia search backend needs an application id.');
  if (!options.apiKey) throw new Error('The Algolia search backend needs a search API key.');
  if (!options.indexName) throw new Error('The Algolia search backend needs an index name.');
  const client = liteClient(options.appId, options.apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    hostsCache: options.hostsCache ?? createHostsCache(),
    ...(options.hosts?.length ? {hosts: options.hosts.map(parseHost)} : {}),
  });
  return {
    async search({requests}) {
      const response = await client.search({
        requests: requests.map((r: SearchRequest) => ({...r, indexName: options.indexName}) as never),
      });
      return response as unknown as {results: SearchResult[]};
    },
  };
}
