/**
 * How many queries of the relevance set (src/data/search-queries.json) find their page in the
 * top five, per locale, on the built local indexes. `--check` fails below 90 %.
 * Usage: npx tsx scripts/search-relevance.mts [--check]
 */
import {readFileSync} from 'node:fs';
import {LocalEngine} from '../src/lib/search/localEngine';
import {parseIndexFile} from '../src/lib/search/records';
import {rankOf, summarize, TOP_N, type RelevanceQuery} from './lib/searchRelevance';
import {indexPath} from './search-relevance-paths.mjs';

const TARGET = 0.9;
const queries = JSON.parse(readFileSync('src/data/search-queries.json', 'utf8')) as RelevanceQuery[];

const outcomes = [];
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
  for (const miss of report.misses)
    console.log(`  miss (${miss.query.kind}): "${miss.query.query}" → ${miss.query.expect}`);
  outcomes.push(...results);
}
const all = summarize(outcomes);
const rate = all.found / all.total;
console.log(
  `all: ${all.found}/${all.total} = ${(rate * 100).toFixed(1)} % in the top ${TOP_N} (target ${TARGET * 100} %)`,
);
if (process.argv.includes('--check') && rate < TARGET) process.exit(1);
