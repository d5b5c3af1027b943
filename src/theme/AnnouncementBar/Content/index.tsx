/**
 * Replaces the announcement's content: the theme renders one HTML string for every locale, while
 * the site's announcement is translated like every other string and links inside the site.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import {useSettings} from '@site/src/components/useSettings';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  const settings = useSettings();
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="layout.announcement.text"
        description="The announcement bar at the top of every page; {link} is the link to the pricing page"
        values={{
          link: (
            <Link to={settings.announcement.href}>
              <Translate id="layout.announcement.link" description="Link text inside the announcement bar">
                看看 Pro 会员
              </Translate>
            </Link>
          ),
        }}>
        {'PDF Pro 现已支持公式、表格识别和三栏对照。{link}'}
      </Translate>
    </div>
  );
}
