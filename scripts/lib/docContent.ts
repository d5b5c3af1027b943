/**
 * Pure analysis of one Markdown/MDX page for the content check: its headings with their explicit
 * ids, its prose (code, URLs and markup removed), how many words that prose has and which script
 * those words are written in. `src/site/docsContent.test.ts` applies it to every doc and post.
 */
import {load} from 'js-yaml';

export interface Heading {
  readonly level: number;
  readonly text: string;
  /** The explicit id written as `{/* #id *\/}`; undefined when the heading has none. */
  readonly id: string | undefined;
  readonly line: number;
}

export type Script = 'Han' | 'Kana' | 'Hangul' | 'Devanagari' | 'Latin' | 'Cyrillic' | 'Arabic' | 'other';

export interface PageAnalysis {
  readonly headings: readonly Heading[];
  readonly prose: string;
  readonly words: number;
  /** Word counts per script, over words that contain letters. */
  readonly scripts: Readonly<Record<Script, number>>;
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const HEADING_ID = /\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/;

/** Splits the body into lines outside fenced code blocks, with their 1-based line numbers. */
function linesOutsideCode(markdown: string): {text: string; line: number}[] {
  const out: {text: string; line: number}[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const match = FENCE.exec(text);
    if (match) {
      if (!fence) fence = match[1];
      else if (match[1] === fence) fence = undefined;
      return;
    }
    if (!fence) out.push({text, line: index + 1});
  });
  return out;
}

/** The front matter as Docusaurus reads it (YAML); throws with the YAML error when it is invalid. */
export function frontMatter(markdown: string): Record<string, unknown> {
  const block = FRONT_MATTER.exec(markdown)?.[0];
  if (!block) return {};
  const fields: unknown = load(block.slice(4, -4));
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {};
}

export function headingsOf(markdown: string): Heading[] {
  const body = markdown.replace(FRONT_MATTER, (block) => '\n'.repeat(block.split('\n').length - 1));
  const headings: Heading[] = [];
  for (const {text, line} of linesOutsideCode(body)) {
    const match = HEADING.exec(text);
    if (!match?.[1] || match[2] === undefined) continue;
    const id = HEADING_ID.exec(match[2])?.[1];
    headings.push({level: match[1].length, text: match[2].replace(HEADING_ID, '').trim(), id, line});
  }
  return headings;
}

/** The page's readable text: no front matter, code, URLs, markup, comments or imports. */
export function proseOf(markdown: string): string {
  const lines = linesOutsideCode(markdown.replace(FRONT_MATTER, ''))
    .map(({text}) => text)
    .filter((text) => !/^\s*(import|export)\s/.test(text) && !/^\s*:::/.test(text));
  return lines
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\b(?:https?|mailto|chrome|edge|about):\/?\/?[^\s)]+/g, ' ')
    .replace(/[#*_>|~-]+/g, ' ');
}

export function scriptOf(word: string): Script | undefined {
  // Before Han: a Japanese word that mixes kanji and kana is Japanese.
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)) return 'Kana';
  if (/\p{Script=Han}/u.test(word)) return 'Han';
  if (/\p{Script=Hangul}/u.test(word)) return 'Hangul';
  if (/\p{Script=Cyrillic}/u.test(word)) return 'Cyrillic';
  if (/\p{Script=Devanagari}/u.test(word)) return 'Devanagari';
  if (/\p{Script=Arabic}/u.test(word)) return 'Arabic';
  if (/\p{Script=Latin}/u.test(word)) return 'Latin';
  return /\p{L}/u.test(word) ? 'other' : undefined;
}

export function analysePage(markdown: string, locale: string): PageAnalysis {
  const prose = proseOf(markdown);
  const scripts: Record<Script, number> = {
    Han: 0,
    Kana: 0,
    Hangul: 0,
    Devanagari: 0,
    Latin: 0,
    Cyrillic: 0,
    Arabic: 0,
    other: 0,
  };
  let words = 0;
  for (const {segment, isWordLike} of new Intl.Segmenter(locale, {granularity: 'word'}).segment(prose)) {
    if (!isWordLike) continue;
    words += 1;
    const script = scriptOf(segment);
    if (script) scripts[script] += 1;
  }
  return {headings: headingsOf(markdown), prose, words, scripts};
}

