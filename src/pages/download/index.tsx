import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function DownloadPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.download.title', message: "下载 {product}", description: 'Title of the download page'}, product)}
      intro={translate({id: 'pages.download.intro', message: "选择你的浏览器或手机系统，安装 {product} 扩展或应用。安装后打开任意外文网页，就能看到原文与译文对照显示。", description: 'Lead paragraph of the download page'}, product)}
    />
  );
}
