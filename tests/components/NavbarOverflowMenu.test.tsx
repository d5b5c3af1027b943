/**
 * The navbar's "More" menu, which takes in the entries the bar has no room for. The DOM here has
 * no layout, so the bar is given one: each entry is 100 px wide, the menu 80 px, and an entry
 * `fitNavbar` marks hidden takes no room (src/css/custom.css hides it). A resize is announced
 * through the ResizeObserver the menu watches the bar with.
 */
import type {ReactNode} from 'react';
import {waitFor} from '@testing-library/dom';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {DEFAULT_SETTINGS} from '@interlinear/shared/settings';
import NavbarOverflowMenu from '@site/src/components/NavbarOverflowMenu';
import {navbarItems} from '@site/src/site/navigation';
import {setSite} from './doubles/useDocusaurusContext';
import {renderAt} from './page';

interface Entry {
  readonly type?: string;
  readonly label?: string;
  readonly to?: string;
  readonly href?: string;
  readonly position?: string;
  readonly items?: readonly Entry[];
}

const ITEMS = navbarItems(DEFAULT_SETTINGS) as Entry[];
const LEFT = ITEMS.filter((item) => item.position === 'left');
const MENU = LEFT.at(-1)!;
const ENTRY_WIDTH = 100;
const MENU_WIDTH = 80;

let barWidth = 1000;
const observers: (() => void)[] = [];

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(): void {
    observers.push(this.callback);
  }
  disconnect(): void {
    observers.splice(observers.indexOf(this.callback), 1);
  }
}

/** The bar's box and each entry's, measured as a browser would lay them out now. */
function layOut(bar: HTMLElement): void {
  const rect = (left: number, width: number) =>
    ({left, right: left + width, top: 0, bottom: 40, width, height: 40, x: left, y: 0, toJSON: () => ({})}) as DOMRect;
  bar.getBoundingClientRect = () => rect(0, barWidth);
  const entries = Array.from(bar.children).filter((child) => child.classList.contains('navbar__item')) as HTMLElement[];
  entries.forEach((entry, index) => {
    const width = index === entries.length - 1 ? MENU_WIDTH : ENTRY_WIDTH;
    entry.getBoundingClientRect = () => {
      const before = entries.slice(0, index).filter((e) => !e.hasAttribute('data-navbar-overflow')).length;
      return rect(before * ENTRY_WIDTH, width);
    };
    entry.getClientRects = () => [entry.getBoundingClientRect()] as unknown as DOMRectList;
  });
}

/** The desktop bar as the theme renders it from the configured entries, ending in the menu. */
function Bar(): ReactNode {
  return (
    <nav className="navbar">
      <div
        className="theme-layout-navbar-left navbar__items"
        ref={(bar) => {
          if (bar) layOut(bar);
        }}>
        {LEFT.slice(0, -1).map((item) =>
          item.type === 'dropdown' ? (
            <div key={item.label} className="navbar__item dropdown">
              <a className="navbar__link">{item.label}</a>
            </div>
          ) : (
            <a key={item.label} className="navbar__item navbar__link" href={item.to ?? item.href}>
              {item.label}
            </a>
          ),
        )}
        <NavbarOverflowMenu label={MENU.label} items={MENU.items as never} />
      </div>
      <div className="theme-layout-navbar-right navbar__items navbar__items--right" />
    </nav>
  );
}

/** The menu's entries as read: a link's label, a heading's text in brackets, a divider as "---". */
function menuEntries(page: HTMLElement): string[] {
  const menu = Array.from(page.querySelectorAll('.dropdown')).at(-1)!;
  return Array.from(menu.querySelectorAll('li')).map((li) =>
    li.querySelector('hr')
      ? '---'
      : li.classList.contains('navbar-overflow__heading')
        ? `[${li.textContent}]`
        : li.textContent!,
  );
}

const OWN = MENU.items!.map((item) => item.label!);
const TOOLS = LEFT.find((item) => item.type === 'dropdown')!;

function resize(width: number): void {
  barWidth = width;
  for (const callback of [...observers]) callback();
}

beforeEach(() => {
  barWidth = 1000;
  observers.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  setSite({navbarItems: ITEMS as Record<string, unknown>[]});
});

describe('NavbarOverflowMenu', () => {
  it('lists only its own entries while the bar has room for all', async () => {
    const {page} = renderAt('/', <Bar />);
    await waitFor(() =>
      expect(page.querySelector('[data-navbar-hidden]')?.getAttribute('data-navbar-hidden')).toBe('0'),
    );
    expect(menuEntries(page)).toEqual(OWN);
  });

  it('takes in the entries the bar hides, first and in their order, a menu as its heading and entries', async () => {
    // Six entries and the menu: 600 + 80 px. At 500 px the last two must go.
    barWidth = 500;
    const {page} = renderAt('/', <Bar />);
    await waitFor(() => expect(menuEntries(page)[0]).toBe('文档翻译'));
    expect(menuEntries(page)).toEqual([
      '文档翻译',
      `[${TOOLS.label}]`,
      ...TOOLS.items!.map((item) => item.label),
      '---',
      ...OWN,
    ]);
    const hidden = Array.from(page.querySelectorAll('[data-navbar-overflow]')).map((entry) => entry.textContent);
    expect(hidden).toEqual(['文档翻译', TOOLS.label]);
    const moved = Array.from(page.querySelectorAll('.navbar-overflow__child a')).map((a) => a.getAttribute('href'));
    expect(moved).toEqual(TOOLS.items!.map((item) => item.href));
  });

  it('follows the bar as it is resized', async () => {
    const {page} = renderAt('/', <Bar />);
    await waitFor(() => expect(page.querySelector('[data-navbar-hidden="0"]')).not.toBeNull());
    resize(420);
    await waitFor(() => expect(menuEntries(page).slice(0, 2)).toEqual(['学习中心', '文档翻译']));
    resize(1000);
    await waitFor(() => expect(menuEntries(page)).toEqual(OWN));
  });

  it('keeps only its own entries in the phone drawer, which lists every entry anyway', async () => {
    barWidth = 300;
    const {page} = renderAt(
      '/',
      <>
        <Bar />
        <ul className="menu__list">
          <NavbarOverflowMenu mobile label={MENU.label} items={MENU.items as never} />
        </ul>
      </>,
    );
    // The desktop bar has overflowed; the drawer's menu is not affected.
    await waitFor(() => expect(page.querySelectorAll('[data-navbar-overflow]').length).toBeGreaterThan(0));
    const drawer = page.querySelector('.menu__list')!;
    expect(Array.from(drawer.querySelectorAll('li')).map((li) => li.textContent)).toEqual(OWN);
  });
});
