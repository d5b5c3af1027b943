import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {CHINESE_LOCALES} from '@interlinear/shared/locales';
import {showEdgeActivity} from '@site/src/lib/promotions';
import {useSettings} from '@site/src/components/useSettings';
import styles from './styles.module.css';

/** The time-boxed Edge promotion (`navbar-edge-activity`); see `showEdgeActivity` for the rule. */
export default function NavbarEdgeActivity({mobile = false}: {readonly mobile?: boolean}): ReactNode {
  const {search} = useLocation();
  const {i18n} = useDocusaurusContext();
  const settings = useSettings();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(
      showEdgeActivity({
        locale: i18n.currentLocale,
        chineseLocales: CHINESE_LOCALES,
        window: settings.promotions.edgeActivity,
        now: new Date(),
        search,
      }),
    );
  }, [search, i18n.currentLocale, settings.promotions.edgeActivity]);

  if (!visible || mobile) return null;
  return (
    <a
      id="navbar-edge-activity"
      className={clsx('navbar__item', 'navbar__link', styles.activity)}
      href={settings.links.edgePromotion}
      target="_blank"
      rel="noopener noreferrer">
      {translate({
        id: 'layout.edgeActivity.label',
        message: 'Edge 用户专享福利',
        description: 'Short navbar call-out for the limited-time promotion for Microsoft Edge users',
      })}
    </a>
  );
}
