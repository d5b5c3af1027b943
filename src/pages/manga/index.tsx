import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function MangaPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.manga.title', message: "漫画翻译", description: 'Title of the manga page'}, product)}
      intro={translate({id: 'pages.manga.intro', message: "识别漫画对话气泡中的文字，并翻译成 100 多种语言中的任意一种。漫画翻译是 Pro 会员功能。", description: 'Lead paragraph of the manga page'}, product)}
    />
  );
}
