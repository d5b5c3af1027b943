import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function PricingPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.pricing.title', message: "价格", description: 'Title of the pricing page'}, product)}
      intro={translate({id: 'pages.pricing.intro', message: "{product} 的基础功能永久免费。Pro 会员解锁 AI 上下文翻译、PDF Pro、漫画翻译和更智能的 AI 翻译引擎。", description: 'Lead paragraph of the pricing page'}, product)}
    />
  );
}
