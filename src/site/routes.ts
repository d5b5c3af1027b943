/**
 * Every page route of the specification, without locale prefix. Tests walk these in each locale;
 * a unit test checks that each has its page file. The docs' routes come from the docs themselves
 * (scripts/lib/docIds.ts).
 */
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
export const ACCOUNT_ROUTES = [
  '/login/',
  '/register/',
  '/profile/',
  '/checkout/success/',
  '/checkout/cancelled/',
  '/checkout/test/',
  '/account/verify/',
  '/account/forgot/',
  '/account/reset/',
  '/account/password/',
  '/account/email/',
  '/account/export/',
  '/account/delete/',
] as const;

/** The address of a doc id: "services/index" -> "/docs/services/", "index" -> "/docs/". */
export function docPath(id: string): string {
  const slug = id === 'index' ? '' : id.replace(/(^|\/)index$/, '');
  return `/docs/${slug ? `${slug}/` : ''}`;
}
