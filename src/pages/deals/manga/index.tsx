import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import ProTag from '@site/src/components/marketing/ProTag';
import Section from '@site/src/components/marketing/Section';
import {useSettings} from '@site/src/components/useSettings';
import {OFFER_DAYS} from '@site/src/lib/mangaOffer';
import MangaArt from './_components/MangaArt';
import OfferPanel from './_components/OfferPanel';
import OfferRules from './_components/OfferRules';
import styles from './styles.module.css';
import '@generated/page-speed/default/offer.js';

/** deals/manga: the free 3-day comic Pro membership for new users. */
export default function DealsMangaPage(): ReactNode {
  const product = useSettings().productName;
  const title = translate(
    {id: 'pages.dealsManga.title', message: '限时免费领取漫画 Pro 会员', description: 'Title of the deals/manga page'},
    {product},
  );
  const intro = translate(
    {
      id: 'pages.dealsManga.intro',
      message: '新用户可以免费领取 3 天漫画 Pro 会员，每人限领一次。领取前需要登录，并先安装 {product} 浏览器扩展。',
      description: 'Lead paragraph of the deals/manga page',
    },
    {product},
  );
  const days = String(OFFER_DAYS);
  return (
    <MarketingPage
      title={title}
      description={intro}
      lead={
        <>
          <p>
            {translate(
              {
                id: 'marketing.offer.heroManga',
                message:
                  '漫画翻译是 {product} 的 Pro 会员功能：在漫画网站上直接把对话框里的文字换成译文，画面和分镜保持原样，支持 100 多种语言。',
              },
              {product},
            )}
            <ProTag />
          </p>
          <p>{intro}</p>
        </>
      }
      actions={
        <>
          <a className="button button--primary button--lg" href="#offer">
            {translate({id: 'marketing.offer.heroClaim', message: '领取 {days} 天会员'}, {days})}
          </a>
          <Link className="button button--secondary button--lg" to="/docs/features/manga/">
            {translate({id: 'marketing.offer.heroLearn', message: '了解漫画翻译'})}
          </Link>
        </>
      }
      art={<MangaArt />}>
      <Section
        id="offer"
        title={translate({id: 'marketing.offer.panelTitle', message: '领取你的漫画 Pro 会员'})}
        lead={translate({
          id: 'marketing.offer.panelLead',
          message: '下面会根据你的登录状态和扩展安装情况，告诉你下一步该做什么。',
        })}>
        <OfferPanel />
      </Section>
      <Section id="rules" title={translate({id: 'marketing.offer.rulesTitle', message: '活动规则'})}>
        <OfferRules />
      </Section>
      <Section
        id="learn-more"
        title={translate({id: 'marketing.offer.moreTitle', message: '了解更多'})}
        lead={translate({
          id: 'marketing.offer.moreLead',
          message: '想先看看漫画翻译怎么用，或者了解 Pro 会员包含的全部功能？',
        })}>
        <ul className={styles.more}>
          <li>
            <Link to="/docs/features/manga/">
              {translate({id: 'marketing.offer.moreDocs', message: '漫画翻译使用说明'})}
            </Link>
          </li>
          <li>
            <Link to="/pricing/">{translate({id: 'marketing.offer.morePricing', message: 'Pro 会员方案与价格'})}</Link>
          </li>
        </ul>
      </Section>
    </MarketingPage>
  );
}
