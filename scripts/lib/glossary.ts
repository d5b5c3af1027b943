/**
 * A locale's glossary (`glossary/<locale>.json`) and the pure checks a translated page must pass
 * against it: no form the glossary rejects, every untranslated name the English page uses, and site
 * labels spelled as the site's own UI strings spell them. `src/site/docsGlossary.test.ts` applies
 * them to every doc page and post of each locale that has a glossary.
 */

export interface GlossaryTerm {
  /** The English term or label, for the reader of the glossary. */
  readonly en: string;
  /** How the locale writes it. */
  readonly use: string;
  /** Forms that must not appear in the locale's prose: whole words, any case; `word*` is a prefix. */
  readonly avoid?: readonly string[];
  /** For a site label: `<file>#<id>` in the locale's `code.json`, `navbar.json` or `footer.json`. */
  readonly ui?: string;
  readonly note?: string;
}

export interface Glossary {
  readonly locale: string;
  /** Names that stay as they are: brands, services, products, stores. */
  readonly keep: readonly string[];
  readonly terms: readonly GlossaryTerm[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

/** The glossary in `json`, or an error naming what is malformed. */
export function parseGlossary(json: unknown): Glossary {
  const problem = (what: string): never => {
    throw new Error(`glossary: ${what}`);
  };
  if (typeof json !== 'object' || json === null) return problem('not an object');
  const {locale, keep, terms} = json as Record<string, unknown>;
  if (typeof locale !== 'string' || !locale) problem('no "locale"');
  if (!isStringList(keep)) problem('"keep" is not a list of names');
  if (!Array.isArray(terms)) return problem('"terms" is not a list');
  terms.forEach((term: unknown, at) => {
    const t = (term ?? {}) as Record<string, unknown>;
    if (typeof t.en !== 'string' || !t.en.trim()) problem(`term ${at} has no "en"`);
    if (typeof t.use !== 'string' || !t.use.trim()) problem(`term ${at} (${String(t.en)}) has no "use"`);
    if (t.avoid !== undefined && !isStringList(t.avoid)) problem(`term ${at} (${String(t.en)}): "avoid" is malformed`);
    if (t.ui !== undefined && (typeof t.ui !== 'string' || !/^[\w.-]+\.json#.+$/.test(t.ui)))
      problem(`term ${at} (${String(t.en)}): "ui" must be <file>.json#<id>`);
  });
  return json as Glossary;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Scripts written without spaces between words: a form in them matches wherever it stands. */
const UNSPACED = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u;
/** Korean particles attach to the end of a word, so a Hangul form matches words that start with it. */
const HANGUL = /\p{Script=Hangul}/u;

/**
 * A whole-word, any-case pattern for one `avoid` form (`prefix*` matches words starting with it).
 * Chinese and Japanese have no spaces to mark a word, so those forms match anywhere.
 */
export function avoidPattern(form: string): RegExp {
  const prefix = form.endsWith('*');
  const text = prefix ? form.slice(0, -1) : form;
  const body = escape(text).replace(/\s+/g, '\\s+');
  const [first, last] = [text.at(0) ?? '', text.at(-1) ?? ''];
  const before = UNSPACED.test(first) ? '' : '(?<![\\p{L}\\p{N}])';
  const after = prefix || UNSPACED.test(last) || HANGUL.test(last) ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`${before}${body}${after}`, 'iu');
}

/** The rejected forms the prose uses: `"avoid" (use "use"): found "…"`. */
export function avoidedForms(prose: string, glossary: Glossary): string[] {
  return glossary.terms.flatMap((term) =>
    (term.avoid ?? []).flatMap((form) => {
      const found = avoidPattern(form).exec(prose);
      if (!found) return [];
      const start = Math.max(0, found.index - 30);
      const context = prose.slice(start, found.index + found[0].length + 30).replace(/\s+/g, ' ');
      return [`"${form}" (the glossary says "${term.use}" for "${term.en}"): …${context}…`];
    }),
  );
}

/**
 * An exact, case-sensitive pattern for an untranslated name, not inside a longer Latin word: a
 * Korean particle or Japanese or Chinese text may follow it directly («Chrome은», «DeepL 的»).
 */
function namePattern(name: string): RegExp {
  const body = escape(name).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${body}(?![\\p{Script=Latin}\\p{N}])`, 'u');
}

/** The names to keep that the English page's prose uses and the translation's prose lacks. */
export function droppedNames(englishProse: string, prose: string, glossary: Glossary): string[] {
  return glossary.keep.filter((name) => namePattern(name).test(englishProse) && !namePattern(name).test(prose));
}

/** Site labels whose glossary rendering differs from the site's own UI string. */
export function labelMismatches(
  glossary: Glossary,
  messageOf: (file: string, id: string) => string | undefined,
): string[] {
  return glossary.terms.flatMap((term) => {
    if (!term.ui) return [];
    const at = term.ui.indexOf('#');
    const [file, id] = [term.ui.slice(0, at), term.ui.slice(at + 1)];
    const message = messageOf(file, id);
    if (message === undefined) return [`"${term.en}": no string ${id} in ${file}`];
    return message === term.use ? [] : [`"${term.en}": the glossary says "${term.use}", ${file} says "${message}"`];
  });
}
