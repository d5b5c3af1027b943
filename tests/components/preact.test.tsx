/**
 * The component tests are only worth their name if the components run on what the browser bundle
 * runs: Preact's compatibility layer with the shims of plugins/page-speed, also inside the
 * packages that import React (React Router, DocSearch).
 */
import {useEffect, useState} from 'react';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import {jsx} from 'react/jsx-runtime';
import {jsxDEV} from 'react/jsx-dev-runtime';
import {options} from 'preact';
import * as compat from 'preact/compat';
import * as preactJsx from 'preact/jsx-runtime';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {waitFor} from '@testing-library/dom';
import {describe, expect, it} from 'vitest';
import {PREACT_ALIASES} from '@site/plugins/page-speed/preact/aliases.mjs';
import * as reactShim from '@site/plugins/page-speed/preact/react.js';
import * as clientShim from '@site/plugins/page-speed/preact/react-dom-client.js';
import {nextTask as afterTurnsWaiting} from '@site/plugins/page-speed/client/hydration';
import {hydrate, render} from './render';

describe("the browser bundle's React", () => {
  it('react and react-dom are the Preact shim, react-dom/client its client shim', () => {
    expect(Object.keys(PREACT_ALIASES).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
    ]);
    expect(react.createElement).toBe(compat.createElement);
    expect(react.useSyncExternalStore).toBe(reactShim.useSyncExternalStore);
    expect(reactDom.createPortal).toBe(compat.createPortal);
    expect(reactDomClient.hydrateRoot).toBe(clientShim.hydrateRoot);
    // The react shim takes over Preact's effect scheduling when it loads.
    expect(options.requestAnimationFrame).toBeTypeOf('function');
  });

  it('JSX, compiled for either runtime, makes Preact elements', () => {
    expect(jsx).toBe(preactJsx.jsx);
    expect(jsxDEV).toBe(preactJsx.jsxDEV);
  });

  // Its CommonJS build would load React itself, whose (frozen) elements Preact cannot render.
  it('React Router renders on the same Preact', async () => {
    function Where() {
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {useLocation().pathname} {clicks}
        </button>
      );
    }
    const page = render(
      <MemoryRouter initialEntries={['/docs/usage/']}>
        <Where />
      </MemoryRouter>,
    );
    const button = page.querySelector('button')!;
    expect(button.textContent).toBe('/docs/usage/ 0');
    button.click();
    await Promise.resolve();
    expect(button.textContent).toBe('/docs/usage/ 1');
  });
});

describe('how the browser bundle starts a page', () => {
  function Counter(): react.ReactNode {
    const [clicks, setClicks] = useState(0);
    return (
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`clicks ${clicks}`}
      </button>
    );
  }

  it('the first hydration pass runs in a task of its own, not in the task that asked for it', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<button type="button">clicks 0</button>';
    document.body.append(container);
    const root = reactDomClient.hydrateRoot(container, <Counter />);
    const button = container.querySelector('button')!;
    button.click();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    // Still the server's markup: nothing listens yet.
    expect(button.textContent).toBe('clicks 0');
    // The next turn of the page's task queue, which the pass was given.
    await new Promise<void>((resolve) => afterTurnsWaiting(resolve));
    button.click();
    await Promise.resolve();
    // Hydrated in place: the same element now counts.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('clicks 1');
    root.unmount();
  });

  it("the render a hydration's effects ask for comes in a later task than the effects", async () => {
    const seen: string[] = [];
    function Width(): react.ReactNode {
      const [size, setSize] = useState('ssr');
      useEffect(() => {
        setSize('mobile');
        // Still in the effects' task: the page has not been rendered again yet.
        queueMicrotask(() => seen.push(document.querySelector('output')!.textContent!));
      }, []);
      return <output>{size}</output>;
    }
    const page = await hydrate('<output>ssr</output>', <Width />);
    await waitFor(() => expect(page.textContent).toBe('mobile'), {timeout: 1000});
    expect(seen).toEqual(['ssr']);
  });
});
