import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useSettings} from '@site/src/components/useSettings';
import {usePlatform} from '@site/src/components/marketing/usePlatform';
import {downloadText} from '@site/src/components/marketing/downloadText';
import {DOWNLOAD_TARGETS, orderForVisitor} from '@site/src/data/downloads';
import styles from './pages.module.css';
import '@generated/page-speed/default/downloadPage.js';

/** True once the address asks for the compact "view download" variant (`?view=download`). */
function useDownloadView(): boolean {
  const {search} = useLocation();
  const [on, setOn] = useState(false);
  // Read after hydration: the server renders the page without its query string.
  useEffect(() => {
    setOn(new URLSearchParams(search).get('view') === 'download');
  }, [search]);
  return on;
}

/** A compact panel with one big button to the visitor's best install target. */
export default function QuickDownload(): ReactNode {
  const show = useDownloadView();
  const platform = usePlatform();
  const {stores, productName} = useSettings();
  if (!show) return null;
  const best = platform ? (orderForVisitor(DOWNLOAD_TARGETS, platform)[0]?.id ?? 'chrome') : 'chrome';
  return (
    <div className={styles.quickPanel}>
      <p>
        <strong>
          {translate({id: 'marketing.downloadPage.quick.title', message: '一键安装 {product}'}, {product: productName})}
        </strong>
        <br />
        {translate(
          {id: 'marketing.downloadPage.quick.text', message: '我们为你的设备挑选了：{target}'},
          {target: downloadText(best).label},
        )}
      </p>
      <Link
        className={`button button--primary ${styles.bigButton}`}
        href={stores[best]}
        data-testid="download-now"
        data-target={best}>
        {translate({id: 'marketing.downloadPage.quick.button', message: '立即下载'})}
      </Link>
    </div>
  );
}
