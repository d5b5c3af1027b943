import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useAudience} from '@site/src/components/useAudience';
import styles from './styles.module.css';

interface Props {
  readonly mobile?: boolean;
  /** Where it stands: the navbar or the footer. */
  readonly placement?: 'navbar' | 'footer';
}

/** The Premium tag: hidden by default, shown once the audience rules allow it. */
export default function PremiumTag({mobile = false, placement = 'navbar'}: Props): ReactNode {
  const audience = useAudience();
  if (!audience?.showPremiumTag) return null;
  const link = (
    <Link
      to="/pricing/"
      data-testid={`premium-tag-${placement}`}
      className={clsx(styles.tag, mobile ? 'menu__link' : placement === 'navbar' && 'navbar__item')}>
      <span className={styles.pill}>
        {translate({
          id: 'layout.premiumTag.label',
          message: 'Premium',
          description:
            'The tag in the navbar and footer that leads visitors who are not Pro members to the pricing page',
        })}
      </span>
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
