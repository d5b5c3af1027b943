// @vitest-environment happy-dom
import * as cheerio from 'cheerio';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {parsedAdapter, type ParsedNode} from '../../../plugins/pair-blocks/adapter';
import {
  inlineText,
  lastShared,
  pageSections,
  pairFileOf,
  pairSteps,
  parsePairFile,
  splitPairFile,
  type PairFile,
} from './blocks';
import {domAdapter, applyPairing, placeStep} from './dom';
import {removePairing, withPairParam, pairChoice} from './control';

/** A built doc page's content, as the theme writes it, in one language. */
function page(words: {title: string; intro: string; item: string; nested: string; cell: string; tip: string}): string {
  return `<div class="theme-doc-markdown markdown">
<header><h1>${words.title}</h1></header>
<p>${words.intro} <a href="/en/docs/faq/">FAQ</a> <code>Alt+A</code></p>
<p><img src="/img/a.svg" alt="flow"></p>
<h2 class="anchor" id="translate-a-page">${words.title} 2<a href="#translate-a-page" class="hash-link">\u200b</a></h2>
<ol><li>${words.item}<ul><li>${words.nested}</li></ul></li><li><p>${words.intro}</p></li></ol>
<div class="theme-code-block"><pre><code>npm install</code></pre></div>
<table><thead><tr><th>${words.cell}</th><th>Alt+S</th></tr></thead></table>
<div class="theme-admonition alert"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>${words.tip}</div><div class="admonitionContent_BuS1"><p>${words.intro}</p></div></div>
<h3 class="anchor" id="shortcuts">${words.item}</h3>
<p>${words.nested}</p>
</div>`;
}

const HINDI = page({
  title: 'बुनियादी उपयोग',
  intro: 'यह पन्ना',
  item: 'एक पेज खोलें',
  nested: 'आइकन दबाएँ',
  cell: 'लक्ष्य भाषा',
  tip: 'सुझाव',
});
const ENGLISH = page({
  title: 'Basic use',
  intro: 'This page',
  item: 'Open a page',
  nested: 'Click the icon',
  cell: 'Target language',
  tip: 'Tip',
});

