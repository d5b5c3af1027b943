/**
 * A page of the site around the component under test: the router at an address, the audience as
 * the site's Root provides it, and the address the visitor is at, shown for the test to read.
 */
import type {ReactNode} from 'react';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {AudienceProvider} from '@site/src/components/useAudience';
import {render} from './render';

function Address(): ReactNode {
  const {pathname, search} = useLocation();
  return <p hidden data-testid="address">{`${pathname}${search}`}</p>;
}

/** Renders `ui` as part of the page at `path`; answers the page and a reader of its current address. */
export function renderAt(path: string, ui: ReactNode): {page: HTMLElement; address: () => string} {
  const page = render(
    <MemoryRouter initialEntries={[path]}>
      <AudienceProvider>
        {ui}
        <Address />
      </AudienceProvider>
    </MemoryRouter>,
  );
  return {page, address: () => page.querySelector('[data-testid="address"]')!.textContent!};
}
