import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function BillPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.bill.title', message: "订单记录", description: 'Title of the bill page'}, product)}
      intro={translate({id: 'pages.bill.intro', message: "登录后，你可以在这里查看会员和流量包的订单，以及每笔订单的金额和支付状态。", description: 'Lead paragraph of the bill page'}, product)}
    />
  );
}
