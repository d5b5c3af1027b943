import {describe, expect, it} from 'vitest';
import {audienceOf, isSafariLike, localPath, profileHref, storedSubscriptionStatus} from './audience';
import {memoryStore} from '../../tests/unit/testing';

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  androidStock:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('isSafariLike', () => {
  it('recognises Safari on Mac and iPhone', () => {
    expect(isSafariLike(UA.safariMac)).toBe(true);
    expect(isSafariLike(UA.safariIphone)).toBe(true);
  });
  it('does not count Chrome-family browsers, Firefox or an empty agent', () => {
    for (const ua of [UA.chromeDesktop, UA.edge, UA.chromeIphone, UA.firefoxDesktop, UA.androidStock, '']) {
      expect(isSafariLike(ua)).toBe(false);
    }
    expect(isSafariLike(null)).toBe(false);
  });
});

describe('storedSubscriptionStatus', () => {
  it('reads the status from user_info', () => {
    const store = memoryStore({user_info: JSON.stringify({subscription: {subscriptionStatus: 'active'}})});
    expect(storedSubscriptionStatus(store)).toBe('active');
  });
  it('is null for corrupt, oddly shaped or missing data', () => {
    for (const raw of [
      'not json',
      'null',
      '42',
      '{"subscription": "active"}',
      '{"subscription": {"subscriptionStatus": 1}}',
    ]) {
      expect(storedSubscriptionStatus(memoryStore({user_info: raw}))).toBeNull();
    }
    expect(storedSubscriptionStatus(memoryStore())).toBeNull();
    expect(storedSubscriptionStatus(memoryStore({}, true))).toBeNull();
  });
});

describe('localPath', () => {
  it('removes the locale prefix and normalises the ending', () => {
    expect(localPath('/hi/pricing/', '/hi/')).toBe('/pricing/');
    expect(localPath('/hi/pricing', '/hi/')).toBe('/pricing/');
    expect(localPath('/pricing/index.html', '/')).toBe('/pricing/');
    expect(localPath('/ar/pricing.html', '/ar/')).toBe('/pricing/');
    expect(localPath('/hi/', '/hi/')).toBe('/');
  });
});

describe('audienceOf', () => {
  const base = {
    store: memoryStore(),
    cookies: '',
    userAgent: UA.chromeDesktop,
    pathname: '/hi/download/',
    localeBaseUrl: '/hi/',
    loginCookie: 'token',
  };

  it('shows the Premium tag to a visitor who is not Pro', () => {
    expect(audienceOf(base).showPremiumTag).toBe(true);
  });
  it('hides the Premium tag from an active Pro member', () => {
    const store = memoryStore({user_info: '{"subscription":{"subscriptionStatus":"active"}}'});
    expect(audienceOf({...base, store}).showPremiumTag).toBe(false);
    const lapsed = memoryStore({user_info: '{"subscription":{"subscriptionStatus":"expired"}}'});
    expect(audienceOf({...base, store: lapsed}).showPremiumTag).toBe(true);
  });
  it('hides the Premium tag on the pricing page of any locale', () => {
    expect(audienceOf({...base, pathname: '/hi/pricing/'}).showPremiumTag).toBe(false);
    expect(audienceOf({...base, pathname: '/pricing/', localeBaseUrl: '/'}).showPremiumTag).toBe(false);
  });
  it('hides profile and Premium in Safari-like browsers', () => {
    const a = audienceOf({...base, userAgent: UA.safariIphone});
    expect([a.showProfile, a.showPremiumTag]).toEqual([false, false]);
    const c = audienceOf({...base, userAgent: UA.chromeIphone});
    expect([c.showProfile, c.showPremiumTag]).toEqual([true, true]);
  });
  it('knows a visitor is signed in from the login cookie', () => {
    expect(audienceOf({...base, cookies: 'token=xyz'}).signedIn).toBe(true);
    expect(audienceOf(base).signedIn).toBe(false);
  });
  it('knows a visitor is signed in from the stored user when the cookie is HttpOnly', () => {
    const store = memoryStore({
      user_info: JSON.stringify({
        id: 'u1',
        email: 'reader@example.com',
        subscription: {subscriptionStatus: 'inactive'},
      }),
    });
    expect(audienceOf({...base, store}).signedIn).toBe(true);
    expect(audienceOf({...base, store: memoryStore({user_info: '{"id":'})}).signedIn).toBe(false);
  });
});

describe('profileHref', () => {
  it('leads to the profile when signed in, else to login', () => {
    expect(profileHref(true, '/profile/', 'https://app.example/login/')).toBe('/profile/');
    expect(profileHref(false, '/profile/', 'https://app.example/login/')).toBe('https://app.example/login/');
  });
});
