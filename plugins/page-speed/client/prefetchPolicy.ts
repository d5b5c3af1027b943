/**
 * Trick "prefetch" (a client module of plugins/page-speed). Docusaurus prefetches the code of every page that a visible link leads to as soon as a page
 * loads. On a slow phone those downloads compete with the page the visitor is waiting for, and
 * most of them are never used. Until the visitor first does something (touch, click, key, scroll),
 * the prefetches are held; then they are all made. Preloading on hover or touch is unchanged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {holdUntilOpened} from './prefetchGate';

const FIRST_ACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

interface DocusaurusRuntime {
  readonly prefetch: (routePath: string) => unknown;
}

/** The runtime with its prefetch held back; Docusaurus freezes its own, so this is a copy. */
function holdingPrefetches(runtime: DocusaurusRuntime): DocusaurusRuntime {
  const gate = holdUntilOpened(runtime.prefetch.bind(runtime));
  const open = () => {
    gate.open();
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, open, true);
  };
  for (const type of FIRST_ACTIONS) window.addEventListener(type, open, {capture: true, passive: true});
  return Object.freeze({
    ...runtime,
    prefetch: (routePath: string) => {
      gate.call(routePath);
      return true;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // The client entry sets window.docusaurus after the client modules have run (or before, if they
  // ever load later); either way links find the holding runtime there before they prefetch.
  const w = window as unknown as {docusaurus?: DocusaurusRuntime};
  const install = (runtime: DocusaurusRuntime) =>
    Object.defineProperty(w, 'docusaurus', {
      configurable: true,
      enumerable: true,
      writable: true,
      value: holdingPrefetches(runtime),
    });
  if (w.docusaurus) install(w.docusaurus);
  else Object.defineProperty(w, 'docusaurus', {configurable: true, enumerable: true, set: install});
}

export {};
