/**
 * Stand-in for `@theme/NavbarItem/DefaultNavbarItem`: the link with the theme's classes, in a list
 * item in the phone drawer.
 */
import type {ReactNode} from 'react';
import Link from './Link';

interface Props {
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
  readonly mobile?: boolean;
  readonly className?: string;
  readonly [attribute: `data-${string}`]: string;
}

export default function DefaultNavbarItem({label, mobile = false, className, ...props}: Props): ReactNode {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={['menu__link', className].filter(Boolean).join(' ')} {...props}>
          {label}
        </Link>
      </li>
    );
  }
  return (
    <Link className={['navbar__item', 'navbar__link', className].filter(Boolean).join(' ')} {...props}>
      {label}
    </Link>
  );
}