function domRoot(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

function parsedRoot(html: string): ParsedNode {
  const $ = cheerio.load(html);
  return $('.theme-doc-markdown').get(0) as ParsedNode;
}

describe('cutting a page into blocks', () => {
  it('reads the same sections and blocks from built HTML and from the live page', () => {
    const fromBuild = pairFileOf(parsedAdapter, parsedRoot(HINDI));
    const fromPage = pairFileOf(domAdapter, domRoot(HINDI));
    expect(fromPage).toEqual(fromBuild);
    expect(fromBuild.sections.map((s) => [s.id, s.blocks.map((b) => b.k).join(' ')])).toEqual([
      ['', 'h p'],
      ['translate-a-page', 'h li li p cell cell note p'],
      ['shortcuts', 'h p'],
    ]);
  });

  it('leaves out code, pictures and heading anchors, and keeps a list item to its own words', () => {
    const file = pairFileOf(parsedAdapter, parsedRoot(ENGLISH));
    const texts = file.sections.flatMap((s) => s.blocks.map((b) => inlineText(b.c)));
    expect(texts).toContain('Basic use 2');
    expect(texts).toContain('Open a page');
    expect(texts).toContain('Click the icon');
    expect(texts.join(' ')).not.toContain('npm install');
    expect(JSON.stringify(file)).not.toContain('img');
    // Inline code and links are kept as elements.
    expect(file.sections[0]!.blocks[1]!.c).toEqual([
      'This page ',
      ['a', {href: '/en/docs/faq/'}, 'FAQ'],
      ' ',
      ['code', {}, 'Alt+A'],
    ]);
  });

  it('keeps only safe links', () => {
    const root = parsedRoot(
      '<div class="theme-doc-markdown"><p><a href="javascript:alert(1)">x</a><a href="//evil.example/">y</a><a href="https://ok.example/">z</a></p></div>',
    );
    expect(pairFileOf(parsedAdapter, root).sections[0]!.blocks[0]!.c).toEqual([
      ['a', {}, 'x'],
      ['a', {}, 'y'],
      ['a', {href: 'https://ok.example/'}, 'z'],
    ]);
  });
});

describe('matching two languages', () => {
  const english = pairFileOf(parsedAdapter, parsedRoot(ENGLISH));

  it('pairs block by block where the kinds line up, and skips blocks that read the same', () => {
    const own = pageSections(domAdapter, domRoot(HINDI));
    const steps = pairSteps(own, english);
    expect(steps.every((s) => s.type === 'block')).toBe(true);
    // The header cell "Alt+S" is the same in both languages.
    expect(steps).toHaveLength(12 - 1);
  });

  it('shows a section whole when its blocks differ, never a wrong pairing', () => {
    const own = pageSections(domAdapter, domRoot(HINDI));
    const shorter: PairFile = {
      ...english,
      sections: english.sections.map((s) => (s.id === 'shortcuts' ? {...s, blocks: s.blocks.slice(0, 1)} : s)),
    };
    const steps = pairSteps(own, shorter);
    const whole = steps.filter((s) => s.type === 'section');
    expect(whole).toHaveLength(1);
    expect(whole[0]!.type === 'section' && whole[0]!.pair.id).toBe('shortcuts');
    // Nothing of that section is paired block by block.
    const shortcuts = own.find((s) => s.id === 'shortcuts')!;
    expect(steps.some((s) => s.type === 'block' && shortcuts.blocks.includes(s.own))).toBe(false);
    expect(steps.filter((s) => s.type === 'block')).toHaveLength(12 - 1 - 2);
  });

  it('places blocks under their counterparts, marked with the language, and takes them all away again', () => {
    const root = domRoot(HINDI);
    const before = root.innerHTML;
    const classes = {block: 'b', after: 'a', heading: 'h', section: 's'};
    const result = applyPairing(root, english, {lang: 'en-US', dir: 'ltr', classes});
    expect(result).toEqual({blocks: 11, sections: 0});
    const intro = root.querySelector('header + p')!;
    expect(intro.nextElementSibling?.getAttribute('lang')).toBe('en-US');
    expect(intro.nextElementSibling?.textContent).toBe('This page FAQ Alt+A');
    // A list item's counterpart comes before its nested list; a cell's inside the cell.
    const item = root.querySelector('ol > li')!;
    expect(item.children[0]?.textContent).toBe('Open a page');
    expect(item.children[1]?.tagName).toBe('UL');
    expect(root.querySelector('th')!.lastElementChild?.textContent).toBe('Target language');
    // Code appears once.
    expect(root.querySelectorAll('pre')).toHaveLength(1);
    // Pairing again replaces the first pairing.
    applyPairing(root, english, {lang: 'en-US', dir: 'ltr', classes});
    expect(root.querySelectorAll('[data-pair]')).toHaveLength(11);
    removePairing(root);
    expect(root.innerHTML).toBe(before);
  });

  it('puts a whole section after the page section, and one the page lacks after the one before it', () => {
    const root = domRoot(HINDI);
    const extra = {id: 'only-in-english', blocks: [{k: 'p' as const, c: ['Extra']}]};
    const file: PairFile = {
      ...english,
      sections: [
        english.sections[0]!,
        {...english.sections[1]!, blocks: english.sections[1]!.blocks.slice(1)},
        extra,
        english.sections[2]!,
      ],
    };
    const result = applyPairing(root, file, {
      lang: 'en-US',
      dir: 'ltr',
      classes: {block: 'b', after: 'a', heading: 'h', section: 's'},
    });
    expect(result.sections).toBe(2);
    const sections = Array.from(root.querySelectorAll('.s'));
    expect(sections.map((s) => s.textContent)).toEqual([expect.stringMatching(/^Open a pageClick the icon/), 'Extra']);
    // Both come after the admonition (the section's last part), in the English order, before "shortcuts".
    expect(sections[0]!.previousElementSibling?.classList.contains('theme-admonition')).toBe(true);
    expect(sections[1]!.previousElementSibling).toBe(sections[0]);
    expect(sections[1]!.nextElementSibling?.id).toBe('shortcuts');
  });

  it('writes right-to-left text with its own direction', () => {
    const root = domRoot(ENGLISH);
    const arabic: PairFile = {
      v: 1,
      sections: [
        {
          id: '',
          blocks: [
            {k: 'h', c: ['الاستخدام']},
            {k: 'p', c: ['هذه الصفحة']},
          ],
        },
      ],
    };
    applyPairing(root, arabic, {
      lang: 'ar-SA',
      dir: 'rtl',
      classes: {block: 'b', after: 'a', heading: 'h', section: 's'},
    });
    const paired = Array.from(root.querySelectorAll('[data-pair]'));
    expect(paired.map((e) => [e.getAttribute('dir'), e.getAttribute('lang')])).toEqual([
      ['rtl', 'ar-SA'],
      ['rtl', 'ar-SA'],
    ]);
    expect(paired[0]!.className).toBe('b h a');
  });
});

describe('reading a blocks.json answer', () => {
  it('accepts what the build writes', () => {
    const file = pairFileOf(parsedAdapter, parsedRoot(ENGLISH));
    expect(parsePairFile(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  it('refuses other formats, unknown tags and unsafe links', () => {
    for (const bad of [
      null,
      'x',
      [],
      {v: 2, sections: []},
      {v: 1, sections: {}},
      {v: 1, sections: [{id: 1, blocks: []}]},
      {v: 1, sections: [{id: '', blocks: [{k: 'script', c: []}]}]},
      {v: 1, sections: [{id: '', blocks: [{k: 'p', c: [['script', {}, 'x']]}]}]},
      {v: 1, sections: [{id: '', blocks: [{k: 'p', c: [['a', {href: 'javascript:x'}, 'x']]}]}]},
      {v: 1, sections: [{id: '', blocks: [{k: 'p', c: [['a', {onclick: 'x'}, 'x']]}]}]},
      {v: 1, sections: [{id: '', blocks: [{k: 'p', c: [['b', null]]}]}]},
    ])
      expect(parsePairFile(bad)).toBeNull();
  });

  it('never throws on any JSON, and what it accepts can be shown', () => {
    const root = domRoot(HINDI);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const file = parsePairFile(value);
        if (file)
          applyPairing(root, file, {
            lang: 'en',
            dir: 'ltr',
            classes: {block: 'b', after: 'a', heading: 'h', section: 's'},
          });
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom('', 'translate-a-page', 'shortcuts', 'elsewhere'),
            blocks: fc.array(
              fc.record({
                k: fc.constantFrom('h', 'p', 'li', 'cell', 'note'),
                c: fc.array(fc.oneof(fc.string(), fc.tuple(fc.constant('code'), fc.constant({}), fc.string()))),
              }),
            ),
          }),
        ),
        (sections) => {
          const before = root.innerHTML;
          const file = parsePairFile({v: 1, sections});
          expect(file).not.toBeNull();
          applyPairing(root, file!, {
            lang: 'en',
            dir: 'ltr',
            classes: {block: 'b', after: 'a', heading: 'h', section: 's'},
          });
          removePairing(root);
          // Whatever was shown, turning it off gives the page back as it was.
          expect(root.innerHTML).toBe(before);
        },
      ),
    );
  });
});

