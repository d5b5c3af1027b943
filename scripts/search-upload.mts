/**
 * Uploads the records of every built locale (the same `search-index.json` files the local backend
 * serves) to the hosted index, with Algolia's official client. The index is replaced atomically
 * (written to a temporary index, then moved) and given the settings DocSearch expects: facets on
 * language, docs tag and type, and one hit per address.
 *
 * Environment: SITE_ALGOLIA_APP_ID, SITE_ALGOLIA_INDEX_NAME (as for the site), ALGOLIA_ADMIN_API_KEY
 * (a key allowed to write; never give it to the site), SITE_ALGOLIA_HOSTS (optional).
 * Usage: npm run build && npm run search:upload [-- --dry-run]
 */
import {existsSync, readFileSync} from 'node:fs';
import {algoliasearch} from 'algoliasearch';
import {indexRecords, parseIndexFile, type SearchRecord} from '../src/lib/search/records';
import {parseHost} from '../src/lib/search/algoliaClient';
import {LOCALE_CODES} from './locale-codes.mjs';
import {indexPath} from './search-relevance-paths.mjs';

const dryRun = process.argv.includes('--dry-run');
const records: SearchRecord[] = [];
for (const locale of LOCALE_CODES) {
  const file = indexPath(locale);
  if (!existsSync(file)) {
    console.error(`No search index for ${locale} at ${file}; run "npm run build" first.`);
    process.exit(1);
  }
  const localeRecords = indexRecords(parseIndexFile(JSON.parse(readFileSync(file, 'utf8'))));
  console.log(`${locale}: ${localeRecords.length} records`);
  records.push(...localeRecords);
}
console.log(`${records.length} records in all.`);
if (dryRun) process.exit(0);

const appId = process.env.SITE_ALGOLIA_APP_ID?.trim();
const indexName = process.env.SITE_ALGOLIA_INDEX_NAME?.trim();
const adminKey = process.env.ALGOLIA_ADMIN_API_KEY?.trim();
const missing = Object.entries({SITE_ALGOLIA_APP_ID: appId, SITE_ALGOLIA_INDEX_NAME: indexName, ALGOLIA_ADMIN_API_KEY: adminKey})
  .filter(([, v]) => !v)
  .map(([k]) => k);
if (missing.length) {
  console.error(`Set ${missing.join(', ')} to upload (or pass --dry-run).`);
  process.exit(1);
}
const hosts = (process.env.SITE_ALGOLIA_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean).map(parseHost);
const client = algoliasearch(appId!, adminKey!, hosts.length ? {hosts} : {});

try {
  await client.replaceAllObjects({indexName: indexName!, objects: records as unknown as Record<string, unknown>[], batchSize: 1000});
  await client.setSettings({
    indexName: indexName!,
    indexSettings: {
      searchableAttributes: ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content'],
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
      attributeForDistinct: 'url',
      distinct: true,
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    },
  });
  console.log(`Uploaded ${records.length} records to ${indexName}.`);
} catch (error) {
  console.error(`The upload to ${indexName} failed:`, error instanceof Error ? error.message : error);
  process.exit(1);
}
