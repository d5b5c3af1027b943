/**
 * What a page of each locale must read as: the script most of its words are in and, for the
 * Latin-script locales, the language of its function words (so an English copy cannot pass as
 * German); Japanese needs kana, Traditional Chinese no Simplified character. The content check
 * applies it to every doc and post, the browser tests to the pages as built.
 */
import {latinLanguageOf, shareOf, type PageAnalysis, type Script} from './docContent';
import {simplifiedCharacters} from '../../plugins/i18n-content/content';

interface LocaleRule {
  /** The script most words are in, and how large a share of the lettered words at least. */
  readonly scripts: readonly Script[];
  readonly minShare: number;
  /** For Japanese: the share of words with kana, which Chinese text lacks. */
  readonly minKana?: number;
  /** For Latin-script locales: the language its function words must be of. */
  readonly language?: string;
  /** Traditional Chinese: no character the Simplified-to-Traditional conversion would change. */
  readonly traditional?: boolean;
}

const latin = (language: string): LocaleRule => ({scripts: ['Latin'], minShare: 0.9, language});
export const RULES: Readonly<Record<string, LocaleRule>> = {
  zh: {scripts: ['Han'], minShare: 0.6},
  'zh-Hans': {scripts: ['Han'], minShare: 0.6},
  'zh-TW': {scripts: ['Han'], minShare: 0.6, traditional: true},
  en: latin('en'),
  ja: {scripts: ['Kana', 'Han'], minShare: 0.6, minKana: 0.15},
  ko: {scripts: ['Hangul'], minShare: 0.6},
  ar: {scripts: ['Arabic'], minShare: 0.6},
  de: latin('de'),
  es: latin('es'),
  fr: latin('fr'),
  hi: {scripts: ['Devanagari'], minShare: 0.6},
  it: latin('it'),
  pt: latin('pt'),
  'pt-BR': latin('pt'),
  ru: {scripts: ['Cyrillic'], minShare: 0.6},
};

/** What is wrong with the script and language of one locale's page, or nothing. */
export function languageProblems(code: string, analysis: PageAnalysis): string[] {
  const rule = RULES[code];
  if (!rule) return [`no content rule for locale ${code}`];
  const problems: string[] = [];
  const share = Math.round(rule.scripts.reduce((sum, script) => sum + shareOf(analysis, script), 0) * 100) / 100;
  if (share < rule.minShare)
    problems.push(
      `only ${share} of the words are in ${rule.scripts.join(' or ')} script ${JSON.stringify(analysis.scripts)}`,
    );
  if (rule.minKana !== undefined && shareOf(analysis, 'Kana') < rule.minKana)
    problems.push(`only ${Math.round(shareOf(analysis, 'Kana') * 100)} % of the words have kana: is this Chinese?`);
  if (rule.language) {
    const found = latinLanguageOf(analysis.prose);
    if (found?.language !== rule.language)
      problems.push(
        `reads as ${found?.language ?? 'no known language'}, not ${rule.language} ${JSON.stringify(found?.shares ?? {})}`,
      );
  }
  if (rule.traditional) {
    const left = simplifiedCharacters(analysis.prose);
    if (left.length > 0) problems.push(`Simplified characters in Traditional Chinese: ${left.slice(0, 20).join(' ')}`);
  }
  return problems;
}