/** Share of the lettered words that are in `script`, 0 to 1 (0 for a page without letters). */
export function shareOf(analysis: PageAnalysis, script: Script): number {
  const lettered = Object.values(analysis.scripts).reduce((a, b) => a + b, 0);
  return lettered === 0 ? 0 : analysis.scripts[script] / lettered;
}

/** The text under the heading with `id`, up to the next heading of the same or a higher level. */
export function sectionOf(markdown: string, id: string): string | undefined {
  const headings = headingsOf(markdown);
  const index = headings.findIndex((h) => h.id === id);
  const start = headings[index];
  if (!start) return undefined;
  const end = headings.slice(index + 1).find((h) => h.level <= start.level);
  return markdown
    .split('\n')
    .slice(start.line, end ? end.line - 1 : undefined)
    .join('\n');
}

/** Problems with one page's headings on their own: missing ids, repeated ids, a level-1 heading. */
export function headingProblems(headings: readonly Heading[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const h of headings) {
    if (h.level === 1) problems.push(`line ${h.line}: level-1 heading "${h.text}" (the title makes the h1)`);
    if (!h.id) problems.push(`line ${h.line}: heading "${h.text}" has no explicit id {/* #id */}`);
    else if (seen.has(h.id)) problems.push(`line ${h.line}: heading id "${h.id}" is used twice`);
    if (h.id) seen.add(h.id);
  }
  return problems;
}

/** The differences between two locales' heading outlines (level and id, in order). */
export function outlineDifferences(expected: readonly Heading[], actual: readonly Heading[]): string[] {
  const shape = (h: Heading | undefined) => (h ? `h${h.level} #${h.id ?? '(no id)'}` : 'nothing');
  const problems: string[] = [];
  for (let i = 0; i < Math.max(expected.length, actual.length); i += 1) {
    const want = shape(expected[i]);
    const got = shape(actual[i]);
    if (want !== got) {
      problems.push(`heading ${i + 1}: expected ${want}, found ${got}${actual[i] ? ` (line ${actual[i]?.line})` : ''}`);
      break;
    }
  }
  return problems;
}

/**
 * Short words that carry grammar and nothing else, frequent in any text of their language and
 * rare in the others (a word two of these languages share is in neither list). They tell an
 * English page from a German one, so an untranslated copy cannot pass as a translation.
 */
export const FUNCTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'is',
    'that',
    'it',
    'for',
    'you',
    'with',
    'on',
    'are',
    'this',
    'be',
    'or',
    'your',
    'can',
    'when',
    'which',
    'from',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'mit',
    'sie',
    'ein',
    'eine',
    'den',
    'auf',
    'für',
    'zu',
    'im',
    'auch',
    'wird',
    'werden',
    'oder',
    'wenn',
    'sich',
    'dem',
    'ihre',
  ],
  es: [
    'el',
    'los',
    'las',
    'y',
    'es',
    'del',
    'al',
    'lo',
    'por',
    'para',
    'más',
    'pero',
    'su',
    'está',
    'también',
    'puede',
    'cuando',
    'sus',
    'si',
    'muy',
  ],
  fr: [
    'le',
    'les',
    'des',
    'et',
    'est',
    'une',
    'du',
    'pour',
    'dans',
    'pas',
    'sur',
    'vous',
    'qui',
    'au',
    'avec',
    'ce',
    'cette',
    'sont',
    'ou',
    'peut',
  ],
  it: [
    'il',
    'di',
    'che',
    'è',
    'per',
    'della',
    'sono',
    'gli',
    'nel',
    'più',
    'anche',
    'questo',
    'questa',
    'come',
    'alla',
    'delle',
    'può',
    'ed',
    'nella',
    'ti',
  ],
  pt: [
    'o',
    'os',
    'do',
    'da',
    'em',
    'um',
    'não',
    'na',
    'é',
    'dos',
    'das',
    'ao',
    'você',
    'também',
    'pode',
    'mais',
    'seu',
    'sua',
    'isso',
    'uma',
  ],
};

/**
 * The language of FUNCTION_WORDS whose words are most frequent in the prose, with each
 * language's share of the words; undefined when none of them occurs.
 */
export function latinLanguageOf(prose: string): {language: string; shares: Record<string, number>} | undefined {
  const words = prose.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return undefined;
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const shares: Record<string, number> = {};
  for (const [language, list] of Object.entries(FUNCTION_WORDS)) {
    shares[language] = list.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0) / words.length;
  }
  const [best] = Object.entries(shares).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? {language: best[0], shares} : undefined;
}
