import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {Message} from '@site/src/components/marketing/Section';
import {useExtension} from '@site/src/components/marketing/useExtension';
import '@generated/page-speed/default/welcome.js';

/**
 * Confirms the extension is running in this browser, or points to the download page when no marker
 * was found. Nothing is shown until the check is done (and nothing in the server-rendered page).
 */
export default function ExtensionStatus({product}: {readonly product: string}): ReactNode {
  const extension = useExtension();
  if (extension === 'unknown') return null;
  if (extension === 'missing') {
    return (
      <Message tone="notice">
        <span data-testid="extension-status" data-state="missing">
          {translate(
            {
              id: 'marketing.welcome.statusMissing',
              message: '这个浏览器里还没有检测到 {product}。如果你刚在另一个浏览器或设备上安装了它，请在那里打开本页。',
            },
            {product},
          )}
        </span>{' '}
        <Link to="/download/">{translate({id: 'marketing.welcome.statusDownload', message: '前往下载页'})}</Link>
      </Message>
    );
  }
  return (
    <Message tone="success">
      <span data-testid="extension-status" data-state="installed">
        {translate(
          {id: 'marketing.welcome.statusInstalled', message: '{product} {version} 已在这个浏览器中运行。'},
          {product, version: extension.version},
        )}
      </span>
    </Message>
  );
}
