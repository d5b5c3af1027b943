/**
 * Every route of the specification, without locale prefix. Tests walk these in each locale; a
 * unit test checks that each has its page or doc file.
 */
import {SERVICE_IDS} from './services';

export const MARKETING_ROUTES = [
  '/',
  '/home/',
  '/android/',
  '/ao3/',
  '/bill/',
  '/deals/manga/',
  '/download/',
  '/exchange/',
  '/f-pdf-translate/',
  '/f-share-bilingual-content/',
  '/f-video-subtitle-translate/',
  '/image/',
  '/learn/',
  '/manga/',
  '/manual-chrome-extension/',
  '/manual-chrome-extension/zip/',
  '/mobile/',
  '/pricing/',
  '/search/',
  '/topup/',
  '/usage-scenarios/',
  '/welcome/',
] as const;

/** The account pages, which the specification leaves to the site: served by the same build, used with the API server. */
export const ACCOUNT_ROUTES = ['/login/', '/register/', '/profile/'] as const;

/** Doc ids kept out of the sidebar: reachable by link only. */
export const UNLISTED_DOC_IDS = [
  'apikey',
  'dependences',
  'donate',
  'EULA',
  'joinUs',
  'PRIVACY',
  'share',
  'TERMS',
  'thanks',
] as const;

export const DOC_IDS = [
  'index',
  'advanced',
  'apikey',
  'browserExtensionIntegration',
  'CHANGELOG',
  'communities',
  'dependences',
  'donate',
  'EULA',
  'faq',
  'features/epub',
  'features/hover',
  'features/image',
  'features/manga',
  'features/pdf',
  'features/subtitles',
  'features/video-subtitles',
  'features/webpage',
  'friends',
  'input',
  'installation',
  'joinUs',
  'js-sdk',
  'pdf-helper',
  'PRIVACY',
  'prompts',
  'recommend',
  'review',
  'services/index',
  'share',
  'sites',
  'TERMS',
  'thanks',
  'usage',
  'usecase',
  'videoSiteSupport',
  ...SERVICE_IDS.map((id) => `services/${id}`),
] as const;

/** The address of a doc id: "services/index" -> "/docs/services/", "index" -> "/docs/". */
export function docPath(id: string): string {
  const slug = id === 'index' ? '' : id.replace(/(^|\/)index$/, '');
  return `/docs/${slug ? `${slug}/` : ''}`;
}
