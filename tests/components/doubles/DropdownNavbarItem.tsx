/**
 * Stand-in for `@theme/NavbarItem/DropdownNavbarItem`: the menu's label and its entries in order,
 * a link for a link entry and the markup of an `html` entry, each with its class.
 */
import type {ReactNode} from 'react';
import Link from './Link';

interface Entry {
  readonly type?: string;
  readonly label?: string;
  readonly to?: string;
  readonly href?: string;
  readonly value?: string;
  readonly className?: string;
}

interface Props {
  readonly label?: string;
  readonly items: readonly Entry[];
  readonly mobile?: boolean;
}

export default function DropdownNavbarItem({label, items, mobile = false}: Props): ReactNode {
  return (
    <div className={mobile ? 'menu__list-item' : 'navbar__item dropdown'}>
      <a role="button" className={mobile ? 'menu__link' : 'navbar__link'}>
        {label}
      </a>
      <ul className={mobile ? 'menu__list' : 'dropdown__menu'}>
        {items.map((item, i) =>
          item.type === 'html' ? (
            <li key={i} className={item.className} dangerouslySetInnerHTML={{__html: item.value ?? ''}} />
          ) : (
            <li key={i} className={item.className}>
              <Link to={item.to} href={item.href}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
