/**
 * `react` in the browser bundle: Preact's compatibility layer, made to keep two promises React
 * makes and the site's code relies on.
 *
 * 1. External stores during hydration. React renders a hydrating component with the store's
 *    server snapshot, then again with the browser's value. Preact reads the browser's value at once
 *    and, while hydrating, leaves the server's attributes in place, so a link built from the
 *    address hash (the language menu) would keep the server's version. `useSyncExternalStore`
 *    below returns the server snapshot for a hydrating component's first render and the
 *    browser's value right after.
 * 2. Effects before the next input. React runs the effects of an update before it handles the
 *    next event; Preact waits for the next frame. A key pressed within that frame would meet a
 *    stale handler (Escape, then "/" at once, would not reopen search). After hydration, effects
 *    run at the end of the task that rendered. Hydration keeps Preact's frame-later effects, so
 *    the page's first tasks stay short, and they wait for the parts DeferredHydration holds
 *    back (../client/hydration.ts).
 * 3. Trick "rerender": the hydration's effects switch the page to its browser state (the theme
 *    learns the screen's width, `useIsBrowser` turns true), and Preact would render the page again
 *    in a microtask of the same task: effects and that render made one of a first visit's longest
 *    tasks. The renders those effects ask for now run in the next task.
 */
import {options} from 'preact';
import compat, {useEffect, useState, useSyncExternalStore as preactStore} from 'preact/compat';
import {afterPendingSlots, isHydrating, nextTask} from '../client/hydration';

export * from 'preact/compat';

/** Runs the effects of a hydration pass; the renders they ask for run in a task of their own. */
function hydrationEffects(callback) {
  if (process.env.SPEED_RERENDER === 'off') {
    callback();
    return;
  }
  const previous = options.debounceRendering;
  options.debounceRendering = nextTask;
  try {
    callback();
  } finally {
    options.debounceRendering = previous;
  }
}

function nextFrame(callback) {
  const run = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(() => hydrationEffects(callback));
  };
  const timeout = setTimeout(run, 100);
  const frame = requestAnimationFrame(run);
}

options.requestAnimationFrame = (callback) => {
  // Checked after the synchronous pass, once every part it holds back has taken its slot.
  if (isHydrating()) queueMicrotask(() => afterPendingSlots(() => nextFrame(callback)));
  else queueMicrotask(callback);
};

export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  const [fromServer, setFromServer] = useState(() => isHydrating() && getServerSnapshot !== undefined);
  const value = preactStore(subscribe, getSnapshot);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return fromServer ? getServerSnapshot() : value;
}

export default {...compat, useSyncExternalStore};
