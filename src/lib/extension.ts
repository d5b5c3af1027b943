/**
 * Whether the Interlinear extension is installed in this browser, read from the page marker the
 * extension sets (documented in docs/browserExtensionIntegration.md): after a page loads it writes
 * its version to `data-interlinear-version` on `<html>` and fires `interlinear:ready` on `window`.
 */
export const VERSION_ATTRIBUTE = 'data-interlinear-version';
export const READY_EVENT = 'interlinear:ready';

/** How long to wait for a marker that is not there yet; the extension marks pages right after load. */
const EXTENSION_WAIT_MS = 1500;

interface MarkedDocument {
  readonly documentElement: {getAttribute(name: string): string | null};
}

/** The installed extension's version, or undefined when no valid marker is present. */
export function extensionVersion(doc: MarkedDocument): string | undefined {
  const value = doc.documentElement.getAttribute(VERSION_ATTRIBUTE)?.trim();
  return value && /^\d+(\.\d+){0,3}$/.test(value) ? value : undefined;
}

/**
 * Resolves to the extension's version as soon as the marker is there, or to undefined once
 * `waitMs` passes without it.
 */
export function detectExtension(
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  doc: MarkedDocument,
  waitMs = EXTENSION_WAIT_MS,
): Promise<string | undefined> {
  const now = extensionVersion(doc);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      win.removeEventListener(READY_EVENT, done);
      resolve(extensionVersion(doc));
    };
    const timer = setTimeout(done, waitMs);
    win.addEventListener(READY_EVENT, done);
  });
}
