import {describe, expect, it} from 'vitest';
import {buildOptionsFromEnv} from './env';
import {DEFAULT_SETTINGS} from './settings';

describe('buildOptionsFromEnv', () => {
  it('uses the defaults with an empty environment', () => {
    const {settings, locales} = buildOptionsFromEnv({});
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(locales).toHaveLength(15);
  });
  it('applies overrides', () => {
    const {settings, locales} = buildOptionsFromEnv({
      SITE_PRODUCT_NAME: 'Zweisprachig',
      SITE_REVEAL: 'blog,social',
      SITE_COLOR_MODE: 'fixed-light',
      SITE_TAG_MANAGER_ID: 'GTM-AB12CD',
      SITE_ANNOUNCEMENT_ID: '',
      SITE_LOCALES: 'zh,hi',
      SITE_IOS_APP_URL: 'https://apps.example/ios',
    });
    expect(settings.productName).toBe('Zweisprachig');
    expect(settings.features.reveal).toEqual(['blog', 'social']);
    expect(settings.features.colorMode).toBe('fixed-light');
    expect(settings.analytics.tagManagerId).toBe('GTM-AB12CD');
    expect(settings.announcement.enabled).toBe(false);
    expect(settings.stores.iosApp).toBe('https://apps.example/ios');
    expect(locales).toEqual(['zh', 'hi']);
  });
  it('turns page-speed tricks off only by name, for measurements', () => {
    expect(buildOptionsFromEnv({}).speedOff).toEqual([]);
    expect(buildOptionsFromEnv({SITE_SPEED_OFF: 'preact,paint'}).speedOff).toEqual(['preact', 'paint']);
    expect(() => buildOptionsFromEnv({SITE_SPEED_OFF: 'everything'})).toThrow(/SITE_SPEED_OFF/);
  });
  it('always builds the default locale, which every other locale links to', () => {
    expect(buildOptionsFromEnv({SITE_LOCALES: 'hi,ar'}).locales).toEqual(['zh', 'hi', 'ar']);
  });
  it('reads the minimum Chromium version and the comic offer window', () => {
    const {settings} = buildOptionsFromEnv({
      SITE_MIN_CHROMIUM_VERSION: '120',
      SITE_MANGA_OFFER_WINDOW: '2027-01-01T00:00:00Z/2027-02-01T00:00:00+08:00',
    });
    expect(settings.requirements.minChromiumVersion).toBe(120);
    expect(settings.promotions.mangaOffer).toEqual({
      start: '2027-01-01T00:00:00.000Z',
      end: '2027-01-31T16:00:00.000Z',
    });
    expect(settings.promotions.edgeActivity).toEqual(DEFAULT_SETTINGS.promotions.edgeActivity);
  });
  it('refuses a window that ends before it starts, and a version that is not a number', () => {
    expect(() => buildOptionsFromEnv({SITE_MANGA_OFFER_WINDOW: '2027-02-01T00:00:00Z/2027-01-01T00:00:00Z'})).toThrow(
      /SITE_MANGA_OFFER_WINDOW/,
    );
    expect(() => buildOptionsFromEnv({SITE_MANGA_OFFER_WINDOW: 'soon'})).toThrow(/SITE_MANGA_OFFER_WINDOW/);
    expect(() => buildOptionsFromEnv({SITE_MIN_CHROMIUM_VERSION: 'latest'})).toThrow(
      /SITE_MIN_CHROMIUM_VERSION.*whole number/,
    );
  });
  it('names the variable when a value is wrong', () => {
    expect(() => buildOptionsFromEnv({SITE_REVEAL: 'blgo'})).toThrow(/SITE_REVEAL.*blgo/);
    expect(() => buildOptionsFromEnv({SITE_COLOR_MODE: 'dark'})).toThrow(/SITE_COLOR_MODE/);
    expect(() => buildOptionsFromEnv({SITE_TAG_MANAGER_ID: 'UA-1'})).toThrow(/SITE_TAG_MANAGER_ID/);
    expect(() => buildOptionsFromEnv({SITE_API_BASE_URL: 'api'})).toThrow(/SITE_API_BASE_URL/);
    expect(() => buildOptionsFromEnv({SITE_LOCALES: 'xx'})).toThrow(/SITE_LOCALES/);
    expect(() => buildOptionsFromEnv({SITE_BASE_URL_BANNER: 'maybe'})).toThrow(/SITE_BASE_URL_BANNER/);
  });
  it('searches the local index unless the hosted backend is configured in full', () => {
    expect(buildOptionsFromEnv({}).settings.search.backend).toBe('local');
    const algolia = {
      SITE_SEARCH_BACKEND: 'algolia',
      SITE_ALGOLIA_APP_ID: 'APP1',
      SITE_ALGOLIA_API_KEY: 'k',
      SITE_ALGOLIA_INDEX_NAME: 'docs',
    };
    const search = buildOptionsFromEnv({
      ...algolia,
      SITE_ALGOLIA_HOSTS: 'http://127.0.0.1:9001, https://dsn.example',
      SITE_SEARCH_INSIGHTS: 'true',
    }).settings.search;
    expect(search).toEqual({
      backend: 'algolia',
      algolia: {
        appId: 'APP1',
        apiKey: 'k',
        indexName: 'docs',
        hosts: ['http://127.0.0.1:9001', 'https://dsn.example'],
        insights: true,
      },
    });
    expect(() => buildOptionsFromEnv({...algolia, SITE_ALGOLIA_API_KEY: ''})).toThrow(/SITE_ALGOLIA_API_KEY/);
    expect(() => buildOptionsFromEnv({SITE_SEARCH_BACKEND: 'algolia', SITE_ALGOLIA_INDEX_NAME: 'docs'})).toThrow(
      /SITE_ALGOLIA_APP_ID, SITE_ALGOLIA_API_KEY/,
    );
    expect(() => buildOptionsFromEnv({SITE_SEARCH_BACKEND: 'elastic'})).toThrow(/SITE_SEARCH_BACKEND/);
    expect(() => buildOptionsFromEnv({...algolia, SITE_ALGOLIA_HOSTS: 'ftp://x'})).toThrow(/SITE_ALGOLIA_HOSTS/);
    expect(() => buildOptionsFromEnv({SITE_SEARCH_INSIGHTS: 'true'})).toThrow(/SITE_SEARCH_INSIGHTS.*algolia/);
  });
});
