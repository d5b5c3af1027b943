import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DownloadButtons from '@site/src/components/marketing/DownloadButtons';
import {usePlatform} from '@site/src/components/marketing/usePlatform';
import type {DownloadTarget} from '@site/src/data/downloads';
import styles from './pages.module.css';
import '@generated/page-speed/default/downloadPage.js';

type Kind = 'extension' | 'mobile';

const EXTENSION_IDS: ReadonlySet<DownloadTarget['id']> = new Set([
  'edge',
  'chrome',
  'firefox',
  'safari',
  'userscript',
  'zip',
]);
const MOBILE_IDS: ReadonlySet<DownloadTarget['id']> = new Set(['iosApp', 'androidApp', 'iosBrowser', 'androidApk']);

/**
 * Browser extension or mobile app: a segmented switch and the matching install buttons. Until the
 * visitor picks one, phones and tablets see the apps and everyone else (and the server) the
 * extensions.
 */
export default function PlatformChooser(): ReactNode {
  const platform = usePlatform();
  const [picked, setPicked] = useState<Kind | null>(null);
  const kind: Kind = picked ?? (platform?.mobile ? 'mobile' : 'extension');
  const choices: {kind: Kind; label: string}[] = [
    {kind: 'extension', label: translate({id: 'marketing.downloadPage.chooser.extension', message: '浏览器扩展'})},
    {kind: 'mobile', label: translate({id: 'marketing.downloadPage.chooser.mobile', message: '手机应用'})},
  ];
  const ids = kind === 'mobile' ? MOBILE_IDS : EXTENSION_IDS;
  return (
    <>
      <div
        className={styles.chooser}
        role="group"
        aria-label={translate({id: 'marketing.downloadPage.chooser.label', message: '选择安装方式'})}
        data-testid="platform-chooser">
        {choices.map((c) => (
          <button
            key={c.kind}
            type="button"
            className={c.kind === kind ? styles.choiceActive : styles.choice}
            aria-pressed={c.kind === kind}
            data-kind={c.kind}
            onClick={() => setPicked(c.kind)}>
            {c.label}
          </button>
        ))}
      </div>
      <DownloadButtons key={kind} only={(t) => ids.has(t.id)} />
      <p className={styles.note}>
        {kind === 'mobile'
          ? translate({
              id: 'marketing.downloadPage.chooser.mobileNote',
              message:
                'iPhone 和 iPad 上还可以在 Safari 中启用扩展。旧版 Android 浏览器安装包已停止维护，新用户请安装 Android 应用。',
            })
          : translate({
              id: 'marketing.downloadPage.chooser.extensionNote',
              message:
                '需要 Chrome 或 Edge 110、Firefox 115、Safari 16.4 或更新版本。Safari 扩展安装后要在 Safari 设置中手动启用。',
            })}
      </p>
    </>
  );
}
