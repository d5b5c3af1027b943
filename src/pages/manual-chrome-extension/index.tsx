import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function ManualchromePage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.manualChrome.title', message: "手动安装 Chrome 扩展", description: 'Title of the manual-chrome-extension page'}, product)}
      intro={translate({id: 'pages.manualChrome.intro', message: "无法访问 Chrome 应用商店时，可以下载安装包，在 Chrome 的扩展程序页面手动安装 {product}。", description: 'Lead paragraph of the manual-chrome-extension page'}, product)}
    />
  );
}
