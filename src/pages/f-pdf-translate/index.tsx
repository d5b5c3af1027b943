import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Steps} from '@site/src/components/marketing/Section';
import {docPath} from '@site/src/site/routes';
import HeroActions from '../_featurePage/HeroActions';
import DetailCards from '../_featurePage/DetailCards';
import ProNote from '../_featurePage/ProNote';
import ClosingCta from '../_featurePage/ClosingCta';
import shared from '../_featurePage/styles.module.css';
import PdfArt from './_components/PdfArt';
import CompareTable from './_components/CompareTable';
import '@generated/page-speed/default/pdfPage.js';

export default function PdfTranslatePage(): ReactNode {
  const settings = useSettings();
  const product = {product: settings.productName};
  const openPdf = translate({id: 'marketing.pdfPage.openWebApp', message: '在线翻译 PDF'});
  const openPdfPro = translate({id: 'marketing.pdfPage.openPdfPro', message: '打开 PDF Pro'});
  return (
    <MarketingPage
      title={translate(
        {id: 'pages.pdfTranslate.title', message: 'PDF 双语翻译', description: 'Title of the f-pdf-translate page'},
        product,
      )}
      description={translate(
        {
          id: 'pages.pdfTranslate.intro',
          message:
            '在浏览器中打开本地 PDF，左右对照查看原文与译文。Pro 会员可以使用 PDF Pro：识别公式、表格和扫描件，并导出为 HTML 或 PDF。',
          description: 'Lead paragraph of the f-pdf-translate page',
        },
        product,
      )}
      art={<PdfArt />}
      actions={
        <HeroActions
          primary={{to: '/download/', label: translate({id: 'marketing.pdfPage.install', message: '免费安装扩展'})}}
          secondary={[{to: settings.tools.pdf, label: openPdf}]}
        />
      }>
      <Section
        id="how-it-works"
        title={translate({id: 'marketing.pdfPage.how.title', message: '本地 PDF，左右对照着读'})}
        lead={translate({id: 'marketing.pdfPage.how.lead', message: '左右对照翻译对所有用户免费。'})}>
        <Steps>
          <li>
            {translate(
              {
                id: 'marketing.pdfPage.how.step1',
                message:
                  '在 Chrome 或 Edge 中打开扩展管理页，点击 {product} 的“详情”，开启“允许访问文件网址”。Firefox 和 Safari 不需要这一步。',
              },
              product,
            )}
          </li>
          <li>
            {translate(
              {
                id: 'marketing.pdfPage.how.step2',
                message: '把本地 PDF 拖进浏览器窗口，{product} 会用自己的阅读器打开它。',
              },
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.pdfPage.how.step3',
              message: '点击工具栏图标，在弹出面板中确认目标语言和翻译服务，再点击“翻译此页面”。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.pdfPage.how.step4',
              message: '原文页面在左，译文在右，滚动时两边保持同步，读到哪里就对照到哪里。',
            })}
          </li>
        </Steps>
        <ProNote
          action={
            <Link className="button button--secondary button--sm" href={settings.tools.pdf}>
              {openPdf}
            </Link>
          }>
          <p>
            {translate({
              id: 'marketing.pdfPage.how.webApp',
              message: '不想改扩展权限，或者在手机、别人的电脑上？把 PDF 拖到网页版里也能翻译，不需要安装任何东西。',
            })}
          </p>
        </ProNote>
      </Section>

      <Section
        id="compare"
        title={translate({id: 'marketing.pdfPage.compare.title', message: '免费对照与 PDF Pro'})}
        lead={translate({
          id: 'marketing.pdfPage.compare.lead',
          message: '普通的文本型 PDF 用免费的左右对照就够了；论文、扫描件和排版复杂的报告交给 PDF Pro。',
        })}>
        <CompareTable />
      </Section>

      <Section
        id="pdf-pro"
        title={translate({id: 'marketing.pdfPage.pro.title', message: 'PDF Pro 能做什么'})}
        lead={translate({
          id: 'marketing.pdfPage.pro.lead',
          message: 'PDF Pro 是 Pro 会员功能，在网页应用中使用：打开 PDF Pro，上传文件即可开始。',
        })}>
        <DetailCards
          items={[
            {
              key: 'formulas',
              title: translate({id: 'marketing.pdfPage.pro.formulas.title', message: '公式和表格'}),
              text: translate({
                id: 'marketing.pdfPage.pro.formulas.text',
                message: '数学公式原样保留，表格按单元格翻译，理工科论文不再被拆得七零八落。',
              }),
              pro: true,
            },
            {
              key: 'ocr',
              title: translate({id: 'marketing.pdfPage.pro.ocr.title', message: '扫描件 OCR'}),
              text: translate({
                id: 'marketing.pdfPage.pro.ocr.text',
                message: '扫描出来的书页和讲义没有可选的文字，PDF Pro 会先识别出文字再翻译。',
              }),
              pro: true,
            },
            {
              key: 'columns',
              title: translate({id: 'marketing.pdfPage.pro.columns.title', message: '双栏、三栏排版'}),
              text: translate({
                id: 'marketing.pdfPage.pro.columns.text',
                message: '按正确的阅读顺序还原多栏版面，译文不会从一栏跳到另一栏。',
              }),
              pro: true,
            },
            {
              key: 'export',
              title: translate({id: 'marketing.pdfPage.pro.export.title', message: '导出与分享'}),
              text: translate({
                id: 'marketing.pdfPage.pro.export.text',
                message: '把双语结果导出为 HTML 或 PDF，或者生成在线分享链接，对方不需要是会员也能阅读。',
              }),
              pro: true,
            },
          ]}
        />
        <div className={shared.ctaLinks}>
          <Link className="button button--primary" href={settings.tools.pdfPro}>
            {openPdfPro}
          </Link>
          <Link className="button button--outline button--primary" to="/pricing/">
            {translate({id: 'marketing.pdfPage.pro.pricing', message: '查看 Pro 会员方案'})}
          </Link>
          <Link className="button button--outline button--primary" to="/f-share-bilingual-content/">
            {translate({id: 'marketing.pdfPage.pro.share', message: '了解分享链接'})}
          </Link>
        </div>
      </Section>

      <Section id="tips" title={translate({id: 'marketing.pdfPage.tips.title', message: '遇到问题时'})}>
        <ul className={shared.list}>
          <li>
            {translate({
              id: 'marketing.pdfPage.tips.access',
              message: '本地 PDF 没有反应：多半是没开“允许访问文件网址”，开启后关闭标签页重新打开文件。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.pdfPage.tips.scanned',
              message: '选不中文字的 PDF 是扫描件，免费对照无法翻译，请使用 PDF Pro 的 OCR。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.pdfPage.tips.garbled',
              message: '复制出来是乱码的 PDF 字体编码特殊，使用技巧页介绍了处理办法。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.pdfPage.tips.epub',
              message: '手头的是电子书而不是 PDF？ePub 可以直接转换成双语版本。',
            })}{' '}
            <Link to={docPath('features/epub')}>
              {translate({id: 'marketing.pdfPage.tips.epubLink', message: 'ePub 双语电子书'})}
            </Link>
          </li>
        </ul>
      </Section>

      <ClosingCta
        title={translate({id: 'marketing.pdfPage.cta.title', message: '下一篇论文，对照着读'})}
        lead={translate({
          id: 'marketing.pdfPage.cta.lead',
          message: '安装浏览器扩展翻译本地 PDF，或者直接使用网页版。',
        })}
        allDownloads={translate({id: 'marketing.pdfPage.cta.allDownloads', message: '所有下载方式'})}
        docs={[
          {doc: 'features/pdf', label: translate({id: 'marketing.pdfPage.cta.docPdf', message: 'PDF 翻译使用说明'})},
          {doc: 'pdf-helper', label: translate({id: 'marketing.pdfPage.cta.docHelper', message: 'PDF 使用技巧'})},
        ]}
      />
    </MarketingPage>
  );
}
