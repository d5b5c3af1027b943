/**
 * Trick "stages": the browser bundle's entry. Docusaurus's client entry runs the whole main bundle's
 * modules in the task that evaluates the bundle: Preact, the router, the head manager, every
 * client module, the route table and the theme's shell, one of a first visit's longest tasks. This
 * entry runs the same modules in the same order, a group per task: each group is one the client
 * entry would run next, so a module still runs after everything it imports, and nothing runs
 * that the page would not have run. The client entry comes last, and finds the rest ready.
 */
import {nextTask} from './hydration';

/** Settles in a task of its own, after the turns already waiting. */
function nextStage() {
  return new Promise((resolve) => nextTask(resolve));
}

async function start() {
  // The client entry's own imports, in its order, up to its App.
  await import(/* webpackMode: "eager" */ 'react');
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextStage();
  await import(/* webpackMode: "eager" */ 'react-helmet-async');
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await import(/* webpackMode: "eager" */ '@generated/docusaurus.config');
  await import(/* webpackMode: "eager" */ '@docusaurus/ExecutionEnvironment');
  await nextStage();
  // The App's imports, in its order: the client modules, then the route table.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextStage();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextStage();
  await import(/* webpackMode: "eager" */ '@theme/Root');
  await import(/* webpackMode: "eager" */ '@theme/ThemeProvider');
  await import(/* webpackMode: "eager" */ '@theme/SiteMetadata');
  await nextStage();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