describe('the choice of a second language', () => {
  const offered = ['en', 'ar'];

  it('follows the address, else the remembered choice, which the address is then given', () => {
    expect(pairChoice('?pair=en', null, offered)).toEqual({active: 'en', fillIn: null, remember: true});
    expect(pairChoice('', 'ar', offered)).toEqual({active: 'ar', fillIn: 'ar', remember: false});
    expect(pairChoice('', null, offered)).toEqual({active: null, fillIn: null, remember: false});
  });

  it('shows one language for a choice the page cannot honour, and remembers nothing new', () => {
    expect(pairChoice('?pair=ja', 'en', offered)).toEqual({active: null, fillIn: null, remember: false});
    expect(pairChoice('?pair=%3Cscript%3E', 'en', offered)).toEqual({active: null, fillIn: null, remember: false});
    expect(pairChoice('', 'garbage\u0000', offered)).toEqual({active: null, fillIn: null, remember: false});
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (search, stored) => {
        const choice = pairChoice(search, stored, offered);
        expect(choice.active === null || offered.includes(choice.active)).toBe(true);
      }),
    );
  });

  it('sets and clears the parameter, keeping the others', () => {
    expect(withPairParam('?reveal=blog', 'en')).toBe('?reveal=blog&pair=en');
    expect(withPairParam('?pair=en&reveal=blog', null)).toBe('?reveal=blog');
    expect(withPairParam('?pair=en', null)).toBe('');
  });
});

describe('a page file in two parts', () => {
  const english = pairFileOf(parsedAdapter, parsedRoot(ENGLISH));

  it('puts whole sections holding at least the first blocks in the first part, the rest in the second', () => {
    const [head, rest] = splitPairFile(english, 3);
    expect(head.sections.map((s) => s.id)).toEqual(['', 'translate-a-page']);
    expect(rest.sections.map((s) => s.id)).toEqual(['shortcuts']);
    expect(splitPairFile(english, 1000)[1].sections).toEqual([]);
    expect(splitPairFile(english, 0)[0].sections).toEqual([]);
  });

  it('pairs the two parts, one after the other, as the whole file', () => {
    const whole = domRoot(HINDI);
    const parts = domRoot(HINDI);
    const language = {lang: 'en', dir: 'ltr', classes: {block: 'b', after: 'a', heading: 'h', section: 's'}} as const;
    // A section only English has, at the start of the second part, goes after the first part's last shared section.
    const file: PairFile = {
      ...english,
      sections: [
        ...english.sections.slice(0, 2),
        {id: 'only-in-english', blocks: [{k: 'p', c: ['Extra']}]},
        ...english.sections.slice(2),
      ],
    };
    applyPairing(whole, file, language);
    const [head, rest] = splitPairFile(file, 3);
    const own = pageSections(domAdapter, parts);
    for (const step of pairSteps(own, head)) placeStep(parts, step, language);
    for (const step of pairSteps(own, rest, lastShared(own, head))) placeStep(parts, step, language);
    expect(parts.innerHTML).toBe(whole.innerHTML);
    expect(lastShared(own, head)?.id).toBe('translate-a-page');
  });
});

describe('reading only the top of a page', () => {
  it('stops after the sections asked for, each of them whole', () => {
    const root = domRoot(HINDI);
    const all = pageSections(domAdapter, root);
    const top = pageSections(domAdapter, root, new Set(['', 'translate-a-page']));
    expect(top.map((s) => s.id)).toEqual(['', 'translate-a-page']);
    expect(top).toEqual(all.slice(0, 2));
    expect(pageSections(domAdapter, root, new Set(['no-such-id']))).toEqual(all);
  });
});
