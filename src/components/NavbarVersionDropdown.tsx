/**
 * The docs version menu. With one version Docusaurus renders its version dropdown as a plain link;
 * adding the changelog after the version keeps it a menu that names the current version (the
 * locale's word for "Next") and leads to the release history. The label is translated here at
 * render time because the theme does not translate `dropdownItemsAfter` labels.
 */
import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';

type Props = ComponentProps<typeof DocsVersionDropdownNavbarItem>;

export default function NavbarVersionDropdown(props: Props): ReactNode {
  const changelog = {
    to: '/docs/CHANGELOG/',
    label: translate({
      id: 'layout.navbar.versions.changelog',
      message: '更新日志',
      description: 'Changelog entry in the docs version menu',
    }),
  };
  return (
    <DocsVersionDropdownNavbarItem {...props} dropdownItemsAfter={[...(props.dropdownItemsAfter ?? []), changelog]} />
  );
}
