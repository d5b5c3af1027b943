import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProTag from '@site/src/components/marketing/ProTag';
import styles from './CompareTable.module.css';
import '@generated/page-speed/default/pdfPage.js';

type Support = 'yes' | 'no' | 'basic' | 'readingOrder';

interface Row {
  readonly key: string;
  readonly label: string;
  readonly free: Support;
  readonly pro: Support;
}

function supportText(support: Support): string {
  switch (support) {
    case 'yes':
      return translate({id: 'marketing.pdfPage.compare.yes', message: '支持'});
    case 'no':
      return translate({id: 'marketing.pdfPage.compare.no', message: '不支持'});
    case 'basic':
      return translate({id: 'marketing.pdfPage.compare.basic', message: '基本支持'});
    case 'readingOrder':
      return translate({id: 'marketing.pdfPage.compare.readingOrder', message: '按正确的阅读顺序还原'});
  }
}

function Cell({support}: {readonly support: Support}): ReactNode {
  return <td className={support === 'no' ? styles.no : styles.yes}>{supportText(support)}</td>;
}

/** Free side-by-side translation against PDF Pro, capability by capability. */
export default function CompareTable(): ReactNode {
  const rows: readonly Row[] = [
    {
      key: 'text',
      label: translate({id: 'marketing.pdfPage.compare.text', message: '文本型 PDF 翻译'}),
      free: 'yes',
      pro: 'yes',
    },
    {
      key: 'scroll',
      label: translate({id: 'marketing.pdfPage.compare.scroll', message: '原文与译文左右对照、同步滚动'}),
      free: 'yes',
      pro: 'yes',
    },
    {
      key: 'formulas',
      label: translate({id: 'marketing.pdfPage.compare.formulas', message: '识别并保留数学公式'}),
      free: 'no',
      pro: 'yes',
    },
    {
      key: 'tables',
      label: translate({id: 'marketing.pdfPage.compare.tables', message: '识别表格结构，按单元格翻译'}),
      free: 'no',
      pro: 'yes',
    },
    {
      key: 'ocr',
      label: translate({id: 'marketing.pdfPage.compare.ocr', message: '扫描件 OCR 文字识别'}),
      free: 'no',
      pro: 'yes',
    },
    {
      key: 'columns',
      label: translate({id: 'marketing.pdfPage.compare.columns', message: '双栏、三栏排版'}),
      free: 'basic',
      pro: 'readingOrder',
    },
    {
      key: 'export',
      label: translate({id: 'marketing.pdfPage.compare.export', message: '导出 HTML 或 PDF'}),
      free: 'no',
      pro: 'yes',
    },
    {
      key: 'share',
      label: translate({id: 'marketing.pdfPage.compare.share', message: '生成双语快照的在线分享链接'}),
      free: 'no',
      pro: 'yes',
    },
  ];
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="pdf-compare">
        <thead>
          <tr>
            <th scope="col">{translate({id: 'marketing.pdfPage.compare.capability', message: '能力'})}</th>
            <th scope="col">{translate({id: 'marketing.pdfPage.compare.free', message: '免费左右对照'})}</th>
            <th scope="col">
              {translate({id: 'marketing.pdfPage.compare.pro', message: 'PDF Pro'})}
              <ProTag />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <Cell support={row.free} />
              <Cell support={row.pro} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
