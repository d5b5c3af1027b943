/**
 * Wraps the theme's registry of navbar item types to add the site's own items (the Premium tag,
 * the profile link, the time-boxed promotion and the "More" menu that takes in what the bar has
 * no room for) and to keep the docs version entry a menu (see
 * NavbarVersionDropdown), without ejecting the Navbar. On a not-found page the language menu leads to
 * each locale's home (see NotFoundAddresses).
 *
 * Each entry of the bar also hydrates in a task of its own (see DeferredHydration): the bar holds
 * some forty links (five entries, two menus, fifteen languages, the versions), and hydrating it at
 * once was one of a first visit's longest tasks on a phone. Below the desktop width the bar shows
 * only the search button (the other entries live in the drawer, which is built when opened), so a
 * phone hydrates the hidden entries when it is idle rather than in the page's start-up.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import type {Props as LocaleDropdownProps} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NavbarPremiumTag from '@site/src/components/NavbarPremiumTag';
import NavbarProfileLink from '@site/src/components/NavbarProfileLink';
import NavbarEdgeActivity from '@site/src/components/NavbarEdgeActivity';
import NavbarOverflowMenu from '@site/src/components/NavbarOverflowMenu';
import NavbarVersionDropdown from '@site/src/components/NavbarVersionDropdown';
import NotFoundAddresses from '@site/src/components/NotFoundAddresses';
import DeferredHydration, {oneElement} from '@site/plugins/page-speed/client/DeferredHydration';

const LocaleDropdown = ComponentTypes.localeDropdown;

function LocaleDropdownNavbarItem(props: LocaleDropdownProps) {
  return (
    <NotFoundAddresses>
      <LocaleDropdown {...props} />
    </NotFoundAddresses>
  );
}

interface EntryProps {
  readonly mobile?: boolean;
  readonly isDropdownItem?: boolean;
}

/**
 * The types whose entry on the bar is always exactly one element (a link, a menu, the search box),
 * as a held-back part must be; the site's own tag, profile link and promotion may render nothing
 * and hydrate with the bar.
 */
const ONE_ELEMENT_ON_THE_BAR = new Set([
  'default',
  'dropdown',
  'localeDropdown',
  'docsVersionDropdown',
  'custom-overflowMenu',
  'search',
]);

/** Whether the bar's entries are shown: Infima's desktop width, asked without laying out the page. */
function onDesktopBar(): boolean {
  return window.matchMedia('(min-width: 997px)').matches;
}

/** An entry type whose entries on the bar hydrate in a task of their own; a menu's entries and the phone drawer's hydrate with their parent. */
function heldBack<P extends EntryProps>(type: string, Entry: ComponentType<P>): ComponentType<P> {
  if (!ONE_ELEMENT_ON_THE_BAR.has(type)) return Entry;
  function HeldBackEntry(props: P): ReactNode {
    if (props.mobile || props.isDropdownItem) return <Entry {...props} />;
    return (
      <DeferredHydration single={oneElement} shown={type === 'search' ? undefined : onDesktopBar}>
        <Entry {...props} />
      </DeferredHydration>
    );
  }
  HeldBackEntry.displayName = `HeldBack(${type})`;
  return HeldBackEntry;
}

const types: Record<string, ComponentType<EntryProps>> = {
  ...ComponentTypes,
  localeDropdown: LocaleDropdownNavbarItem,
  docsVersionDropdown: NavbarVersionDropdown,
  'custom-premiumTag': NavbarPremiumTag,
  'custom-profileLink': NavbarProfileLink,
  'custom-edgeActivity': NavbarEdgeActivity,
  'custom-overflowMenu': NavbarOverflowMenu,
};

export default Object.fromEntries(
  Object.entries(types).map(([type, Entry]) => [type, heldBack(type, Entry)]),
) as typeof types;
