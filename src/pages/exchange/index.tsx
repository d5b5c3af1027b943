import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function ExchangePage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.exchange.title', message: "兑换 Pro 会员", description: 'Title of the exchange page'}, product)}
      intro={translate({id: 'pages.exchange.intro', message: "输入兑换码，为当前账户开通或延长 Pro 会员。兑换前请先登录。", description: 'Lead paragraph of the exchange page'}, product)}
    />
  );
}
