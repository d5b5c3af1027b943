/**
 * Holds calls until the gate opens, then makes each held call once; later calls pass straight
 * through. Used to keep the site from prefetching other pages' code before the visitor has done
 * anything (see prefetchPolicy.ts).
 */
export interface Gate<T> {
  readonly call: (arg: T) => void;
  readonly open: () => void;
  readonly isOpen: () => boolean;
}

export function holdUntilOpened<T>(target: (arg: T) => unknown): Gate<T> {
  let opened = false;
  const held = new Set<T>();
  return {
    call(arg) {
      if (opened) target(arg);
      else held.add(arg);
    },
    open() {
      if (opened) return;
      opened = true;
      for (const arg of held) target(arg);
      held.clear();
    },
    isOpen: () => opened,
  };
}
