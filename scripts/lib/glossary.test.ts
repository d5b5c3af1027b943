import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {avoidPattern, avoidedForms, droppedNames, labelMismatches, parseGlossary, type Glossary} from './glossary';

const glossary: Glossary = parseGlossary({
  locale: 'pt',
  keep: ['DeepL', 'Chrome Web Store'],
  terms: [
    {en: 'download', use: 'transferir', avoid: ['baixar*']},
    {en: 'file', use: 'ficheiro', avoid: ['arquivo']},
    {en: 'shortcut', use: 'горячие клавиши', avoid: ['шорткат*']},
    {en: 'Pricing', use: 'Preços', ui: 'navbar.json#item.label.价格'},
  ],
});

describe('parseGlossary', () => {
  it('names what is malformed', () => {
    expect(() => parseGlossary(null)).toThrow(/not an object/);
    expect(() => parseGlossary({locale: 'de', keep: 'DeepL', terms: []})).toThrow(/keep/);
    expect(() => parseGlossary({locale: 'de', keep: [], terms: [{en: 'x'}]})).toThrow(/term 0 \(x\) has no "use"/);
    expect(() => parseGlossary({locale: 'de', keep: [], terms: [{en: 'x', use: 'y', avoid: 'z'}]})).toThrow(/avoid/);
    expect(() => parseGlossary({locale: 'de', keep: [], terms: [{en: 'x', use: 'y', ui: 'code'}]})).toThrow(/ui/);
  });
  it('never throws anything but its own error on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          parseGlossary(value);
        } catch (error) {
          expect((error as Error).message).toMatch(/^glossary: /);
        }
      }),
    );
  });
});

describe('avoidedForms', () => {
  it('finds a rejected form as a whole word in any case, and a prefix form at the start of a word', () => {
    expect(avoidedForms('Para Baixar a extensão…', glossary)).toHaveLength(1);
    expect(avoidedForms('Depois de baixarmos, abra o Arquivo.', glossary)).toHaveLength(2);
    expect(avoidedForms('Используйте шорткаты браузера.', glossary)[0]).toMatch(/"шорткат\*".*горячие клавиши/);
  });
  it('leaves words that only contain a rejected form', () => {
    expect(avoidedForms('O arquivologista rebaixar desarquivo', glossary)).toEqual([]);
  });
  it('finds a Chinese or Japanese form inside a run of text, and a Korean form with its particle', () => {
    const cjk = parseGlossary({
      locale: 'zh-TW',
      keep: [],
      terms: [
        {en: 'video', use: '影片', avoid: ['視頻']},
        {en: 'extension', use: '확장 프로그램', avoid: ['익스텐션']},
        {en: 'shortcut', use: 'ショートカットキー', avoid: ['ホットキー']},
      ],
    });
    expect(avoidedForms('觀看視頻時開啟雙語字幕', cjk)).toHaveLength(1);
    expect(avoidedForms('익스텐션을 설치합니다', cjk)).toHaveLength(1);
    expect(avoidedForms('ホットキーを押します', cjk)).toHaveLength(1);
    expect(avoidedForms('觀看影片時開啟雙語字幕。확장 프로그램을 설치합니다', cjk)).toEqual([]);
  });
  it('quotes where the form was found', () => {
    expect(avoidedForms('Guarde o arquivo na pasta.', glossary)[0]).toMatch(/…Guarde o arquivo na pasta\.…/);
  });
  it('treats every form literally, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.string({minLength: 1}), (form) => {
        const pattern = avoidPattern(form.replace(/\*$/, '') || 'x');
        expect(pattern).toBeInstanceOf(RegExp);
      }),
    );
    expect(avoidPattern('C++').test('Use C++ here')).toBe(true);
    expect(avoidPattern('a.b').test('axb')).toBe(false);
  });
});

describe('droppedNames', () => {
  it('lists the names the English page uses that the translation lost', () => {
    const english = 'Get a DeepL key, then install from the Chrome Web Store.';
    expect(droppedNames(english, 'Crie uma chave DeepL e instale pela Chrome Web Store.', glossary)).toEqual([]);
    expect(droppedNames(english, 'Crie uma chave deepl e instale pela loja do Chrome.', glossary)).toEqual([
      'DeepL',
      'Chrome Web Store',
    ]);
  });
  it('counts a name followed by a Korean particle or Japanese text, not one inside a longer word', () => {
    const english = 'Install DeepL.';
    expect(droppedNames(english, 'DeepL을 설치합니다', glossary)).toEqual([]);
    expect(droppedNames(english, 'DeepLのキーを入力します', glossary)).toEqual([]);
    expect(droppedNames(english, 'Instale o DeepLX.', glossary)).toEqual(['DeepL']);
  });
  it('asks nothing of names the English page does not use', () => {
    expect(droppedNames('Nothing here.', 'Nada aqui.', glossary)).toEqual([]);
  });
});

describe('labelMismatches', () => {
  it('requires a site label to read as the site UI string does', () => {
    const messages: Record<string, string> = {'navbar.json#item.label.价格': 'Preços'};
    expect(labelMismatches(glossary, (file, id) => messages[`${file}#${id}`])).toEqual([]);
    messages['navbar.json#item.label.价格'] = 'Planos';
    expect(labelMismatches(glossary, (file, id) => messages[`${file}#${id}`])).toEqual([
      '"Pricing": the glossary says "Preços", navbar.json says "Planos"',
    ]);
    expect(labelMismatches(glossary, () => undefined)[0]).toMatch(/no string item.label.价格 in navbar.json/);
  });
});
