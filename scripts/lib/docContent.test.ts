import {describe, expect, it} from 'vitest';
import {
  analysePage,
  frontMatter,
  headingProblems,
  headingsOf,
  latinLanguageOf,
  outlineDifferences,
  proseOf,
  scriptOf,
  sectionOf,
  shareOf,
} from './docContent';

const page = `---
title: 基础使用
slug: /
---

这一页介绍 \`Alt+A\` 之类的快捷键，详见[安装](./installation.md)，地址 https://example.com/a。

## 翻译网页 {/* #translate-a-page */}

\`\`\`js
// ## not a heading
const words = 'many many English words here';
\`\`\`

### 快捷键 {/* #shortcuts */}

:::tip

<kbd>Ctrl</kbd> 悬停。

:::
`;

describe('headingsOf', () => {
  it('reads levels, texts and explicit ids, skipping code blocks and front matter', () => {
    expect(headingsOf(page)).toEqual([
      {level: 2, text: '翻译网页', id: 'translate-a-page', line: 8},
      {level: 3, text: '快捷键', id: 'shortcuts', line: 15},
    ]);
  });

  it('reports a heading without an id', () => {
    expect(headingsOf('## Plain heading\n')[0]?.id).toBeUndefined();
  });
});

describe('proseOf', () => {
  it('drops code, URLs, link targets, tags and admonition fences but keeps link text', () => {
    const prose = proseOf(page);
    expect(prose).toContain('安装');
    expect(prose).not.toMatch(/installation\.md|example\.com|Alt\+A|English|kbd|:::|slug/);
  });
});

describe('analysePage', () => {
  it('counts Chinese words with a segmenter and sorts them by script', () => {
    const analysis = analysePage('这一页介绍常用的操作和 Interlinear 的设置。', 'zh');
    expect(analysis.words).toBeGreaterThan(5);
    expect(analysis.scripts.Latin).toBe(1);
    expect(shareOf(analysis, 'Han')).toBeGreaterThan(0.8);
  });

  it('keeps Hindi words whole', () => {
    const analysis = analysePage('यह पेज अनुवाद करें और DeepL कुंजी जोड़ें', 'hi');
    expect(analysis.words).toBe(8);
    expect(analysis.scripts).toMatchObject({Devanagari: 7, Latin: 1});
  });

  it('gives a share of 0 for a page with no letters', () => {
    expect(shareOf(analysePage('```\ncode\n```\n', 'en'), 'Latin')).toBe(0);
  });
});

describe('headingProblems', () => {
  it('flags a level-1 heading, a missing id and a repeated id', () => {
    const problems = headingProblems(headingsOf('# Title\n\n## A {/* #a */}\n\n## B\n\n## C {/* #a */}\n'));
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/level-1[\s\S]*no explicit id[\s\S]*no explicit id[\s\S]*used twice/);
  });
});

describe('outlineDifferences', () => {
  const zh = headingsOf('## 甲 {/* #a */}\n### 乙 {/* #b */}\n');
  it('accepts translated texts with the same levels and ids', () => {
    expect(outlineDifferences(zh, headingsOf('## Alpha {/* #a */}\n### Beta {/* #b */}\n'))).toEqual([]);
  });
  it('reports the first heading whose level or id differs, and a missing heading', () => {
    expect(outlineDifferences(zh, headingsOf('## Alpha {/* #a */}\n## Beta {/* #b */}\n'))[0]).toMatch(
      /expected h3 #b, found h2 #b/,
    );
    expect(outlineDifferences(zh, headingsOf('## Alpha {/* #a */}\n'))[0]).toMatch(/expected h3 #b, found nothing/);
  });
});

describe('frontMatter', () => {
  it('reads YAML keys', () => {
    expect(frontMatter("---\ntitle: 'A: b'\nslug: /\n---\nbody")).toEqual({title: 'A: b', slug: '/'});
  });
  it('rejects what Docusaurus would reject, such as an unquoted colon in a value', () => {
    expect(() => frontMatter('---\ntitle: PDF\ndescription: tips: files\n---\n')).toThrow(/bad indentation/);
  });
});

describe('sectionOf', () => {
  const text = '## A {/* #a */}\none\n### B {/* #b */}\ntwo\n## C {/* #c */}\nthree\n';
  it('takes the body up to the next heading of the same level, sub-sections included', () => {
    expect(sectionOf(text, 'a')).toBe('one\n### B {/* #b */}\ntwo');
    expect(sectionOf(text, 'c')).toBe('three\n');
    expect(sectionOf(text, 'missing')).toBeUndefined();
  });
});

describe('scripts of the fifteen locales', () => {
  it('names each script, and counts a Japanese word with kana as Japanese', () => {
    expect(scriptOf('翻译')).toBe('Han');
    expect(scriptOf('使う')).toBe('Kana');
    expect(scriptOf('ページ')).toBe('Kana');
    expect(scriptOf('번역')).toBe('Hangul');
    expect(scriptOf('перевод')).toBe('Cyrillic');
    expect(scriptOf('ترجمة')).toBe('Arabic');
    expect(scriptOf('अनुवाद')).toBe('Devanagari');
    expect(scriptOf('Übersetzung')).toBe('Latin');
  });
});

describe('latinLanguageOf', () => {
  const samples: Record<string, string> = {
    en: 'Open the page you want to read, and the extension shows each paragraph with its translation below it. You can change the style of the translation in the settings.',
    de: 'Öffnen Sie die Seite, die Sie lesen möchten, und die Erweiterung zeigt unter jedem Absatz die Übersetzung. Den Stil der Übersetzung können Sie in den Einstellungen ändern.',
    es: 'Abre la página que quieres leer y la extensión muestra cada párrafo con su traducción debajo. También puedes cambiar el estilo de la traducción en los ajustes.',
    fr: 'Ouvrez la page que vous voulez lire et l’extension affiche chaque paragraphe avec sa traduction en dessous. Vous pouvez changer le style de la traduction dans les réglages.',
    it: 'Apri la pagina che vuoi leggere e l’estensione mostra ogni paragrafo con la sua traduzione sotto. Puoi anche cambiare lo stile della traduzione nelle impostazioni.',
    pt: 'Abra a página que quer ler e a extensão mostra cada parágrafo com a tradução por baixo. Também pode mudar o estilo da tradução nas definições.',
  };
  it.each(Object.entries(samples))('recognises %s prose', (language, text) => {
    expect(latinLanguageOf(text)?.language).toBe(language);
  });
  it('has no answer for prose without any of the words', () => {
    expect(latinLanguageOf('Interlinear DeepL PDF')).toBeUndefined();
    expect(latinLanguageOf('')).toBeUndefined();
  });
});
