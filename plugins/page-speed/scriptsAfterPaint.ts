/**
 * Trick "paint": the bundles are fetched at once, as before (`<link rel="preload">`), but run only
 * after the browser has painted the page. The server's markup is complete, so the reader sees it
 * without waiting for the scripts to be evaluated and the page hydrated on a slow phone. The
 * loader at the end of the body adds the preloaded bundles as ordered scripts after the next frame
 * (or after 100 ms in a tab that draws no frames). It is the same on every page, so the
 * Content-Security-Policy allows it by its hash (`npm run csp`). With the trick off, the page
 * template gets Docusaurus's own deferred script tags.
 */
import {speedTrickOn} from '.';

const LOADER = [
  '(function(){',
  'var started=false;',
  'function run(){if(started)return;started=true;',
  'document.querySelectorAll(\'link[rel="preload"][data-bundle]\').forEach(function(link){',
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.body.appendChild(script);});}',
  'requestAnimationFrame(function(){setTimeout(run,0);});setTimeout(run,100);',
  '})();',
].join('');

const on = speedTrickOn('paint');

/** The bundles, in the page template's head. */
export const BUNDLES_IN_HEAD = on
  ? `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-bundle>
    <% }); %>`
  : `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** What starts the bundles, last in the page template's body. */
export const BUNDLE_LOADER = on ? `<script>${LOADER}</script>` : '';
