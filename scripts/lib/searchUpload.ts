/**
 * Replaces the hosted index with the records of the built site, with Algolia's official client.
 * The records are written to a temporary index that is then moved over the live one, so visitors
 * never search a half-written index. The settings are the ones DocSearch expects: facets on
 * language, docs tag and type, one hit per address, and `<mark>` highlights.
 */
import {algoliasearch} from 'algoliasearch';
import {ALGOLIA_TIMEOUTS, parseHost} from '../../src/lib/search/algoliaClient';
import type {SearchRecord} from '../../src/lib/search/records';
import {buildOptionsFromEnv} from '@interlinear/shared/env';

export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributeForDistinct: 'url',
  distinct: true,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

export interface UploadSettings {
  readonly appId: string;
  readonly adminKey: string;
  readonly indexName: string;
  readonly hosts: readonly string[];
}

/**
 * The upload settings from the environment, read by the same rules as the build's, or the names
 * of the variables that are missing.
 */
export function uploadSettings(env: Record<string, string | undefined>): UploadSettings | {readonly missing: string[]} {
  const {appId, indexName, hosts} = buildOptionsFromEnv(env).settings.search.algolia;
  const adminKey = env.ALGOLIA_ADMIN_API_KEY?.trim() ?? '';
  const missing = Object.entries({
    SITE_ALGOLIA_APP_ID: appId,
    SITE_ALGOLIA_INDEX_NAME: indexName,
    ALGOLIA_ADMIN_API_KEY: adminKey,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) return {missing};
  return {appId, indexName, adminKey, hosts};
}

export const UPLOAD_BATCH_SIZE = 1000;

/** Uploads the records and the settings; rejects with the service's message when a step fails. */
export async function uploadRecords(settings: UploadSettings, records: readonly SearchRecord[]): Promise<void> {
  const client = algoliasearch(settings.appId, settings.adminKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(settings.hosts.length ? {hosts: settings.hosts.map(parseHost)} : {}),
  });
  await client.replaceAllObjects({
    indexName: settings.indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: UPLOAD_BATCH_SIZE,
  });
  const {taskID} = await client.setSettings({indexName: settings.indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName: settings.indexName, taskID});
}
