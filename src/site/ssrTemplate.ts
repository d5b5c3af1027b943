/**
 * The page template: Docusaurus's own, with three changes. Safari-like browsers are marked in the
 * head so that prices stay hidden there (see SAFARI_MARK). The navbar is fitted to its bar by a small
 * inline script as soon as the markup is parsed (see NAVBAR_FIT). And the bundles run only after
 * the first paint, started by a small module the head names (see
 * plugins/page-speed/scriptsAfterPaint.ts). The inline scripts are the same on every page, so the
 * Content-Security-Policy allows them by their hashes (`npm run csp`). Without scripts the page
 * works as served.
 */
import {fitNavbar} from '../lib/navbarFit';
import {SAFARI_LIKE_ATTRIBUTE, isSafariLike} from '../lib/audience';
import {BUNDLE_LOADER, BUNDLES_IN_HEAD} from '../../plugins/page-speed/scriptsAfterPaint';

/**
 * Fits the navbar to its bar (see src/lib/navbarFit.ts) as soon as the markup is parsed, before
 * the first paint, so no entry is drawn over another even for a moment. Same on every page.
 */
// Guarded: the page's minifier may join it with a neighbouring inline script, which must still run.
const NAVBAR_FIT = `try{(${fitNavbar.toString()})(document)}catch(e){}`;

/**
 * Marks `<html>` in Safari-like browsers before anything is drawn, so that prices (`data-price`)
 * never appear there, not even before the page's scripts run (see src/lib/audience.ts).
 */
const SAFARI_MARK = `if((${isSafariLike.toString()})(navigator.userAgent))document.documentElement.setAttribute(${JSON.stringify(SAFARI_LIKE_ATTRIBUTE)},"");`;

// A transpiler's helper (a name-keeping wrapper, a module reference) would not exist in the page.
for (const inline of [NAVBAR_FIT, SAFARI_MARK]) {
  if (/__name|require\(|import\(|exports/.test(inline))
    throw new Error(`An inlined function must stay self-contained: ${inline}`);
}

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <script>${SAFARI_MARK}</script>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    ${BUNDLE_LOADER}
    ${BUNDLES_IN_HEAD}
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${NAVBAR_FIT}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
