import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function ImagePage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.image.title', message: "图片翻译", description: 'Title of the image page'}, product)}
      intro={translate({id: 'pages.image.intro', message: "在网页图片上点击右键，或在悬停时按下快捷键，就能把图中的文字翻译成你的语言。", description: 'Lead paragraph of the image page'}, product)}
    />
  );
}
