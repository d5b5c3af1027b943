import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {buildOptionsFromEnv} from '@interlinear/shared/env';
import {DEFAULT_LOCALE, LOCALES} from '@interlinear/shared/locales';
import {footerLinks, navbarItems} from './src/site/navigation';
import {SSR_TEMPLATE} from './src/site/ssrTemplate';
import {I18N_DIR, contentRoots, pageFiles, pageOfSource, prepareLocaleContent} from './plugins/i18n-content/content';
import relinkAcrossFolders from './plugins/i18n-content/relink';
import {hasOwnVersion, pageState} from './src/lib/i18n/pageState';

const {settings, locales} = buildOptionsFromEnv(process.env);
// Docusaurus loads this file once per locale it builds or serves, and names that locale here.
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? DEFAULT_LOCALE;
// The docs and blog folders this locale is built from: see plugins/i18n-content/content.ts.
const content = prepareLocaleContent(__dirname, currentLocale);

/** Whether a built route is this locale's own version of a page (not another locale's text shown in its place). */
function isOwnVersion(sourceFilePath: string | undefined): boolean {
  const page = sourceFilePath ? pageOfSource(__dirname, sourceFilePath) : undefined;
  return !page || hasOwnVersion(pageState(currentLocale, pageFiles(__dirname, page.kind, page.rel)));
}
const fixedLight = settings.features.colorMode === 'fixed-light';

const config: Config = {
  title: settings.productName,
  favicon: 'img/favicon.svg',
  url: settings.siteUrl,
  baseUrl: '/',
  trailingSlash: true,

  future: {v4: true, faster: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  // Plain keys (theme, docusaurus.announcement.*) shared by every locale of the one origin, as the
  // storage module lists them; also keeps the theme's inline scripts identical across locales.
  storage: {type: 'localStorage', namespace: false},

  baseUrlIssueBanner: settings.features.baseUrlIssueBanner,
  ssrTemplate: SSR_TEMPLATE,

  i18n: {
    path: I18N_DIR,
    defaultLocale: DEFAULT_LOCALE,
    locales: [...locales],
    localeConfigs: Object.fromEntries(
      LOCALES.map((l) => [
        l.code,
        {label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: 'gregory', path: l.folder},
      ]),
    ),
  },

  customFields: {settings},

  presets: [
    [
      'classic',
      {
        docs: {
          path: content.docs,
          sidebarPath: './sidebars.ts',
          // Links between a translated page and one shown from another language (two folders).
          beforeDefaultRemarkPlugins: [
            [
              relinkAcrossFolders,
              {siteDir: __dirname, roots: contentRoots(__dirname, currentLocale, 'docs', content.docs)},
            ],
          ],
          // The theme's defaults, plus the project's decision records (docs/decisions), which are
          // not pages of the site.
          exclude: [
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
            'decisions/**',
          ],
          versions: {current: {label: '下一版'}},
        },
        blog: {
          path: content.blog,
          blogTitle: '博客',
          blogDescription: '产品更新、使用教程和读者故事',
          blogSidebarTitle: '全部文章',
          showReadingTime: true,
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          onInlineTags: 'throw',
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // A page shown from another locale's file is that page's duplicate: its canonical
          // address is the other locale's, so it stays out of this locale's sitemap.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
            const items = await defaultCreateSitemapItems(params);
            const pathOf = (url: string) => new URL(url, settings.siteUrl).pathname.replace(/\/?$/, '/');
            type Route = (typeof params.routes)[number];
            const flat = (routes: readonly Route[]): Route[] =>
              routes.flatMap((route) => [route, ...flat(route.routes ?? [])]);
            const sources = new Map(
              flat(params.routes).map((route) => [pathOf(route.path), route.metadata?.sourceFilePath]),
            );
            return items.filter((item) => isOwnVersion(sources.get(pathOf(item.url))));
          },
        },
        ...(settings.analytics.tagManagerId ? {googleTagManager: {containerId: settings.analytics.tagManagerId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/app-qr-codes/index.ts',
    './plugins/search-index/index.ts',
    './plugins/i18n-content/index.ts',
    './plugins/pair-blocks/index.ts',
    './plugins/page-speed/index.ts',
  ],
  clientModules: ['./src/clientModules/routeUpdate.ts'],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: fixedLight,
      respectPrefersColorScheme: !fixedLight,
    },
    ...(settings.announcement.enabled
      ? {
          announcementBar: {
            id: settings.announcement.id,
            // The visible text is translated in src/theme/AnnouncementBar/Content.
            content: settings.announcement.id,
            isCloseable: true,
          },
        }
      : {}),
    navbar: {
      title: settings.productName,
      hideOnScroll: true,
      logo: {alt: settings.productName, src: 'img/logo.svg', width: 32, height: 32},
      items: navbarItems(settings),
    },
    footer: {
      style: 'dark',
      links: footerLinks(settings),
      logo: {alt: settings.productName, src: 'img/logo.svg', width: 48, height: 48, href: '/'},
      copyright: `© 2025 ${settings.productName}`,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
