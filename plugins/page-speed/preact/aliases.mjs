/**
 * Where the browser bundle finds React (trick "preact"): Preact's compatibility layer and the
 * shims beside this file. Plain JavaScript, so that the plugin and the component tests' Vitest
 * configuration (which runs what visitors run) read the same table.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {Readonly<Record<string, string>>} */
export const PREACT_ALIASES = {
  react: path.join(here, 'react.js'),
  'react-dom': path.join(here, 'react.js'),
  'react-dom/client': path.join(here, 'react-dom-client.js'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
