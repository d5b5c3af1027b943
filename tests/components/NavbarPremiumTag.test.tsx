/** The navbar's Premium tag, shown by the audience rules (src/lib/audience.ts) once the browser is known. */
import {queryByRole, waitFor} from '@testing-library/dom';
import {describe, expect, it, vi} from 'vitest';
import NavbarPremiumTag from '@site/src/components/NavbarPremiumTag';
import {USER_CHANGED_EVENT} from '@site/src/lib/session';
import {setSite} from './doubles/useDocusaurusContext';
import {renderAt} from './page';
import {cleanup, nextTask} from './render';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

function storeUser(subscriptionStatus: string): void {
  localStorage.setItem(
    'user_info',
    JSON.stringify({id: 'u1', email: 'reader@example.com', subscription: {subscriptionStatus}}),
  );
}

const tag = (page: HTMLElement) => queryByRole(page, 'link', {name: 'Premium'});

describe('NavbarPremiumTag', () => {
  it('leads a visitor who is not a Pro member to the pricing page, once the browser is known', async () => {
    const {page} = renderAt('/docs/usage/', <NavbarPremiumTag />);
    // The server's page and the first render know nothing of the visitor: no tag to take back.
    expect(tag(page)).toBeNull();
    await waitFor(() => expect(tag(page)?.getAttribute('href')).toBe('/pricing/'));
    expect(tag(page)!.classList.contains('navbar__item')).toBe(true);
  });

  it('is a menu entry in the phone drawer and leads to the pricing page of the locale', async () => {
    setSite({baseUrl: '/en/', locale: 'en'});
    const {page} = renderAt('/en/docs/usage/', <NavbarPremiumTag mobile />);
    await waitFor(() => expect(tag(page)?.getAttribute('href')).toBe('/en/pricing/'));
    expect(tag(page)!.classList.contains('menu__link')).toBe(true);
    expect(tag(page)!.parentElement!.matches('li.menu__list-item')).toBe(true);
  });

  it('is not shown to a Pro member', async () => {
    storeUser('active');
    const {page} = renderAt('/docs/usage/', <NavbarPremiumTag />);
    // The audience is known by the next task; the tag may only be judged after that.
    await nextTask();
    expect(tag(page)).toBeNull();
  });

  it('is shown to a member whose Pro has expired', async () => {
    storeUser('expired');
    const {page} = renderAt('/docs/usage/', <NavbarPremiumTag />);
    await waitFor(() => expect(tag(page)).not.toBeNull());
  });

  it('is not shown on the pricing page itself, in any locale', async () => {
    const zh = renderAt('/pricing/', <NavbarPremiumTag />);
    await nextTask();
    expect(tag(zh.page)).toBeNull();
    cleanup();

    setSite({baseUrl: '/en/', locale: 'en'});
    const en = renderAt('/en/pricing/', <NavbarPremiumTag />);
    const elsewhere = renderAt('/en/docs/usage/', <NavbarPremiumTag />);
    await nextTask();
    expect(tag(en.page)).toBeNull();
    expect(tag(elsewhere.page)).not.toBeNull();
  });

  it('is not shown in Safari-like browsers', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    const {page} = renderAt('/docs/usage/', <NavbarPremiumTag />);
    await nextTask();
    expect(tag(page)).toBeNull();
  });

  it('goes away when the visitor becomes Pro, in this tab or another', async () => {
    const {page} = renderAt('/docs/usage/', <NavbarPremiumTag />);
    await waitFor(() => expect(tag(page)).not.toBeNull());
    storeUser('active');
    window.dispatchEvent(new Event(USER_CHANGED_EVENT));
    await waitFor(() => expect(tag(page)).toBeNull());

    storeUser('inactive');
    window.dispatchEvent(new StorageEvent('storage', {key: 'user_info'}));
    await waitFor(() => expect(tag(page)).not.toBeNull());
  });
});
