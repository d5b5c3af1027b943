/**
 * The component tests are only worth their name if the components run on what the browser bundle
 * runs: Preact's compatibility layer with the shims of plugins/page-speed, also inside the
 * packages that import React (React Router, DocSearch).
 */
import {useState} from 'react';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import {jsx} from 'react/jsx-runtime';
import {jsxDEV} from 'react/jsx-dev-runtime';
import {options} from 'preact';
import * as compat from 'preact/compat';
import * as preactJsx from 'preact/jsx-runtime';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {PREACT_ALIASES} from '@site/plugins/page-speed/preact/aliases.mjs';
import * as reactShim from '@site/plugins/page-speed/preact/react.js';
import * as clientShim from '@site/plugins/page-speed/preact/react-dom-client.js';
import {render} from './render';

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
