import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {outdatedChromium} from '@site/src/lib/platform';
import {useSettings} from '@site/src/components/useSettings';
import {usePlatform} from './usePlatform';
import {Message} from './Section';
import '@generated/page-speed/default/download.js';

/** Asks the visitor to upgrade a Chromium browser older than the settings' minimum, naming its version. */
export default function ChromeUpgradeNotice(): ReactNode {
  const {minChromiumVersion} = useSettings().requirements;
  const platform = usePlatform();
  const version = platform ? outdatedChromium(platform, minChromiumVersion) : undefined;
  if (version === undefined) return null;
  return (
    <Message tone="notice">
      <span data-testid="chrome-upgrade">
        {translate(
          {
            id: 'marketing.download.upgradeChrome',
            message:
              '你的浏览器内核版本是 {version}，低于扩展所需的 {minimum}。请先把浏览器升级到最新版本，再安装 Interlinear。',
          },
          {version: String(version), minimum: String(minChromiumVersion)},
        )}
      </span>
    </Message>
  );
}
