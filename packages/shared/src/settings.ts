/**
 * Everything an operator may change without touching a component: the product's name, every
 * external address, the API base URL, the announcement, analytics, feature switches and promotion
 * windows. Defaults point at `*.example` addresses; `env.ts` applies environment overrides.
 *
 * The resolved settings reach the browser through `siteConfig.customFields.settings` (see
 * `useSettings`), so this module must stay plain data: no functions, no dates, only JSON.
 */

/** Keys of navigation entries that are hidden until a setting or a preview flag reveals them. */
export const REVEAL_KEYS = ['blog', 'edgeActivity', 'usageScenarios', 'social'] as const;
export type RevealKey = (typeof REVEAL_KEYS)[number];

export type ColorModeChoice = 'switchable' | 'fixed-light';

export interface ToolLinks {
  readonly pdfLayout: string;
  readonly pdf: string;
  readonly pdfPro: string;
  readonly image: string;
  readonly text: string;
  readonly ebook: string;
  readonly subtitle: string;
}

export interface StoreLinks {
  readonly chrome: string;
  readonly edge: string;
  readonly firefox: string;
  readonly safari: string;
  readonly userscript: string;
  readonly zip: string;
  readonly iosBrowser: string;
  readonly androidApk: string;
  readonly iosApp: string;
  readonly androidApp: string;
}

export interface SocialLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** Hidden unless the `social` reveal key is on. */
  readonly gated: boolean;
}

export interface TimeWindow {
  /** ISO 8601 instants, UTC. */
  readonly start: string;
  readonly end: string;
}

export type SearchBackend = 'local' | 'algolia';

export interface SearchSettings {
  /** `local`: a static index per locale, no server. `algolia`: the hosted index below. */
  readonly backend: SearchBackend;
  readonly algolia: {
    readonly appId: string;
    /** The search-only key; it is public, like the site. */
    readonly apiKey: string;
    readonly indexName: string;
    /** Search hosts to use instead of Algolia's own, tried in order (a proxy, or tests). */
    readonly hosts: readonly string[];
    /** Send click and view events to the provider's analytics. */
    readonly insights: boolean;
  };
}

export interface Settings {
  readonly productName: string;
  readonly siteUrl: string;
  readonly apiBaseUrl: string;
  readonly links: {
    readonly app: string;
    readonly documentTranslation: string;
    readonly login: string;
    readonly profilePath: string;
    readonly releases: string;
    readonly issues: string;
    readonly serviceApplication: string;
    readonly feedback: string;
    readonly edgePromotion: string;
  };
  readonly tools: ToolLinks;
  readonly stores: StoreLinks;
  readonly social: readonly SocialLink[];
  readonly announcement: {
    /** Changing the id shows the bar again to visitors who closed the previous one. */
    readonly id: string;
    readonly enabled: boolean;
    readonly href: string;
  };
  readonly analytics: {
    /** Tag-manager container id (GTM-XXXX). Empty: no third-party request at all. */
    readonly tagManagerId: string;
  };
  readonly features: {
    readonly reveal: readonly RevealKey[];
    readonly colorMode: ColorModeChoice;
    readonly baseUrlIssueBanner: boolean;
  };
  readonly promotions: {
    readonly edgeActivity: TimeWindow;
    /** The free 3-day comic Pro membership for new users (deals/manga). */
    readonly mangaOffer: TimeWindow;
  };
  readonly requirements: {
    /** Chrome, Edge and other Chromium browsers older than this are asked to upgrade. */
    readonly minChromiumVersion: number;
  };
  readonly storage: {
    readonly loginCookie: string;
  };
  readonly search: SearchSettings;
}

const APP = 'https://app.interlinear.example';

export const DEFAULT_SETTINGS: Settings = {
  productName: 'Interlinear',
  siteUrl: 'https://www.interlinear.example',
  apiBaseUrl: '/api/',
  links: {
    app: APP,
    documentTranslation: `${APP}/document/`,
    login: '/login/',
    profilePath: '/profile/',
    releases: 'https://code.interlinear.example/interlinear/extension/releases',
    issues: 'https://code.interlinear.example/interlinear/extension/issues',
    serviceApplication: 'https://forms.interlinear.example/translation-service',
    feedback: 'https://forms.interlinear.example/feedback',
    edgePromotion: 'https://events.interlinear.example/edge/',
  },
  tools: {
    pdfLayout: `${APP}/pdf-layout/`,
    pdf: `${APP}/pdf/`,
    pdfPro: `${APP}/pdf-pro/`,
    image: `${APP}/image/`,
    text: `${APP}/text/`,
    ebook: `${APP}/ebook/`,
    subtitle: `${APP}/subtitle/`,
  },
  stores: {
    chrome: 'https://chrome-store.example/detail/interlinear',
    edge: 'https://edge-addons.example/detail/interlinear',
    firefox: 'https://firefox-addons.example/addon/interlinear/',
    safari: 'https://apps.apple.example/app/interlinear-safari/id100000001',
    userscript: 'https://download.interlinear.example/interlinear.user.js',
    zip: 'https://download.interlinear.example/interlinear-chrome.zip',
    iosBrowser: 'https://apps.apple.example/app/interlinear-browser/id100000002',
    androidApk: 'https://download.interlinear.example/interlinear-browser.apk',
    iosApp: 'https://apps.apple.example/app/interlinear/id100000003',
    androidApp: 'https://play.example/store/apps/details?id=example.interlinear',
  },
  social: [
    {id: 'x', label: 'X', href: 'https://x.example/interlinear', gated: false},
    {id: 'youtube', label: 'YouTube', href: 'https://video.example/@interlinear', gated: false},
    {id: 'telegram', label: 'Telegram', href: 'https://chat.example/interlinear', gated: true},
    {id: 'discord', label: 'Discord', href: 'https://community.example/interlinear', gated: true},
  ],
  announcement: {
    id: 'pdf-pro-2025',
    enabled: true,
    href: '/pricing/',
  },
  analytics: {tagManagerId: ''},
  features: {
    reveal: [],
    colorMode: 'switchable',
    baseUrlIssueBanner: false,
  },
  promotions: {
    edgeActivity: {start: '2025-05-06T16:00:00Z', end: '2025-06-30T16:00:00Z'},
    mangaOffer: {start: '2026-11-01T00:00:00Z', end: '2027-03-01T00:00:00Z'},
  },
  requirements: {minChromiumVersion: 110},
  storage: {loginCookie: 'token'},
  search: {
    backend: 'local',
    algolia: {appId: '', apiKey: '', indexName: '', hosts: [], insights: false},
  },
};
