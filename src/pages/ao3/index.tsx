import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function Ao3Page(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.ao3.title', message: "AO3 同人作品 AI 翻译", description: 'Title of the ao3 page'}, product)}
      intro={translate({id: 'pages.ao3.intro', message: "在 Archive of Our Own（AO3）上阅读同人作品时，{product} 用 AI 引擎逐段翻译，原文与译文上下对照，保留作品原有的段落和格式。", description: 'Lead paragraph of the ao3 page'}, product)}
    />
  );
}
