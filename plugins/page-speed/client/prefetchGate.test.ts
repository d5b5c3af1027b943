import {describe, expect, it} from 'vitest';
import {holdUntilOpened} from './prefetchGate';

describe('holdUntilOpened', () => {
  it('holds calls, makes each once when opened, then passes calls through', () => {
    const made: string[] = [];
    const gate = holdUntilOpened((path: string) => made.push(path));
    gate.call('/a/');
    gate.call('/b/');
    gate.call('/a/');
    expect(made).toEqual([]);
    gate.open();
    expect(made).toEqual(['/a/', '/b/']);
    gate.open();
    gate.call('/c/');
    expect(made).toEqual(['/a/', '/b/', '/c/']);
    expect(gate.isOpen()).toBe(true);
  });
});
