/**
 * Trick "paint": the bundles are neither fetched nor run before the browser has painted the page.
 * The server's markup is complete, so the reader sees it without waiting for scripts on a slow
 * phone, and the scripts' download does not compete with the page's HTML and stylesheet for a
 * slow connection. The head names the bundles in inert elements (`<script type="text/x-bundle">`,
 * which browsers neither fetch nor run); the loader adds them as ordered scripts once the browser
 * reports the page's first contentful paint (after three seconds at the latest, for a tab that
 * paints nothing, and at once where paint timing is unknown). The next frame was not enough: a
 * large page's first paint can come later than it. With the trick off, the page template gets
 * Docusaurus's own deferred script tags.
 *
 * The loader is a file of its own, the same for every page and cached for a year, named in the
 * head as an async module: the browser asks for it with the stylesheet, at high priority, and runs
 * it in a task of its own as soon as it arrives, without holding the paint. Inline, at the end of
 * the body, it had left the head with no script to ask for, and Lighthouse's simulation then drew
 * the first paint without the navigation's own work (decision record 0003, seventh step). As a
 * deferred module it ran in the parser's last task, the one that lays the page out for its first
 * paint, and the simulation made that task wait for the loader's download: the first layout
 * (30–40 ms at full speed on a doc page) then landed on the first paint or after it and counted as
 * blocking time (eighth step). The loader is ./afterPaintLoader.ts; the postBuild of ./index.ts
 * writes it into each locale's build.
 */
import {speedTrickOn} from '.';
import {LOADER_FILE} from './afterPaintLoader';

const on = speedTrickOn('paint');

/** The bundles, in the page template's head. */
export const BUNDLES_IN_HEAD = on
  ? `<% it.scripts.forEach((script) => { %>
      <script type="text/x-bundle" data-bundle="<%= it.baseUrl %><%= script %>"></script>
    <% }); %>`
  : `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** What starts the bundles: the loader, named in the page template's head after the stylesheets. */
export const BUNDLE_LOADER = on ? `<script type="module" async src="<%= it.baseUrl %>${LOADER_FILE}"></script>` : '';
