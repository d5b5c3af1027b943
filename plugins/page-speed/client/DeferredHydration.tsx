/**
 * Trick "hydration": hydrates a part of the page in a task of its own, after the first hydration pass, so that a
 * phone's main thread is never blocked by the whole page at once (the budget's Total Blocking
 * Time). Until its turn, the part is the server's markup: visible, with working links, without
 * its scripted behaviour.
 *
 * In the browser bundle (Preact), the part's first render during the page's first hydration
 * suspends; Preact keeps a suspended part's server DOM and hydrates it when the part resumes.
 * Preact keeps exactly one DOM node for it, so `single` must say, from the page's DOM, that the
 * part rendered exactly one element; otherwise the part hydrates with the rest. Client-side
 * navigations render at once. On the server (React) the part renders as it is: a Suspense
 * boundary there would be streamed with inline scripts the Content-Security-Policy forbids.
 */
import React, {Component, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import {isHydrating, setHydrating, takeSlot, whenIdle, type HydrationSlot} from './hydration';

interface Props {
  /** Whether the server rendered this part as exactly one element (checked in the browser). */
  readonly single: () => boolean;
  /**
   * Whether the page shows that element (checked in the browser). A part it does not show (a
   * desktop sidebar on a phone) waits for the browser to be idle, and the page's effects do not
   * wait for it; it usually leaves the page before its turn.
   */
  readonly shown?: () => boolean;
  readonly children: ReactNode;
}

/** Suspends until the slot's turn; then hydrates its children, marked as hydrating. */
class Gate extends Component<{readonly slot: HydrationSlot; readonly children: ReactNode}> {
  override componentDidMount() {
    this.finish();
  }

  override componentDidUpdate() {
    this.finish();
  }

  finish() {
    const {slot} = this.props;
    if (slot.ready && !slot.done) {
      slot.done = true;
      setHydrating(false);
    }
  }

  override render() {
    const {slot, children} = this.props;
    if (!slot.ready) throw slot.turn;
    if (!slot.done) setHydrating(true);
    return children;
  }
}

function BrowserDeferredHydration({single, shown = () => true, children}: Props): ReactNode {
  const [slot] = useState(() => {
    if (!isHydrating() || !single()) return null;
    return shown() ? takeSlot() : takeSlot(whenIdle, false);
  });
  if (!slot) return children;
  return (
    <Suspense fallback={null}>
      <Gate slot={slot}>{children}</Gate>
    </Suspense>
  );
}

function ServerDeferredHydration({children}: Props): ReactNode {
  return children;
}

const DeferredHydration =
  process.env.BROWSER_BUNDLE === 'true' && process.env.SPEED_HYDRATION !== 'off'
    ? BrowserDeferredHydration
    : ServerDeferredHydration;
export default DeferredHydration;

/** A `single` check: `selector` matches exactly one element of the page. */
export function onlyElement(selector: string): () => boolean {
  return () => document.querySelectorAll(selector).length === 1;
}

/**
 * A `single` check for a part whose component always renders exactly one element (a `<section>`,
 * a navbar entry), wherever it stands, so that no selector is needed to find it.
 */
export function oneElement(): boolean {
  return true;
}

/** A `shown` check: the first element `selector` matches takes up room on the page. */
export function shownElement(selector: string): () => boolean {
  return () => (document.querySelector(selector)?.getClientRects().length ?? 0) > 0;
}

/**
 * A theme component hydrated in a task of its own when `selector` finds it alone; when the page
 * does not show it, when the browser is idle (see `Props.shown`).
 */
export function deferHydration<P extends object>(Part: ComponentType<P>, selector: string): ComponentType<P> {
  const single = onlyElement(selector);
  const shown = shownElement(selector);
  function Deferred(props: P): ReactNode {
    return (
      <DeferredHydration single={single} shown={shown}>
        <Part {...props} />
      </DeferredHydration>
    );
  }
  Deferred.displayName = `DeferredHydration(${Part.displayName ?? Part.name})`;
  return Deferred;
}
