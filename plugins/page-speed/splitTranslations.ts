/**
 * Trick "translations": keeps the marketing pages' strings out of the bundle that every page loads. Docusaurus puts all
 * of a locale's code translations into one module of the main bundle; here that module is
 * replaced by the same translations without the `marketing.*` ones. Those become one small module
 * per group (`@generated/page-speed/default/<group>.js`) that adds its strings to the
 * translations when evaluated; every module that uses a group imports it (a unit test checks), so
 * a page loads only the strings it shows.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {splitMessages} from './translationSplit';
import {prependExactAlias} from '../alias';

type Hooks = Required<Pick<Plugin, 'contentLoaded' | 'configureWebpack'>>;

export function splitTranslations(context: LoadContext): Hooks {
  const {i18n, siteDir, generatedFilesDir} = context;
  return {
    async contentLoaded({actions}) {
      // Every group the default locale has gets a module, even where this locale lacks it.
      const defaultFolder = i18n.localeConfigs[i18n.defaultLocale]?.path ?? i18n.defaultLocale;
      const source = JSON.parse(readFileSync(path.join(siteDir, 'i18n', defaultFolder, 'code.json'), 'utf8')) as Record<
        string,
        {message: string}
      >;
      const known = Object.keys(
        splitMessages(Object.fromEntries(Object.entries(source).map(([id, {message}]) => [id, message]))).groups,
      );
      const {groups} = splitMessages(context.codeTranslations);
      for (const group of known) {
        const code = `import codeTranslations from '@generated/codeTranslations';\nObject.assign(codeTranslations, ${JSON.stringify(groups[group] ?? {})});\n`;
        await actions.createData(`${group}.js`, code);
      }
    },
    configureWebpack(config) {
      // Docusaurus has written this locale's translations by now: theme defaults and the site's.
      const all = JSON.parse(readFileSync(path.join(generatedFilesDir, 'codeTranslations.json'), 'utf8')) as Record<
        string,
        string
      >;
      const dir = path.join(generatedFilesDir, 'page-speed', 'split-translations', i18n.currentLocale);
      mkdirSync(dir, {recursive: true});
      const shell = path.join(dir, 'shell.json');
      writeFileSync(shell, JSON.stringify(splitMessages(all).shell));
      prependExactAlias(config, '@generated/codeTranslations', shell);
      return {};
    },
  };
}
