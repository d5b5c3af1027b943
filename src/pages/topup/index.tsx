import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function TopupPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.topup.title', message: "购买流量包", description: 'Title of the topup page'}, product)}
      intro={translate({id: 'pages.topup.intro', message: "流量包为 AI 翻译引擎提供额外用量，与会员分开购买，用完可以随时再买。", description: 'Lead paragraph of the topup page'}, product)}
    />
  );
}
