import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, normalizeTerm, segments, snippet, tokenize, type HighlightOptions} from './text';

/** Every tag in an HTML string, e.g. `<mark>`, `</mark>`. */
function tags(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}

function options(terms: string[], queryWords = terms.length, locale = 'en'): HighlightOptions {
  return {locale, terms: new Set(terms), queryWords};
}

const TWENTY =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty.';

/** The words a snippet shows, without its marks and ellipses. */
function shownWords(value: string): string[] {
  return tokenize(value.replace(/<\/?mark>/g, '').replace(/…/g, ' '), 'en');
}

describe('tokenize', () => {
  it('keeps Hindi words whole, with their vowel signs and viramas', () => {
    expect(tokenize('अनुवाद सेवाएं चुनें', 'hi')).toEqual(['अनुवाद', 'सेवाएं', 'चुनें']);
    // A conjunct (क + virama + ष) stays inside its word.
    expect(tokenize('परीक्षण करें', 'hi')).toEqual(['परीक्षण', 'करें']);
  });

  it('cuts Chinese, written without spaces, into several words', () => {
    const words = tokenize('翻译服务', 'zh');
    expect(words.length).toBeGreaterThan(1);
    expect(words.join('')).toBe('翻译服务');
  });

  it('keeps Latin words inside Hindi text', () => {
    expect(tokenize('DeepL कुंजी', 'hi')).toEqual(['DeepL', 'कुंजी']);
  });

  it('leaves out spaces and punctuation but reports them as segments', () => {
    expect(tokenize('Hello, world!', 'en')).toEqual(['Hello', 'world']);
    const parts = segments('Hello, world!', 'en');
    expect(parts.map((s) => s.text).join('')).toBe('Hello, world!');
    expect(parts.filter((s) => s.word).map((s) => s.text)).toEqual(['Hello', 'world']);
  });
});

describe('normalizeTerm', () => {
  it('folds case and compatibility forms', () => {
    expect(normalizeTerm('DeepL')).toBe('deepl');
    expect(normalizeTerm('ＤｅｅｐＬ')).toBe('deepl');
  });
  it('reads Arabic without its diacritics, tatweel or hamza on the alef, as readers type it', () => {
    expect(normalizeTerm('موجّه')).toBe(normalizeTerm('موجه'));
    expect(normalizeTerm('مُزوِّد')).toBe('مزود');
    expect(normalizeTerm('إضافة')).toBe(normalizeTerm('اضافة'));
    expect(normalizeTerm('أداة')).toBe('اداة');
    expect(normalizeTerm('تـرجمة')).toBe('ترجمة');
  });
  it('finds the marked word with the bare one in a highlighted snippet', () => {
    const options: HighlightOptions = {terms: new Set(['موجه']), locale: 'ar', queryWords: 1};
    expect(highlight('استخدم موجّه الذكاء الاصطناعي', options).value).toContain('<mark>موجّه</mark>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('अनुवाद 翻译 plain')).toBe('अनुवाद 翻译 plain');
  });
});

describe('highlight', () => {
  it('wraps only the matched words', () => {
    const result = highlight('Choose a translation service', options(['translation']));
    expect(result.value).toBe('Choose a <mark>translation</mark> service');
    expect(result.matchedWords).toEqual(['translation']);
  });

  it('matches words whatever their case', () => {
    expect(highlight('Use DeepL keys', options(['deepl'])).value).toBe('Use <mark>DeepL</mark> keys');
  });

  it('highlights whole Hindi words', () => {
    expect(highlight('अनुवाद सेवाएं चुनें', options(['सेवाएं'], 1, 'hi')).value).toBe('अनुवाद <mark>सेवाएं</mark> चुनें');
  });

  it('shows markup in the text as text, adding no tag but its marks', () => {
    const text = 'Run <script>alert(1)</script> and <img src=x onerror="alert(2)"> script now';
    const result = highlight(text, options(['script', 'alert']));
    for (const tag of tags(result.value)) expect(tag).toMatch(/^<\/?mark>$/);
    expect(result.value).not.toContain('<script');
    expect(result.value).not.toContain('<img');
    expect(result.value).toContain('&lt;<mark>script</mark>&gt;');
    expect(result.value).toContain('&lt;img src=x onerror=&quot;<mark>alert</mark>(2)&quot;&gt;');
  });

  it('says whether none, some or all of the query words matched', () => {
    expect(highlight('nothing here', options(['deepl', 'key'])).matchLevel).toBe('none');
    expect(highlight('a DeepL account', options(['deepl', 'key'])).matchLevel).toBe('partial');
    expect(highlight('a DeepL key', options(['deepl', 'key'])).matchLevel).toBe('full');
  });
});

describe('snippet', () => {
  it('shows ten words around the first match with an ellipsis on both cut sides', () => {
    const result = snippet(TWENTY, 10, '…', options(['twelve']));
    expect(shownWords(result.value)).toHaveLength(10);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>twelve</mark>');
    // A little context before the match, not the start of the text.
    expect(shownWords(result.value)[0]).toBe('ten');
    expect(result.matchLevel).toBe('full');
  });

  it('puts no ellipsis before a snippet that starts at the beginning', () => {
    const result = snippet(TWENTY, 5, '…', options(['one']));
    expect(result.value).toBe('<mark>one</mark> two three four five…');
  });

  it('puts no ellipsis after a snippet that reaches the end', () => {
    const result = snippet(TWENTY, 5, '…', options(['twenty']));
    expect(result.value).toBe('…sixteen seventeen eighteen nineteen <mark>twenty</mark>.');
  });

  it('shows the start of the text when nothing matched', () => {
    const result = snippet(TWENTY, 5, '…', options(['absent']));
    expect(result.value).toBe('one two three four five…');
    expect(result.matchLevel).toBe('none');
  });

  it('keeps a short text whole, without an ellipsis', () => {
    expect(snippet('one two three', 5, '…', options(['two'])).value).toBe('one <mark>two</mark> three');
  });

  it('escapes the text and the ellipsis', () => {
    const text = 'a b c d e f g h <b>bold</b> i j k l m n o p';
    const result = snippet(text, 5, '<…>', options(['bold']));
    for (const tag of tags(result.value)) expect(tag).toMatch(/^<\/?mark>$/);
    expect(result.value).toContain('b&gt;<mark>bold</mark>&lt;/b&gt;');
    expect(result.value.startsWith('&lt;…&gt;')).toBe(true);
    expect(result.value.endsWith('&lt;…&gt;')).toBe(true);
  });

  it('cuts Hindi text by words', () => {
    const text = 'यह पृष्ठ बताता है कि अनुवाद के लिए कौन सी सेवा चुनें और कैसे';
    const result = snippet(text, 5, '…', options(['अनुवाद'], 1, 'hi'));
    expect(tokenize(result.value.replace(/<\/?mark>/g, '').replace(/…/g, ' '), 'hi')).toHaveLength(5);
    expect(result.value).toContain('<mark>अनुवाद</mark>');
  });
});
