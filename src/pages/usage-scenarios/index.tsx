import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function UsagescenariosPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.usageScenarios.title', message: "双语阅读的一天", description: 'Title of the usage-scenarios page'}, product)}
      intro={translate({id: 'pages.usageScenarios.intro', message: "跟随一位读者从下午三点半到晚上十一点的一天，看看 {product} 如何在学习、工作和娱乐中派上用场。", description: 'Lead paragraph of the usage-scenarios page'}, product)}
    />
  );
}
