import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {groupModule, groupsUsed, marketingGroup, splitMessages} from './translationSplit';

describe('splitMessages', () => {
  it('puts each marketing group apart and keeps every other string', () => {
    expect(
      splitMessages({
        'marketing.pricing.a': 'A',
        'marketing.home.b': 'B',
        'marketing.pricing.c': 'C',
        'layout.d': 'D',
        'marketingish.e': 'E',
      }),
    ).toEqual({
      shell: {'layout.d': 'D', 'marketingish.e': 'E'},
      groups: {pricing: {'marketing.pricing.a': 'A', 'marketing.pricing.c': 'C'}, home: {'marketing.home.b': 'B'}},
    });
    expect(marketingGroup('theme.x')).toBeNull();
  });

  it('finds the groups a module uses, dynamic ids included', () => {
    expect(
      groupsUsed(
        'translate({id: \'marketing.home.title\'}); t(`marketing.feature.${id}.summary`); id="marketing.home.x"',
      ),
    ).toEqual(['feature', 'home']);
  });

  it('every module that uses marketing strings loads their groups first', () => {
    const files = (readdirSync('src', {recursive: true}) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('translationSplit'),
    );
    let users = 0;
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join('src', file), 'utf8');
      const groups = groupsUsed(source);
      if (groups.length) users += 1;
      for (const group of groups)
        if (!source.includes(`import '${groupModule(group)}';`)) missing.push(`${file}: ${group}`);
    }
    expect(users).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
