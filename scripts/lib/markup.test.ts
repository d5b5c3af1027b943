import {describe, expect, it} from 'vitest';
import {articleText, leftoverMarkup} from './markup';

const page = (article: string) => `<html><body><nav>**menu**</nav><article>${article}</article></body></html>`;

describe('leftoverMarkup', () => {
  it('finds bold that stayed asterisks, a link that stayed brackets and an MDX comment', () => {
    expect(leftoverMarkup(page('<p>Azure OpenAI 按**令牌（token）**计费</p>'))[0]).toMatch(/^unrendered bold: …/);
    expect(leftoverMarkup(page('<p>See [the FAQ](./faq.md) first.</p>'))[0]).toMatch(/^unrendered link/);
    expect(leftoverMarkup(page('<h2>Title {/* #id */}</h2>'))[0]).toMatch(/^MDX comment/);
  });
  it('leaves rendered markup, code and everything outside the article', () => {
    expect(leftoverMarkup(page('<p>按<strong>令牌</strong>（token）计费</p><pre><code>a ** b</code></pre>'))).toEqual(
      [],
    );
    expect(leftoverMarkup(page('<p>Use <code>[x](y)</code> and <code>/** doc */</code>.</p>'))).toEqual([]);
    expect(leftoverMarkup('<p>**no article**</p>')).toEqual([]);
  });
  it('reads entities as the reader sees them', () => {
    expect(articleText(page('<p>a &lt;b&gt; &amp; c</p>'))).toContain('a <b> & c');
  });
});
