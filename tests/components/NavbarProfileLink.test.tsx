/** The navbar's "Log in" / "Profile" entry, which follows the login cookie and `user_info` in storage. */
import {queryByRole, waitFor} from '@testing-library/dom';
import {describe, expect, it, vi} from 'vitest';
import {DEFAULT_SETTINGS} from '@interlinear/shared/settings';
import NavbarProfileLink from '@site/src/components/NavbarProfileLink';
import {USER_CHANGED_EVENT} from '@site/src/lib/session';
import {setSite} from './doubles/useDocusaurusContext';
import {renderAt} from './page';
import {nextTask} from './render';

const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.0.0 Mobile/15E148 Safari/604.1';

const USER = JSON.stringify({id: 'u1', email: 'reader@example.com', subscription: {subscriptionStatus: 'inactive'}});

const entry = (page: HTMLElement) => page.querySelector<HTMLAnchorElement>('[data-testid="navbar-profile"]');

/** The entry once the audience is known (it renders nothing before). */
async function shownEntry(page: HTMLElement): Promise<HTMLAnchorElement> {
  return waitFor(() => {
    const link = entry(page);
    if (!link) throw new Error('no profile entry');
    return link;
  });
}

describe('NavbarProfileLink', () => {
  it('offers a signed-out visitor to log in and come back to this page', async () => {
    const {page} = renderAt('/docs/usage/?tab=mac', <NavbarProfileLink />);
    expect(entry(page)).toBeNull();
    const link = await shownEntry(page);
    expect(link.textContent).toBe('登录');
    expect(link.getAttribute('href')).toBe('/login/?next=%2Fdocs%2Fusage%2F%3Ftab%3Dmac');
  });

  it('on the login page itself, leads there without asking to come back', async () => {
    const {page} = renderAt('/login/', <NavbarProfileLink />);
    expect((await shownEntry(page)).getAttribute('href')).toBe('/login/');
  });

  it('leads a visitor stored in user_info to the profile, in the locale', async () => {
    localStorage.setItem('user_info', USER);
    setSite({baseUrl: '/en/', locale: 'en'});
    const {page} = renderAt('/en/docs/usage/', <NavbarProfileLink />);
    const link = await shownEntry(page);
    expect(link.textContent).toBe('个人中心');
    expect(link.getAttribute('href')).toBe('/en/profile/');
  });

  it('counts a readable login cookie as signed in', async () => {
    document.cookie = 'token=abc; path=/';
    const {page} = renderAt('/docs/usage/', <NavbarProfileLink />);
    expect((await shownEntry(page)).textContent).toBe('个人中心');
  });

  it('ignores a user_info it cannot read', async () => {
    localStorage.setItem('user_info', '{"id": 1');
    const {page} = renderAt('/docs/usage/', <NavbarProfileLink />);
    expect((await shownEntry(page)).textContent).toBe('登录');
  });

  it('leads to an external login address as it is, when the settings name one', async () => {
    setSite({
      settings: {
        ...DEFAULT_SETTINGS,
        links: {...DEFAULT_SETTINGS.links, login: 'https://app.interlinear.example/login'},
      },
    });
    const {page} = renderAt('/docs/usage/', <NavbarProfileLink />);
    expect((await shownEntry(page)).getAttribute('href')).toBe('https://app.interlinear.example/login');
  });

  it('is a menu entry in the phone drawer', async () => {
    const {page} = renderAt('/docs/usage/', <NavbarProfileLink mobile />);
    const link = await shownEntry(page);
    expect(link.classList.contains('menu__link')).toBe(true);
    expect(link.parentElement!.matches('li.menu__list-item')).toBe(true);
  });

  it('is hidden in Safari-like browsers, but not in Chrome on the iPhone', async () => {
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_IOS);
    const safari = renderAt('/docs/usage/', <NavbarProfileLink />);
    await nextTask();
    expect(entry(safari.page)).toBeNull();

    userAgent.mockReturnValue(CHROME_IOS);
    const chrome = renderAt('/docs/usage/', <NavbarProfileLink />);
    expect((await shownEntry(chrome.page)).textContent).toBe('登录');
  });

  it('follows signing in and out in this tab', async () => {
    const {page} = renderAt('/docs/usage/', <NavbarProfileLink />);
    expect((await shownEntry(page)).textContent).toBe('登录');
    localStorage.setItem('user_info', USER);
    window.dispatchEvent(new Event(USER_CHANGED_EVENT));
    await waitFor(() => expect(queryByRole(page, 'link', {name: '个人中心'})?.getAttribute('href')).toBe('/profile/'));
    localStorage.removeItem('user_info');
    window.dispatchEvent(new Event(USER_CHANGED_EVENT));
    await waitFor(() => expect(queryByRole(page, 'link', {name: '登录'})).not.toBeNull());
  });
});
