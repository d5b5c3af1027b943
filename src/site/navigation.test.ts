import {describe, expect, it} from 'vitest';
import {footerLinks, navbarItems} from './navigation';
import {DEFAULT_SETTINGS, type Settings} from '@interlinear/shared/settings';

type Item = {label?: string; to?: string; href?: string; className?: string; items?: Item[]; type?: string};

function more(settings: Settings): Item[] {
  const items = navbarItems(settings) as Item[];
  return items.find((i) => i.type === 'custom-overflowMenu' && i.label === '更多')!.items!;
}

describe('navbarItems', () => {
  it('ends the left side with the menu that takes in what the bar has no room for', () => {
    const left = (navbarItems(DEFAULT_SETTINGS) as (Item & {position?: string})[]).filter((i) => i.position === 'left');
    expect(left.at(-1)?.type).toBe('custom-overflowMenu');
    expect(left.filter((i) => i.type === 'custom-overflowMenu')).toHaveLength(1);
  });

  it('hides the blog, Edge promotion and usage scenarios behind reveal classes by default', () => {
    const gated = more(DEFAULT_SETTINGS).filter((i) => i.className?.startsWith('reveal-'));
    expect(gated.map((i) => i.to ?? i.href)).toEqual([
      '/usage-scenarios/',
      '/blog/',
      DEFAULT_SETTINGS.links.edgePromotion,
    ]);
  });

  it('shows for everyone what the settings reveal', () => {
    const settings = {...DEFAULT_SETTINGS, features: {...DEFAULT_SETTINGS.features, reveal: ['blog' as const]}};
    const blog = more(settings).find((i) => i.to === '/blog/')!;
    expect(blog.className).toBeUndefined();
    expect(more(settings).find((i) => i.to === '/usage-scenarios/')!.className).toBe('reveal-usageScenarios');
  });

  it('takes every external address from the settings', () => {
    const settings = {...DEFAULT_SETTINGS, tools: {...DEFAULT_SETTINGS.tools, pdf: 'https://tools.example/pdf'}};
    const tools = (navbarItems(settings) as Item[]).find((i) => i.label === '工具')!.items!;
    expect(tools).toHaveLength(7);
    expect(tools.map((t) => t.href)).toContain('https://tools.example/pdf');
    const footerHrefs = footerLinks(DEFAULT_SETTINGS).flatMap((c) => c.items.map((i) => ('href' in i ? i.href : i.to)));
    expect(footerHrefs).toEqual(
      expect.arrayContaining([
        '/docs/usage/',
        '/docs/faq/',
        '/docs/services/',
        '/docs/TERMS/',
        '/docs/PRIVACY/',
        DEFAULT_SETTINGS.links.releases,
      ]),
    );
  });
});
