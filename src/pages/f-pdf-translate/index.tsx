import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function PdftranslatePage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.pdfTranslate.title', message: "PDF 双语翻译", description: 'Title of the f-pdf-translate page'}, product)}
      intro={translate({id: 'pages.pdfTranslate.intro', message: "在浏览器中打开本地 PDF，左右对照查看原文与译文。Pro 会员可以使用 PDF Pro：识别公式、表格和扫描件，并导出为 HTML 或 PDF。", description: 'Lead paragraph of the f-pdf-translate page'}, product)}
    />
  );
}
