import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function SharebilingualPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.shareBilingual.title', message: "分享双语内容", description: 'Title of the f-share-bilingual-content page'}, product)}
      intro={translate({id: 'pages.shareBilingual.intro', message: "把翻译好的双语网页生成分享链接，对方无需安装扩展，也能阅读原文与译文对照的内容。", description: 'Lead paragraph of the f-share-bilingual-content page'}, product)}
    />
  );
}
