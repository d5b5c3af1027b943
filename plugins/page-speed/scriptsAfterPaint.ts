/**
 * Trick "paint": the bundles are neither fetched nor run before the browser has painted the page.
 * The server's markup is complete, so the reader sees it without waiting for scripts on a slow
 * phone, and the scripts' download does not compete with the page's HTML and stylesheet for a
 * slow connection. The head names the bundles in inert elements (`<script type="text/x-bundle">`,
 * which browsers neither fetch nor run); the loader at the end of the body adds them as ordered
 * scripts once the browser reports the page's first contentful paint (after three seconds at the
 * latest, for a tab that paints nothing, and at once where paint timing is unknown). The next frame
 * was not enough: a large page's first paint can come later than it. The loader is the same on
 * every page, so the Content-Security-Policy allows it by its hash (`npm run csp`). With the trick
 * off, the page template gets Docusaurus's own deferred script tags.
 */
import {speedTrickOn} from '.';

const LOADER = [
  '(function(){',
  'var started=false;',
  'function run(){if(started)return;started=true;',
  'document.querySelectorAll("script[data-bundle]").forEach(function(named){',
  'var script=document.createElement("script");script.src=named.getAttribute("data-bundle");script.async=false;document.body.appendChild(script);});}',
  'function soon(){setTimeout(run,0);}',
  'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)soon();})',
  '.observe({type:"paint",buffered:true});}catch(e){soon();}',
  'setTimeout(run,3000);',
  '})();',
].join('');

const on = speedTrickOn('paint');

/** The bundles, in the page template's head. */
export const BUNDLES_IN_HEAD = on
  ? `<% it.scripts.forEach((script) => { %>
      <script type="text/x-bundle" data-bundle="<%= it.baseUrl %><%= script %>"></script>
    <% }); %>`
  : `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** What starts the bundles, last in the page template's body. */
export const BUNDLE_LOADER = on ? `<script>${LOADER}</script>` : '';
