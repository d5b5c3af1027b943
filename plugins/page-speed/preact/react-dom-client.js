/**
 * `react-dom/client` in the browser bundle: Preact's roots, marking the hydration pass
 * (../client/hydration.ts). React writes resource hints it found while rendering (a `<link rel="preload">` for
 * the logo) as the first children of the root; they are not part of the component tree, and
 * Preact, meeting them where the tree's first element should be, would move every top-level
 * element of the page. They have done their work once the page is parsed, so they go first.
 *
 * Trick "chunks" (../routeChunks.ts): the route's code is already there when the main bundle
 * asks for it, so the client entry would hydrate in the main bundle's own task, one long task
 * instead of two. The first hydration pass therefore starts in a task of its own; until then the
 * root it returns keeps what it is asked to render, or that it was unmounted.
 */
import {createRoot, hydrateRoot as preactHydrateRoot} from 'preact/compat/client';
import {nextTask, setHydrating} from '../client/hydration';

export {createRoot};

function hydrateNow(container, children, options) {
  while (container.firstChild?.nodeName === 'LINK') container.firstChild.remove();
  setHydrating(true);
  try {
    return preactHydrateRoot(container, children, options);
  } finally {
    setHydrating(false);
  }
}

export function hydrateRoot(container, children, options) {
  if (process.env.SPEED_CHUNKS === 'off') return hydrateNow(container, children, options);
  let root = null;
  let latest = children;
  let unmounted = false;
  nextTask(() => {
    if (!unmounted) root = hydrateNow(container, latest, options);
  });
  return {
    render(next) {
      if (root) root.render(next);
      else latest = next;
    },
    unmount() {
      if (root) root.unmount();
      else unmounted = true;
    },
  };
}

export default {createRoot, hydrateRoot};
