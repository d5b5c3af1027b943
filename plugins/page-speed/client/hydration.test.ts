import {afterEach, describe, expect, it} from 'vitest';
import {afterPendingSlots, isHydrating, setHydrating, takeSlot, whenIdle} from './hydration';

describe('hydration state', () => {
  afterEach(() => setHydrating(false));

  it('is off until a pass marks it', () => {
    expect(isHydrating()).toBe(false);
    setHydrating(true);
    expect(isHydrating()).toBe(true);
    setHydrating(false);
    expect(isHydrating()).toBe(false);
  });

  it('gives each slot its turn in a task of its own, in the order taken', async () => {
    const order: string[] = [];
    const first = takeSlot();
    const second = takeSlot();
    expect(first.ready).toBe(false);
    expect(second.ready).toBe(false);
    void first.turn.then(() => order.push(`first (second ready: ${second.ready})`));
    void second.turn.then(() => order.push('second'));
    // Not within the current task's microtasks.
    await Promise.resolve();
    expect(first.ready).toBe(false);
    await second.turn;
    expect(order).toEqual(['first (second ready: false)', 'second']);
    expect(first.ready && second.ready).toBe(true);
    expect(first.done).toBe(false);
  });

  it('uses the schedule it is given', () => {
    const queued: (() => void)[] = [];
    const slot = takeSlot((callback) => queued.push(callback));
    expect(queued).toHaveLength(1);
    expect(slot.ready).toBe(false);
    queued[0]!();
    expect(slot.ready).toBe(true);
  });

  it('runs a callback after every waiting slot has had its turn, or at once when none waits', async () => {
    const calls: string[] = [];
    afterPendingSlots(() => calls.push('none waiting'));
    expect(calls).toEqual(['none waiting']);

    const queued: (() => void)[] = [];
    const first = takeSlot((callback) => queued.push(callback));
    const second = takeSlot((callback) => queued.push(callback));
    afterPendingSlots(() => calls.push(`after (${first.ready}, ${second.ready})`));
    queued[0]!();
    await first.turn;
    await Promise.resolve();
    expect(calls).toEqual(['none waiting']);
    queued[1]!();
    await second.turn;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['none waiting', 'after (true, true)']);
  });

  it('does not hold the page back for a slot taken as not awaited (a part the page hides)', async () => {
    const calls: string[] = [];
    const queued: (() => void)[] = [];
    const hidden = takeSlot((callback) => queued.push(callback), false);
    afterPendingSlots(() => calls.push(`after (hidden ready: ${hidden.ready})`));
    expect(calls).toEqual(['after (hidden ready: false)']);
    queued[0]!();
    expect(hidden.ready).toBe(true);
  });

  it('gives a hidden part its turn when the browser is idle, or after a second without idle callbacks', async () => {
    const slot = takeSlot(whenIdle, false);
    expect(slot.ready).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slot.ready).toBe(false);
    await slot.turn;
    expect(slot.ready).toBe(true);
  });
});
