/**
 * DeferredHydration on the browser bundle's Preact: the page's first hydration pass leaves a
 * held-back part as the server's markup, and the part comes alive in a later task, in place.
 */
import {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import {waitFor} from '@testing-library/dom';
import {describe, expect, it} from 'vitest';
import DeferredHydration, {onlyElement} from '@site/plugins/page-speed/client/DeferredHydration';
import {hydrate, nextTask, render} from './render';

/** Lets queued microtasks (Preact's re-renders, the shim's effect scheduling) run, but no task. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

function Counter({label}: {readonly label: string}): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function Page({single}: {readonly single: () => boolean}): ReactNode {
  return (
    <>
      <DeferredHydration single={single}>
        <header className="bar">
          <Counter label="Menu" />
        </header>
      </DeferredHydration>
      <main>
        <Counter label="Like" />
      </main>
    </>
  );
}

/** What the server sends for <Page />. */
const PAGE_HTML =
  '<header class="bar"><button type="button">Menu 0</button></header><main><button type="button">Like 0</button></main>';

const button = (page: HTMLElement, name: string) =>
  Array.from(page.querySelectorAll('button')).find((b) => b.textContent!.startsWith(name))!;

describe('DeferredHydration', () => {
  it('leaves its part as the server markup during the first pass and hydrates it, in place, in a later task', async () => {
    const page = await hydrate(PAGE_HTML, <Page single={onlyElement('.bar')} />);
    const header = page.querySelector('header')!;
    const menu = button(page, 'Menu');

    // Clicked before the part's turn: the rest of the page answers, the held-back part does not.
    menu.click();
    button(page, 'Like').click();
    await microtasks();
    expect(button(page, 'Like').textContent).toBe('Like 1');
    expect(menu.textContent).toBe('Menu 0');
    expect(page.innerHTML).toBe(PAGE_HTML.replace('Like 0', 'Like 1'));

    await nextTask();
    // Same elements as the server's: hydrated, not rendered anew.
    expect(page.querySelector('header')).toBe(header);
    expect(button(page, 'Menu')).toBe(menu);
    menu.click();
    await microtasks();
    expect(menu.textContent).toBe('Menu 1');
  });

  it('hydrates its part with the rest of the page when the part is not exactly one element of the page', async () => {
    // Two elements match: Preact could keep only one of them for a suspended part.
    const html = `${PAGE_HTML}<div class="bar"></div>`;
    const page = await hydrate(
      html,
      <>
        <Page single={onlyElement('.bar')} />
        <div className="bar" />
      </>,
    );
    button(page, 'Menu').click();
    await microtasks();
    expect(button(page, 'Menu').textContent).toBe('Menu 1');
  });

  it('renders its part at once outside hydration (a client-side navigation)', () => {
    // The previous page's bar is still there as the new page renders, so the check holds.
    const page = render(<Page single={() => true} />);
    expect(page.querySelector('header.bar')?.textContent).toBe('Menu 0');
  });

  it("holds the first pass's effects back until its part has hydrated from the server markup", async () => {
    // As the theme's useIsBrowser: an effect of the first pass switches the page to its browser
    // state, which changes an attribute inside the held-back part.
    const InBrowser = createContext(false);
    function Root({children}: {readonly children: ReactNode}): ReactNode {
      const [inBrowser, setInBrowser] = useState(false);
      useEffect(() => setInBrowser(true), []);
      return <InBrowser.Provider value={inBrowser}>{children}</InBrowser.Provider>;
    }
    function LanguageLink(): ReactNode {
      const inBrowser = useContext(InBrowser);
      return (
        <nav className="languages">
          <a href={inBrowser ? '/en/docs/#install' : '/en/docs/'}>English</a>
        </nav>
      );
    }
    const page = await hydrate(
      '<nav class="languages"><a href="/en/docs/">English</a></nav>',
      <Root>
        <DeferredHydration single={onlyElement('.languages')}>
          <LanguageLink />
        </DeferredHydration>
      </Root>,
    );
    // Had the effect run first, the part would hydrate already in its browser state; hydration
    // keeps the server's attributes, so the link would keep the server's address for good.
    await waitFor(() => expect(page.querySelector('a')?.getAttribute('href')).toBe('/en/docs/#install'), {
      timeout: 1000,
    });
  });
});
