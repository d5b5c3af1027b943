import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {DOWNLOAD_TARGETS, orderForVisitor, type DownloadTarget} from '@site/src/data/downloads';
import {useSettings} from '@site/src/components/useSettings';
import {usePlatform} from './usePlatform';
import {downloadText} from './downloadText';
import styles from './styles.module.css';
import '@generated/page-speed/default/download.js';

interface Props {
  /** Which targets: the home page's nine, or everything. */
  readonly only?: (target: DownloadTarget) => boolean;
}

/**
 * Install buttons, the visitor's best fit first and marked as such once their platform is known
 * (the server renders the listed order). The Safari card says it must be enabled by hand.
 */
export default function DownloadButtons({only = () => true}: Props): ReactNode {
  const {stores} = useSettings();
  const platform = usePlatform();
  const targets = DOWNLOAD_TARGETS.filter(only);
  const ordered = platform ? orderForVisitor(targets, platform) : targets;
  const recommended = platform && platform.os !== 'unknown' ? ordered[0]?.id : undefined;
  return (
    <ul className={styles.downloads} data-testid="download-buttons">
      {ordered.map((target) => {
        const {label, detail} = downloadText(target.id);
        const best = target.id === recommended;
        return (
          <li key={target.id} className={clsx(styles.download, best && styles.recommended)} data-target={target.id}>
            <Link className="button button--primary" href={stores[target.id]}>
              {label}
            </Link>
            <small>{detail}</small>
            {target.enabledManually && (
              <span className={styles.tag}>
                {translate({id: 'marketing.download.enabledManually', message: '需手动启用'})}
              </span>
            )}
            {best && (
              <span className={styles.tag}>
                {translate({id: 'marketing.download.recommended', message: '适合你的设备'})}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
