/**
 * The navbar's "More" menu, which also takes in the entries the bar has no room for: the bar
 * hides its lowest-priority entries by `fitNavbar` (first in an inline script before the page is
 * painted, then here whenever the bar changes size), and this menu lists the hidden ones first,
 * in their order, above its own entries. A hidden menu such as "Tools" comes as a heading with
 * its entries under it. In the phone drawer every entry is listed anyway, so the menu keeps only
 * its own.
 */
import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {fitNavbar} from '@site/src/lib/navbarFit';
import {escapeHtml} from '@site/src/lib/search/text';

type Props = ComponentProps<typeof DropdownNavbarItem>;
/** A navbar entry as configured: the fields read here, and whatever else the theme's items take. */
interface Item {
  readonly type?: string;
  readonly label?: string;
  readonly position?: string;
  readonly className?: string;
  readonly items?: readonly Item[];
  readonly [field: string]: unknown;
}

/** The entries that stand before this menu on the left of the bar, as configured (and translated). */
function useLeftEntries(): Item[] {
  const items = useThemeConfig().navbar.items as readonly Item[];
  const left = items.filter((item) => (item.position ?? 'left') === 'left');
  const self = left.findIndex((item) => item.type === 'custom-overflowMenu');
  return self < 0 ? [] : left.slice(0, self);
}

/** Menu entries for the hidden bar entries: links as they are, a menu as its heading and its entries. */
function movedEntries(hidden: readonly Item[]): Item[] {
  const moved: Item[] = [];
  for (const entry of hidden) {
    if (entry.type === 'dropdown' && entry.items) {
      moved.push({
        type: 'html',
        value: `<span>${escapeHtml(entry.label ?? '')}</span>`,
        className: 'navbar-overflow__heading',
      });
      for (const child of entry.items)
        moved.push({...child, className: `${child.className ?? ''} navbar-overflow__child`.trim()});
    } else {
      moved.push({...entry, position: undefined});
    }
  }
  if (moved.length > 0) moved.push({type: 'html', value: '<hr>', className: 'navbar-overflow__divider'});
  return moved;
}

export default function NavbarOverflowMenu({mobile = false, items, ...props}: Props): ReactNode {
  const entries = useLeftEntries();
  const [hidden, setHidden] = useState(0);

  useEffect(() => {
    if (mobile) return undefined;
    const refit = () => setHidden(fitNavbar(document));
    refit();
    const observer = new ResizeObserver(refit);
    document
      .querySelectorAll('.theme-layout-navbar-left, .theme-layout-navbar-right')
      .forEach((part) => observer.observe(part));
    return () => observer.disconnect();
  }, [mobile]);

  const moved = mobile || hidden === 0 ? [] : movedEntries(entries.slice(entries.length - hidden));
  return <DropdownNavbarItem {...props} mobile={mobile} items={[...moved, ...items] as Props['items']} />;
}
