/**
 * The loader of trick "paint" (see ./scriptsAfterPaint.ts): it adds the bundles the head names, as
 * ordered scripts, once the browser reports the first contentful paint (after three seconds at the
 * latest, and at once where paint timing is unknown). A file of its own under each locale's build,
 * named by its content's hash so that it is cached for a year; kept apart from ./scriptsAfterPaint.ts
 * so that the plugin (./index.ts), which writes the file, imports nothing that imports it back.
 */
import {createHash} from 'node:crypto';

export const LOADER_SCRIPT = [
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

/** Where the loader is written in a locale's build, and named by the page template. */
export const LOADER_FILE = `assets/boot/after-paint.${createHash('sha256').update(LOADER_SCRIPT).digest('hex').slice(0, 8)}.js`;
