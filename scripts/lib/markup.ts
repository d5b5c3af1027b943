/**
 * Markdown that reached a built page as text instead of formatting: `**` that did not become bold
 * (in Chinese and Japanese, bold that closes on punctuation right before a letter stays literal),
 * a `[text](link)` that did not become a link, an MDX comment left in the text. Code is
 * left out: there these are what the reader should see.
 */
const PATTERNS: readonly {name: string; pattern: RegExp}[] = [
  {name: 'unrendered bold', pattern: /\*\*/},
  {name: 'unrendered link', pattern: /\]\((?:\.{0,2}\/|https?:)/},
  {name: 'MDX comment left in the text', pattern: /\{\/\*/},
];

/** The article's readable text: no code, no tags, entities for < > & decoded. */
export function articleText(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return '';
  return html
    .slice(start, end)
    .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Each leftover piece of markup in a page's article, with the text around it. */
export function leftoverMarkup(html: string): string[] {
  const text = articleText(html);
  return PATTERNS.flatMap(({name, pattern}) => {
    const found = pattern.exec(text);
    if (!found) return [];
    return [`${name}: …${text.slice(Math.max(0, found.index - 30), found.index + 30).replace(/\s+/g, ' ')}…`];
  });
}
