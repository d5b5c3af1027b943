/**
 * The page template: Docusaurus's own, with one change. The bundles are fetched at once, as
 * before (`<link rel="preload">`), but run only after the browser has painted the page: the
 * server's markup is complete, so the reader sees it without waiting for the scripts to be
 * evaluated and the page hydrated on a slow phone. The loader at the end of the body adds the
 * preloaded bundles as ordered scripts after the next frame (or after 100 ms in a tab that draws
 * no frames). It is the same on every page, so the Content-Security-Policy allows it by one hash
 * (`npm run csp`). Without scripts the page works as served.
 */
const LOADER = [
  '(function(){',
  'var started=false;',
  'function run(){if(started)return;started=true;',
  'document.querySelectorAll(\'link[rel="preload"][data-bundle]\').forEach(function(link){',
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.body.appendChild(script);});}',
  'requestAnimationFrame(function(){setTimeout(run,0);});setTimeout(run,100);',
  '})();',
].join('');

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-bundle>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${LOADER}</script>
  </body>
</html>
`;
