/**
 * Wraps the theme's registry of navbar item types to add the site's own items (the Premium tag,
 * the profile link, the time-boxed promotion and the "More" menu that takes in what the bar has
 * no room for) and to keep the docs version entry a menu (see
 * NavbarVersionDropdown), without ejecting the Navbar. On a not-found page the language menu leads to
 * each locale's home (see NotFoundAddresses).
 */
import React from 'react';
import type {Props as LocaleDropdownProps} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NavbarPremiumTag from '@site/src/components/NavbarPremiumTag';
import NavbarProfileLink from '@site/src/components/NavbarProfileLink';
import NavbarEdgeActivity from '@site/src/components/NavbarEdgeActivity';
import NavbarOverflowMenu from '@site/src/components/NavbarOverflowMenu';
import NavbarVersionDropdown from '@site/src/components/NavbarVersionDropdown';
import NotFoundAddresses from '@site/src/components/NotFoundAddresses';

const LocaleDropdown = ComponentTypes.localeDropdown;

function LocaleDropdownNavbarItem(props: LocaleDropdownProps) {
  return (
    <NotFoundAddresses>
      <LocaleDropdown {...props} />
    </NotFoundAddresses>
  );
}

export default {
  ...ComponentTypes,
  localeDropdown: LocaleDropdownNavbarItem,
  docsVersionDropdown: NavbarVersionDropdown,
  'custom-premiumTag': NavbarPremiumTag,
  'custom-profileLink': NavbarProfileLink,
  'custom-edgeActivity': NavbarEdgeActivity,
  'custom-overflowMenu': NavbarOverflowMenu,
};
