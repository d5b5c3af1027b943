import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function LearnPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.learn.title', message: "学习中心", description: 'Title of the learn page'}, product)}
      intro={translate({id: 'pages.learn.intro', message: "从安装到进阶设置，这里按主题整理了 {product} 的使用教程，帮助你更快上手。", description: 'Lead paragraph of the learn page'}, product)}
    />
  );
}
