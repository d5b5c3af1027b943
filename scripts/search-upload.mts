/**
 * Uploads the records of every built locale (the same `search-index.json` files the local backend
 * serves) to the hosted index; see scripts/lib/searchUpload.ts for how the index is replaced.
 *
 * Environment: SITE_ALGOLIA_APP_ID, SITE_ALGOLIA_INDEX_NAME (as for the site), ALGOLIA_ADMIN_API_KEY
 * (a key allowed to write; never give it to the site), SITE_ALGOLIA_HOSTS (optional).
 * Usage: npm run build && npm run search:upload [-- --dry-run]
 */
import {existsSync, readFileSync} from 'node:fs';
import {indexRecords, parseIndexFile, type SearchRecord} from '../src/lib/search/records';
import {uploadRecords, uploadSettings} from './lib/searchUpload';
import {LOCALES} from '@interlinear/shared/locales';

const LOCALE_CODES = LOCALES.map((l) => l.code);
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

const settings = uploadSettings(process.env);
if ('missing' in settings) {
  console.error(`Set ${settings.missing.join(', ')} to upload (or pass --dry-run).`);
  process.exit(1);
}
try {
  await uploadRecords(settings, records);
  console.log(`Uploaded ${records.length} records to ${settings.indexName}.`);
} catch (error) {
  console.error(`The upload to ${settings.indexName} failed:`, error instanceof Error ? error.message : error);
  process.exit(1);
}
