import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function WelcomePage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.welcome.title', message: "欢迎使用 {product}", description: 'Title of the welcome page'}, product)}
      intro={translate({id: 'pages.welcome.intro', message: "扩展已经装好了。先试试这三件事：翻译第一个网页，按住 Ctrl 悬停翻译一个段落，再给一段视频加上双语字幕。", description: 'Lead paragraph of the welcome page'}, product)}
    />
  );
}
