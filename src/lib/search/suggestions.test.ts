import {describe, expect, it} from 'vitest';
import {LOCALES} from '@interlinear/shared/locales';
import {POPULAR_SEARCHES} from '../../data/popular-searches';
import {suggestedQueries} from './suggestions';

const hit = (lvl1: string) => ({objectID: lvl1, hierarchy: {lvl0: 'Docs', lvl1}, url: '/docs/x/'});

describe('suggestedQueries', () => {
  it('offers recent searches first, then popular ones, three at most, without repeats or the current query', () => {
    expect(suggestedQueries([hit('DeepL'), hit('Ollama'), hit('deepl')], ['PDF', 'Ollama', 'Claude'], 'zqx')).toEqual([
      'DeepL',
      'Ollama',
      'PDF',
    ]);
    expect(suggestedQueries([], ['PDF', 'DeepL', 'Ollama', 'Claude'], 'pdf ')).toEqual(['DeepL', 'Ollama', 'Claude']);
  });

  it('reads corrupted storage as no recent searches', () => {
    for (const stored of [null, 'text', 42, [null, 7, {hierarchy: null}, {hierarchy: {lvl1: '  '}}], {length: 2}]) {
      expect(suggestedQueries(stored, ['PDF', 'DeepL', 'Ollama'], 'x')).toEqual(['PDF', 'DeepL', 'Ollama']);
    }
  });

  it('has at least three popular searches for every locale', () => {
    for (const {code} of LOCALES) expect(POPULAR_SEARCHES[code]?.length ?? 0, code).toBeGreaterThanOrEqual(3);
  });
});
