import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function SearchPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.search.title', message: "搜索文档", description: 'Title of the search page'}, product)}
      intro={translate({id: 'pages.search.intro', message: "在这里搜索 {product} 的文档，查找功能说明、翻译服务的配置方法和常见问题的解答。", description: 'Lead paragraph of the search page'}, product)}
    />
  );
}
