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
import ShareArt from './_components/ShareArt';
import '@generated/page-speed/default/sharePage.js';

/** How long a share link stays valid. */
const LINK_DAYS = 30;

export default function ShareBilingualPage(): ReactNode {
  const settings = useSettings();
  const product = {product: settings.productName};
  const days = {days: String(LINK_DAYS)};
  return (
    <MarketingPage
      title={translate(
        {
          id: 'pages.shareBilingual.title',
          message: '分享双语内容',
          description: 'Title of the f-share-bilingual-content page',
        },
        product,
      )}
      description={translate(
        {
          id: 'pages.shareBilingual.intro',
          message: '把翻译好的双语网页生成分享链接，对方无需安装扩展，也能阅读原文与译文对照的内容。',
          description: 'Lead paragraph of the f-share-bilingual-content page',
        },
        product,
      )}
      art={<ShareArt />}
      actions={
        <HeroActions
          primary={{to: '/download/', label: translate({id: 'marketing.sharePage.install', message: '免费安装扩展'})}}
          secondary={[
            {to: docPath('share'), label: translate({id: 'marketing.sharePage.guide', message: '阅读分享说明'})},
          ]}
        />
      }>
      <Section
        id="how-it-works"
        title={translate({id: 'marketing.sharePage.how.title', message: '三步分享一篇双语文章'})}
        lead={translate(
          {id: 'marketing.sharePage.how.lead', message: '分享双语网页是免费功能，只需要登录 {product} 账号。'},
          product,
        )}>
        <Steps>
          <li>
            {translate({
              id: 'marketing.sharePage.how.step1',
              message: '翻译网页，确认译文和排版符合预期。分享的是你此刻看到的内容，没翻译的段落在快照里也没有译文。',
            })}
          </li>
          <li>
            {translate(
              {
                id: 'marketing.sharePage.how.step2',
                message:
                  '点击工具栏上的 {product} 图标，在弹出面板中点击“分享”。第一次使用前，先在设置页的“账户”中登录。',
              },
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.sharePage.how.step3',
              message: '稍等片刻，面板中出现一条分享链接。点击“复制链接”，用聊天软件或邮件发给对方。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.sharePage.how.step4',
              message: '对方在任何浏览器中打开链接，就能读到原文与译文上下对照的页面，不用安装扩展，也不用登录。',
            })}
          </li>
        </Steps>
      </Section>

      <Section id="what-you-get" title={translate({id: 'marketing.sharePage.get.title', message: '你会得到'})}>
        <DetailCards
          items={[
            {
              key: 'noInstall',
              title: translate({id: 'marketing.sharePage.get.noInstall.title', message: '读者什么都不用装'}),
              text: translate({
                id: 'marketing.sharePage.get.noInstall.text',
                message: '手机、平板、电脑上的任意浏览器都能打开，也不必自己再翻译一遍。',
              }),
            },
            {
              key: 'valid',
              title: translate({id: 'marketing.sharePage.get.valid.title', message: '{days} 天有效'}, days),
              text: translate(
                {
                  id: 'marketing.sharePage.get.valid.text',
                  message:
                    '链接自创建起 {days} 天内有效，到期后快照会从服务器上删除。需要长期保存的内容，请导出成文件。',
                },
                days,
              ),
            },
            {
              key: 'revoke',
              title: translate({id: 'marketing.sharePage.get.revoke.title', message: '随时撤销'}),
              text: translate({
                id: 'marketing.sharePage.get.revoke.text',
                message: '发错了人？在设置页“账户”的“我的分享”里点击“撤销”，链接立即失效，不用等到期满。',
              }),
            },
            {
              key: 'source',
              title: translate({id: 'marketing.sharePage.get.source.title', message: '注明出处'}),
              text: translate({
                id: 'marketing.sharePage.get.source.text',
                message: '分享页顶部写明原网页的地址和分享日期，读者可以一键回到原文。',
              }),
            },
            {
              key: 'pdf',
              title: translate({id: 'marketing.sharePage.get.pdf.title', message: 'PDF Pro 双语快照'}),
              text: translate({
                id: 'marketing.sharePage.get.pdf.text',
                message:
                  '在 PDF Pro 中翻译好的论文和报告，连同识别出的公式和表格，也能用同样的方式分享。对方不需要是会员。',
              }),
              pro: true,
            },
          ]}
        />
        <p>
          <Link to="/f-pdf-translate/">
            {translate({id: 'marketing.sharePage.get.pdfLink', message: '了解 PDF 翻译和 PDF Pro'})}
          </Link>
        </p>
      </Section>

      <Section id="privacy" title={translate({id: 'marketing.sharePage.privacy.title', message: '分享之前'})}>
        <ul className={shared.list}>
          <li>
            {translate({
              id: 'marketing.sharePage.privacy.anyone',
              message: '任何拿到链接的人都能打开快照，不需要登录，也可以继续转发。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.sharePage.privacy.upload',
              message: '只有你分享的内容会上传到分享服务器：原文、译文、标题、原网页地址和图片链接。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.sharePage.privacy.copyright',
              message: '转发他人的文章时，请尊重作者的版权和网站的转载规定。',
            })}
          </li>
        </ul>
        <ProNote>
          <p>
            {translate({
              id: 'marketing.sharePage.privacy.warning',
              message:
                '邮箱、内部系统、付费文章这类需要登录才能看到的页面，分享后会对所有拿到链接的人公开。含有个人信息或保密内容的页面请不要分享。',
            })}
          </p>
        </ProNote>
      </Section>

      <ClosingCta
        title={translate({id: 'marketing.sharePage.cta.title', message: '把好文章连同译文一起发出去'})}
        lead={translate({
          id: 'marketing.sharePage.cta.lead',
          message: '安装浏览器扩展，翻译一篇文章，再点一下“分享”。',
        })}
        allDownloads={translate({id: 'marketing.sharePage.cta.allDownloads', message: '所有下载方式'})}
        docs={[{doc: 'share', label: translate({id: 'marketing.sharePage.cta.doc', message: '分享功能使用说明'})}]}
      />
    </MarketingPage>
  );
}
