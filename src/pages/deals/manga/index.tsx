import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function DealsmangaPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.dealsManga.title', message: "限时免费领取漫画 Pro 会员", description: 'Title of the deals/manga page'}, product)}
      intro={translate({id: 'pages.dealsManga.intro', message: "新用户可以免费领取 3 天漫画 Pro 会员，每人限领一次。领取前需要登录，并先安装 {product} 浏览器扩展。", description: 'Lead paragraph of the deals/manga page'}, product)}
    />
  );
}
