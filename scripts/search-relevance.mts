/**
 * How many queries of the relevance set (src/data/search-queries.json) find their page in the
 * top five, per locale, on the built local indexes. `--check` fails when any locale, or the whole
 * set, is below 90 %.
 * Usage: npx tsx scripts/search-relevance.mts [--check] [--locale <code>]…
 */
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {LocalEngine} from '../src/lib/search/localEngine';
import {parseIndexFile} from '../src/lib/search/records';
import {rankOf, summarize, TOP_N, type RelevanceQuery} from './lib/searchRelevance';
import {indexPath} from './search-relevance-paths.mjs';

const TARGET = 0.9;
const {values} = parseArgs({
  options: {check: {type: 'boolean', default: false}, locale: {type: 'string', multiple: true}},
});
const queries = (JSON.parse(readFileSync('src/data/search-queries.json', 'utf8')) as RelevanceQuery[]).filter(
  (q) => !values.locale || values.locale.includes(q.locale),
);

const outcomes = [];
const below: string[] = [];
for (const locale of [...new Set(queries.map((q) => q.locale))]) {
  const engine = new LocalEngine(parseIndexFile(JSON.parse(readFileSync(indexPath(locale), 'utf8'))));
  const mine = queries.filter((q) => q.locale === locale);
  const results = mine.map((query) => ({
    query,
    rank: rankOf(
      query,
      engine.search({indexName: locale, query: query.query, hitsPerPage: TOP_N, facetFilters: [`language:${locale}`]}),
    ),
  }));
  const report = summarize(results);
  console.log(`${locale}: ${report.found}/${report.total} in the top ${TOP_N}`);
  if (report.found / report.total < TARGET) below.push(locale);
  for (const miss of report.misses)
    console.log(`  miss (${miss.query.kind}): "${miss.query.query}" → ${miss.query.expect}`);
  outcomes.push(...results);
}
const all = summarize(outcomes);
const rate = all.found / all.total;
console.log(
  `all: ${all.found}/${all.total} = ${(rate * 100).toFixed(1)} % in the top ${TOP_N} (target ${TARGET * 100} %)`,
);
if (below.length > 0) console.log(`below ${TARGET * 100} %: ${below.join(', ')}`);
if (values.check && (rate < TARGET || below.length > 0)) process.exit(1);
