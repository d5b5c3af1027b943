import AxeBuilder from '@axe-core/playwright';
import {test, expect, type Page} from '@playwright/test';
import {at, hydrated, openSearch} from './support';

// Accessibility of every page template, in light and dark, in the default locale, the spec's Hindi
// build, English and right-to-left Arabic: no serious or critical axe violation.

const LOCALES = ['zh', 'hi', 'en', 'ar'] as const;
const THEMES = ['light', 'dark'] as const;

const TEMPLATES: readonly {name: string; path: string; prepare?: (page: Page) => Promise<void>}[] = [
  {name: 'home', path: '/'},
  {name: 'marketing page', path: '/download/'},
  {name: 'pricing', path: '/pricing/'},
  {name: 'doc page', path: '/docs/usage/'},
  {name: 'translation status', path: '/translation-status/'},
  {
    name: 'search modal',
    path: '/docs/usage/',
    prepare: async (page) => {
      await openSearch(page);
      await page.keyboard.type('PDF');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    },
  },
  {name: 'not found', path: '/no-such-page/'},
  {
    name: 'registration form showing its problems',
    path: '/register/',
    prepare: async (page) => {
      await page.getByTestId('auth-submit').click();
      await expect(page.getByTestId('email-input')).toHaveAttribute('aria-invalid', 'true');
    },
  },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const locale of LOCALES) {
  for (const theme of THEMES) {
    test(`no serious accessibility violations on any template (${locale}, ${theme})`, async ({page}) => {
      test.slow();
      const found: string[] = [];
      for (const template of TEMPLATES) {
        await page.goto(`${at(locale, template.path)}?docusaurus-theme=${theme}`);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await template.prepare?.(page);
        found.push(...(await seriousViolations(page)).map((v) => `${template.name}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  }
}
