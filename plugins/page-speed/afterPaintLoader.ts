/**
 * The loader of trick "paint" (see ./scriptsAfterPaint.ts): it adds the bundles the head names, as
 * ordered scripts, once the browser reports the first contentful paint (after three seconds at the
 * latest, and at once where paint timing is unknown) and the markup has been parsed. The head names
 * it as an async module, which may run, and a long page may paint, while the markup still streams
 * in, and the bundles must not hydrate half a page. It looks again every 50 ms until the parser is
 * done rather than listening for the end of parsing, so that none of its code runs in the parser's
 * last task, which also lays the page out (see ./scriptsAfterPaint.ts). A file of its own under
 * each locale's build, named by its content's hash so that it is cached for a year; kept apart
 * from ./scriptsAfterPaint.ts so that the plugin (./index.ts), which writes the file, imports
 * nothing that imports it back.
 */
import {createHash} from 'node:crypto';

export const LOADER_SCRIPT = [
  '(function(){',
  'var started=false;',
  'function run(){if(started)return;',
  'if(document.readyState==="loading"){setTimeout(run,50);return;}',
  'started=true;',
  'document.querySelectorAll("script[data-bundle]").forEach(function(named){',
  'var script=document.createElement("script");script.src=named.getAttribute("data-bundle");script.async=false;document.body.appendChild(script);});}',
  'function soon(){setTimeout(run,0);}',
  'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)soon();})',
  '.observe({type:"paint",buffered:true});}catch(e){soon();}',
  'setTimeout(run,3000);',
  '})();',
].join('');

/** Where the loader is written in a locale's build, and named by the page template. */
export const LOADER_FILE = `assets/boot/after-paint.${createHash('sha256').update(LOADER_SCRIPT).digest('hex').slice(0, 8)}.js`;
