/**
 * Trick "hydration", with DeferredHydration.tsx. Where the browser is in hydrating the server-rendered page. The browser bundle runs on Preact
 * (plugins/page-speed): its `react-dom/client` shim marks the first, synchronous hydration
 * pass, and DeferredHydration marks the later passes of the parts it holds back. The `react` shim
 * reads the mark to give hydrating components React's server snapshots.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** A part of the page held back from the first hydration pass until its turn comes. */
export interface HydrationSlot {
  /** Settles when the part may hydrate. */
  readonly turn: Promise<void>;
  /** True once `turn` has settled. */
  readonly ready: boolean;
  /** True once the part has hydrated. */
  done: boolean;
}

type Schedule = (callback: () => void) => void;

const pending = new Set<Promise<void>>();

/**
 * Runs `callback` once every slot taken so far has had its turn (at once if none is waiting).
 * The first pass's effects wait for it: an effect that switches the page to its browser state
 * (the theme's `useIsBrowser`) must not run before a held-back part has hydrated from the
 * server's markup, or that part would hydrate against markup it no longer renders.
 */
export function afterPendingSlots(callback: () => void): void {
  if (pending.size === 0) {
    callback();
    return;
  }
  void Promise.all(pending).then(() => afterPendingSlots(callback));
}

/**
 * The turns waiting, given out one per task through a MessageChannel. A single message waits at a
 * time, so a pass that holds back fifty parts schedules one task, not fifty timers: Chrome records
 * a script stack for every timer it is asked for while the page is traced (as Lighthouse does),
 * which made the pass that took the slots several times longer there.
 */
const turns: (() => void)[] = [];
let channel: MessageChannel | null = null;
let posted = false;

function giveNextTurn(): void {
  posted = false;
  turns.shift()?.();
  if (turns.length > 0) post();
}

function post(): void {
  if (posted) return;
  posted = true;
  if (typeof MessageChannel !== 'function') {
    setTimeout(giveNextTurn, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = giveNextTurn;
    // In Node (the unit tests), a port with a listener would otherwise keep the process alive.
    (channel.port1 as {unref?: () => void}).unref?.();
  }
  channel.port2.postMessage(null);
}

/**
 * Runs `callback` in a task of its own, after the turns already waiting. Held-back parts take
 * their turns this way; so do the first hydration pass ("chunks"), the render after the
 * hydration's effects ("rerender") and the main bundle's module groups ("stages").
 */
export const nextTask: Schedule = (callback) => {
  turns.push(callback);
  post();
};

/**
 * The turn of a part the page does not show (the desktop sidebar on a phone): when the browser has
 * nothing else to do. Such a part usually leaves the page before then, once the page's effects
 * switch it to the phone layout, and so never costs a phone any hydration.
 */
export const whenIdle: Schedule = (callback) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: 5000});
  else setTimeout(callback, 1000);
};

/**
 * A slot whose turn comes in a task of its own. Slots taken in the same pass get their turns in
 * the order they were taken, one task each, so the page hydrates in several short tasks instead
 * of one long one. The page's effects wait for the turn of every slot taken so far
 * (`afterPendingSlots`), except those taken with `awaited` false.
 */
export function takeSlot(schedule: Schedule = nextTask, awaited = true): HydrationSlot {
  let ready = false;
  const turn = new Promise<void>((resolve) => {
    schedule(() => {
      ready = true;
      resolve();
    });
  });
  if (awaited) {
    pending.add(turn);
    void turn.then(() => pending.delete(turn));
  }
  return {
    turn,
    get ready() {
      return ready;
    },
    done: false,
  };
}
