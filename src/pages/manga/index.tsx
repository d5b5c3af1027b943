import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Steps} from '@site/src/components/marketing/Section';
import type {DownloadTarget} from '@site/src/data/downloads';
import {OFFER_DAYS} from '@site/src/lib/mangaOffer';
import HeroActions from '../_featurePage/HeroActions';
import DetailCards from '../_featurePage/DetailCards';
import ProNote from '../_featurePage/ProNote';
import ClosingCta from '../_featurePage/ClosingCta';
import shared from '../_featurePage/styles.module.css';
import MangaArt from './_components/MangaArt';
import OfferNote from './_components/OfferNote';
import '@generated/page-speed/default/mangaPage.js';

/** Manga reading works in the browser extensions and the maintained mobile apps. */
function readsManga(target: DownloadTarget): boolean {
  return target.kind === 'extension' || (target.kind === 'app' && target.id !== 'androidApk');
}

export default function MangaPage(): ReactNode {
  const product = {product: useSettings().productName};
  const days = {days: String(OFFER_DAYS)};
  return (
    <MarketingPage
      title={translate({id: 'pages.manga.title', message: '漫画翻译', description: 'Title of the manga page'}, product)}
      description={translate(
        {
          id: 'pages.manga.intro',
          message: '识别漫画对话气泡中的文字，并翻译成 100 多种语言中的任意一种。漫画翻译是 Pro 会员功能。',
          description: 'Lead paragraph of the manga page',
        },
        product,
      )}
      art={<MangaArt />}
      actions={
        <HeroActions
          primary={{
            to: '/deals/manga/',
            label: translate({id: 'marketing.mangaPage.heroClaim', message: '新用户免费体验 {days} 天'}, days),
          }}
          secondary={[{to: '/download/', label: translate({id: 'marketing.mangaPage.install', message: '安装扩展'})}]}
        />
      }>
      <Section
        id="how-it-works"
        title={translate({id: 'marketing.mangaPage.how.title', message: '在漫画网站上直接读译文'})}
        lead={translate({id: 'marketing.mangaPage.how.lead', message: '不用逐张截图，打开阅读页面就能一路读下去。'})}>
        <Steps>
          <li>
            {translate(
              {
                id: 'marketing.mangaPage.how.step1',
                message: '安装 {product} 浏览器扩展或手机应用，在设置页的“账户”里登录 Pro 会员账号。',
              },
              product,
            )}
          </li>
          <li>{translate({id: 'marketing.mangaPage.how.step2', message: '打开漫画网站上的阅读页面。'})}</li>
          <li>
            {translate(
              {
                id: 'marketing.mangaPage.how.step3',
                message: '点击工具栏上的 {product} 图标，在弹出面板中开启“漫画翻译”。',
              },
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.mangaPage.how.step4',
              message: '译文直接出现在对话气泡里。翻页或向下滚动时，新加载的页面会自动接着翻译。',
            })}
          </li>
        </Steps>
      </Section>

      <Section id="what-you-get" title={translate({id: 'marketing.mangaPage.get.title', message: '你会得到'})}>
        <DetailCards
          items={[
            {
              key: 'languages',
              title: translate({id: 'marketing.mangaPage.get.languages.title', message: '100 多种语言'}),
              text: translate({
                id: 'marketing.mangaPage.get.languages.text',
                message:
                  '日本漫画、韩国条漫、中文漫画、英文漫画，以及其他语言的作品，都能翻成你设置的目标语言；竖排文字也能识别。',
              }),
            },
            {
              key: 'bubbles',
              title: translate({id: 'marketing.mangaPage.get.bubbles.title', message: '译文放进气泡'}),
              text: translate({
                id: 'marketing.mangaPage.get.bubbles.text',
                message: '对话气泡、旁白框和部分拟声词被识别出来，原文字用干净的背景盖住，译文排进原来的位置。',
              }),
            },
            {
              key: 'continuous',
              title: translate({id: 'marketing.mangaPage.get.continuous.title', message: '一口气读下去'}),
              text: translate({
                id: 'marketing.mangaPage.get.continuous.text',
                message: '翻页和滚动时自动继续翻译；把常看的网站设为“总是翻译”，打开阅读页就开始。',
              }),
            },
            {
              key: 'original',
              title: translate({id: 'marketing.mangaPage.get.original.title', message: '原图不受影响'}),
              text: translate({
                id: 'marketing.mangaPage.get.original.text',
                message: '图片本身不会被修改，关闭漫画翻译就能看回原版。',
              }),
            },
            {
              key: 'mobile',
              title: translate({id: 'marketing.mangaPage.get.mobile.title', message: '电脑和手机都能看'}),
              text: translate(
                {
                  id: 'marketing.mangaPage.get.mobile.text',
                  message: '在电脑浏览器、iPhone 和 iPad 上的 Safari，以及 {product} 应用里都能使用。',
                },
                product,
              ),
            },
          ]}
        />
      </Section>

      <Section
        id="pro"
        title={translate({id: 'marketing.mangaPage.pro.title', message: 'Pro 会员功能'})}
        lead={translate({
          id: 'marketing.mangaPage.pro.lead',
          message: '漫画翻译仅对 Pro 会员开放，其他免费功能不受影响。',
        })}>
        <OfferNote />
        <ProNote
          action={
            <Link to="/exchange/">{translate({id: 'marketing.mangaPage.pro.exchange', message: '使用兑换码'})}</Link>
          }>
          <p>
            {translate({
              id: 'marketing.mangaPage.pro.plans',
              message: '会员方案和价格见价格页面。如果你有兑换码，可以在兑换页面使用。',
            })}{' '}
            <Link to="/pricing/">{translate({id: 'marketing.mangaPage.pro.pricing', message: '查看价格'})}</Link>
          </p>
        </ProNote>
      </Section>

      <Section id="limits" title={translate({id: 'marketing.mangaPage.limits.title', message: '使用限制'})}>
        <ul className={shared.list}>
          <li>
            {translate({
              id: 'marketing.mangaPage.limits.styled',
              message: '艺术字、很小的拟声词和与画面融为一体的文字较难识别，可能会漏翻。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.mangaPage.limits.quality',
              message:
                '画质低的图片识别效果差，建议把网站调到高画质；部分网站对图片做了防盗链或分块处理，可能无法识别。',
            })}
          </li>
          <li>
            {translate({id: 'marketing.mangaPage.limits.copyright', message: '翻译结果仅供个人阅读，请尊重作品版权。'})}
          </li>
          <li>
            {translate({
              id: 'marketing.mangaPage.limits.image',
              message: '只想翻译一两张图片？免费的图片翻译就够用了。',
            })}{' '}
            <Link to="/image/">{translate({id: 'marketing.mangaPage.limits.imageLink', message: '了解图片翻译'})}</Link>
          </li>
        </ul>
      </Section>

      <ClosingCta
        title={translate({id: 'marketing.mangaPage.cta.title', message: '追更不必再等汉化'})}
        lead={translate({
          id: 'marketing.mangaPage.cta.lead',
          message: '在电脑上安装浏览器扩展，或在手机上安装应用，登录后开启漫画翻译。',
        })}
        allDownloads={translate({id: 'marketing.mangaPage.cta.allDownloads', message: '所有下载方式'})}
        only={readsManga}
        docs={[
          {doc: 'features/manga', label: translate({id: 'marketing.mangaPage.cta.doc', message: '漫画翻译使用说明'})},
        ]}
      />
    </MarketingPage>
  );
}
