import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function ManualchromezipPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.manualChromeZip.title', message: "使用 zip 安装包安装", description: 'Title of the manual-chrome-extension/zip page'}, product)}
      intro={translate({id: 'pages.manualChromeZip.intro', message: "四步完成本地安装：下载并解压安装包；打开扩展程序页面并开启开发者模式；加载已解压的扩展；把它固定到工具栏。", description: 'Lead paragraph of the manual-chrome-extension/zip page'}, product)}
    />
  );
}
