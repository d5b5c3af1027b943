/**
 * Mounting components as the browser bundle does: through its `react-dom/client` (the Preact
 * shim). Nothing here wraps updates in `act`: effects and re-renders run when the shims schedule
 * them, and a test waits for what the visitor would see (`findBy…`, `waitFor`, `nextTask`).
 */
import type {ReactNode} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import {nextTask as afterTurnsWaiting} from '@site/plugins/page-speed/client/hydration';

const roots = new Set<Root>();

/** Renders into a fresh container in the page, as a client-side navigation does. */
export function render(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.add(root);
  root.render(ui);
  return container;
}

/**
 * Hydrates `ui` over the server's markup, as the page's first load does, and resolves once the
 * first hydration pass has run (the shim gives it a task of its own), before the turns of any
 * part that pass held back.
 */
export async function hydrate(serverHtml: string, ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  roots.add(hydrateRoot(container, ui));
  await new Promise<void>((resolve) => afterTurnsWaiting(resolve));
  return container;
}

/** Resolves in a later task, after the ones already queued. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function cleanup(): void {
  for (const root of roots) root.unmount();
  roots.clear();
  document.body.replaceChildren();
}
