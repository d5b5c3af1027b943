import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function HomePage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.home.title', message: "{product}：双语对照翻译", description: 'Title of the index page'}, product)}
      intro={translate({id: 'pages.home.intro', message: "在网页、PDF、电子书、视频字幕、图片和漫画上，把原文和译文并排显示。{product} 提供 Chrome、Edge、Firefox、Safari 浏览器扩展以及 iOS、Android 应用，基础功能免费使用。", description: 'Lead paragraph of the index page'}, product)}
    />
  );
}
