import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** The module requests a file imports, statically or eagerly, in order. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return Array.from(
    text.matchAll(/^\s*(?:import\s+(?:[^'"]*?\s+from\s+)?|await import\(\/\* webpackMode: "eager" \*\/ )'([^']+)'/gm),
    (match) => match[1]!,
  );
}

const CLIENT = 'node_modules/@docusaurus/core/lib/client';
/** How the client entry's relative imports are named elsewhere. */
const ALIASES: Record<string, string> = {'./exports/ExecutionEnvironment': '@docusaurus/ExecutionEnvironment'};

/** The order Docusaurus's client entry runs its imports in, with its App's imports where it imports App. */
function clientEntryOrder(): string[] {
  return imports(path.join(CLIENT, 'clientEntry.js')).flatMap((request) =>
    request === './App' ? imports(path.join(CLIENT, 'App.js')) : [ALIASES[request] ?? request],
  );
}

describe('the staged entry (the "stages" trick)', () => {
  const staged = imports('plugins/page-speed/client/stagedEntry.js');

  it('ends with the client entry itself', () => {
    expect(staged.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry.js');
  });

  it('runs its groups in the order the client entry would run them', () => {
    const natural = clientEntryOrder();
    const groups = staged.slice(0, -1).filter((request) => request !== './hydration');
    expect(groups.length).toBeGreaterThan(5);
    const positions = groups.map((request) => natural.indexOf(request));
    expect(
      groups.filter((_, index) => positions[index]! < 0),
      'requests the client entry does not import',
    ).toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
