import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Steps} from '@site/src/components/marketing/Section';
import {PLANS, formatMoney, monthlyEquivalent, yearlySaving, type Plan} from '@site/src/data/plans';
import {useCheckout} from '@site/src/components/account/useCheckout';
import PurchaseStatus from '@site/src/components/account/PurchaseStatus';
import {docPath} from '@site/src/site/routes';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import BillingSwitch from './_components/BillingSwitch';
import PlanCard from './_components/PlanCard';
import OnboardingTabs, {type Tab} from './_components/OnboardingTabs';
import type {BillingPeriod} from './_components/tabs';
import styles from './styles.module.css';
import '@generated/page-speed/default/pricing.js';

function plan(id: Plan['id']): Plan {
  const found = PLANS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown plan ${id}`);
  return found;
}

function PricingArt(): ReactNode {
  return (
    <svg viewBox="0 0 320 220">
      <rect x="20" y="30" width="130" height="170" rx="14" fill="var(--ifm-color-emphasis-200)" />
      <rect x="170" y="16" width="130" height="190" rx="14" fill="var(--ifm-color-primary)" opacity="0.9" />
      <rect x="40" y="56" width="70" height="12" rx="6" fill="var(--ifm-color-emphasis-500)" />
      <rect x="40" y="84" width="90" height="8" rx="4" fill="var(--ifm-color-emphasis-400)" />
      <rect x="40" y="104" width="80" height="8" rx="4" fill="var(--ifm-color-emphasis-400)" />
      <rect x="40" y="124" width="86" height="8" rx="4" fill="var(--ifm-color-emphasis-400)" />
      <rect x="190" y="42" width="70" height="12" rx="6" fill="#fff" />
      <rect x="190" y="70" width="90" height="8" rx="4" fill="#fff" opacity="0.8" />
      <rect x="190" y="90" width="80" height="8" rx="4" fill="#fff" opacity="0.8" />
      <rect x="190" y="110" width="86" height="8" rx="4" fill="#fff" opacity="0.8" />
      <rect x="190" y="130" width="70" height="8" rx="4" fill="#fff" opacity="0.8" />
      <rect x="190" y="166" width="90" height="22" rx="11" fill="#fff" />
      <circle cx="276" cy="34" r="14" fill="#8a4b0f" />
      <path
        d="M270 34l4 4 8-8"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Plans(): ReactNode {
  const {lang} = useLocaleInfo();
  const {state: purchase, buy} = useCheckout();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const free = plan('free');
  const pro = plan('pro');
  const saving = yearlySaving(pro);
  const proPlan = period === 'monthly' ? 'pro-month' : 'pro-year';

  let proPrice = '';
  let proNote: string | undefined;
  if (period === 'monthly' && pro.monthly) {
    proPrice = translate(
      {id: 'marketing.pricing.pro.perMonth', message: '{price} / 月'},
      {price: formatMoney(pro.monthly, lang)},
    );
    proNote =
      saving > 0
        ? translate(
            {id: 'marketing.pricing.pro.yearlyHint', message: '按年付费可省 {percent}%'},
            {percent: String(saving)},
          )
        : undefined;
  } else if (pro.yearly) {
    const perMonth = monthlyEquivalent(pro.yearly);
    proPrice = translate(
      {id: 'marketing.pricing.pro.perYear', message: '{price} / 年'},
      {price: formatMoney(pro.yearly, lang)},
    );
    proNote = translate(
      {id: 'marketing.pricing.pro.monthlyEquivalent', message: '折合每月 {price}'},
      {price: formatMoney(perMonth, lang)},
    );
  }

  return (
    <>
      <BillingSwitch period={period} saving={saving} onChange={setPeriod} />
      <div className={styles.plans}>
        <PlanCard
          plan={free}
          name={translate({id: 'marketing.pricing.free.name', message: '免费版'})}
          summary={translate({
            id: 'marketing.pricing.free.summary',
            message: '网页、视频字幕、PDF、电子书和图片的双语翻译，永久免费。',
          })}
          price={translate({id: 'marketing.pricing.free.price', message: '免费'})}
          action={
            <Link className="button button--secondary button--block" to="/download/" data-testid="free-download">
              {translate({id: 'marketing.pricing.free.action', message: '免费安装'})}
            </Link>
          }
        />
        <PlanCard
          plan={pro}
          highlighted
          name={translate({id: 'marketing.pricing.pro.name', message: 'Pro 会员'})}
          summary={translate({
            id: 'marketing.pricing.pro.summary',
            message: '在免费版的全部功能之外，解锁 AI 上下文翻译、PDF Pro、漫画翻译和智能翻译引擎。',
          })}
          price={proPrice}
          priceNote={proNote}
          action={
            <button
              type="button"
              className="button button--primary button--block"
              disabled={purchase.status === 'pending' || purchase.status === 'redirecting'}
              aria-busy={purchase.status === 'pending'}
              onClick={() => buy({plan: proPlan}, proPlan)}
              data-testid="pro-checkout"
              data-plan={proPlan}>
              {purchase.status === 'pending'
                ? translate({id: 'marketing.pricing.pro.pending', message: '正在创建订单…'})
                : period === 'monthly'
                  ? translate({id: 'marketing.pricing.pro.actionMonthly', message: '按月开通 Pro'})
                  : translate({id: 'marketing.pricing.pro.actionYearly', message: '按年开通 Pro'})}
            </button>
          }
          status={<PurchaseStatus state={purchase} onRetry={() => buy({plan: proPlan}, proPlan)} />}
        />
      </div>
      <p className={styles.smallPrint}>
        {translate({id: 'marketing.pricing.currencyNote', message: '价格以美元计，最终金额以结账页面显示为准。'})}
      </p>
    </>
  );
}

function Onboarding(): ReactNode {
  const {productName, links} = useSettings();
  const {direction} = useLocaleInfo();
  const product = {product: productName};
  const tabs: Tab[] = [
    {
      key: 'document',
      label: translate({id: 'marketing.pricing.start.document.tab', message: '文档翻译'}),
      panel: (
        <>
          <Steps>
            <li>
              {translate(
                {
                  id: 'marketing.pricing.start.document.step1',
                  message: '在下载页安装 {product} 浏览器扩展，或者直接打开文档翻译网页版，不装扩展也能用。',
                },
                product,
              )}
            </li>
            <li>
              {translate({
                id: 'marketing.pricing.start.document.step2',
                message:
                  '把 PDF、ePub、DOCX、Markdown 或 TXT 文件拖进文档翻译页面；本地 PDF 也可以直接在浏览器里打开。',
              })}
            </li>
            <li>
              {translate({
                id: 'marketing.pricing.start.document.step3',
                message: '选择目标语言和翻译服务，原文与译文左右对照阅读，滚动时两边保持同步。',
              })}
            </li>
          </Steps>
          <p className={styles.tabLinks}>
            <Link className="button button--primary button--sm" href={links.documentTranslation}>
              {translate({id: 'marketing.pricing.start.document.open', message: '打开文档翻译'})}
            </Link>
            <Link to={docPath('features/pdf')}>
              {translate({id: 'marketing.pricing.start.document.docs', message: '阅读 PDF 翻译说明'})}
            </Link>
          </p>
        </>
      ),
    },
    {
      key: 'video',
      label: translate({id: 'marketing.pricing.start.video.tab', message: '视频字幕'}),
      panel: (
        <>
          <Steps>
            <li>
              {translate(
                {id: 'marketing.pricing.start.video.step1', message: '在下载页安装适合你浏览器的 {product} 扩展。'},
                product,
              )}
            </li>
            <li>
              {translate({
                id: 'marketing.pricing.start.video.step2',
                message: '打开 YouTube、Netflix、Coursera 或其他 100 多个支持的视频网站上的任意视频。',
              })}
            </li>
            <li>
              {translate({
                id: 'marketing.pricing.start.video.step3',
                message: '点击播放器控制栏上的字幕按钮，原文和译文两行字幕会同时显示。',
              })}
            </li>
          </Steps>
          <p className={styles.tabLinks}>
            <Link className="button button--primary button--sm" to="/download/">
              {translate({id: 'marketing.pricing.start.video.download', message: '前往下载'})}
            </Link>
            <Link to={docPath('features/video-subtitles')}>
              {translate({id: 'marketing.pricing.start.video.docs', message: '阅读视频字幕说明'})}
            </Link>
          </p>
        </>
      ),
    },
  ];
  return (
    <OnboardingTabs
      id="onboarding"
      tabs={tabs}
      direction={direction}
      label={translate({id: 'marketing.pricing.start.tabsLabel', message: '上手场景'})}
    />
  );
}

export default function PricingPage(): ReactNode {
  const product = {product: useSettings().productName};
  const title = translate(
    {id: 'pages.pricing.title', message: '价格', description: 'Title of the pricing page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.pricing.intro',
      message: '{product} 的基础功能永久免费。Pro 会员解锁 AI 上下文翻译、PDF Pro、漫画翻译和更智能的 AI 翻译引擎。',
      description: 'Lead paragraph of the pricing page',
    },
    product,
  );
  return (
    <MarketingPage title={title} description={intro} art={<PricingArt />}>
      <Section id="plans" title={translate({id: 'marketing.pricing.plans.title', message: '选择适合你的方案'})}>
        <Plans />
      </Section>

      <Section
        id="get-started"
        title={translate({id: 'marketing.pricing.start.title', message: '30 秒上手'})}
        lead={translate({
          id: 'marketing.pricing.start.lead',
          message: '选一个你最常用的场景，照着三步就能开始，免费版即可完成。',
        })}>
        <Onboarding />
      </Section>

      <Section id="manga" title={translate({id: 'marketing.pricing.manga.title', message: '漫画翻译：Pro 会员专享'})}>
        <div className={styles.advert} data-testid="manga-advert">
          <div>
            <p>
              {translate({
                id: 'marketing.pricing.manga.body',
                message: '在漫画网站上直接把对话框里的文字换成译文，支持 100 多种语言，不用来回切换窗口查词。',
              })}
            </p>
            <p>
              {translate({
                id: 'marketing.pricing.manga.trial',
                message: '新用户可以免费领取一次 3 天的漫画 Pro 会员，先试再决定。',
              })}
            </p>
            <p className={styles.tabLinks}>
              <Link className="button button--primary" to="/deals/manga/">
                {translate({id: 'marketing.pricing.manga.trialAction', message: '免费试用 3 天'})}
              </Link>
              <Link to="/manga/">{translate({id: 'marketing.pricing.manga.more', message: '了解漫画翻译'})}</Link>
            </p>
          </div>
          <svg className={styles.advertArt} viewBox="0 0 160 120" aria-hidden="true">
            <rect x="6" y="6" width="70" height="108" rx="6" fill="var(--ifm-color-emphasis-200)" />
            <rect x="84" y="6" width="70" height="50" rx="6" fill="var(--ifm-color-emphasis-200)" />
            <rect x="84" y="64" width="70" height="50" rx="6" fill="var(--ifm-color-emphasis-200)" />
            <ellipse cx="40" cy="34" rx="26" ry="16" fill="#fff" stroke="var(--ifm-color-primary)" strokeWidth="3" />
            <rect x="26" y="30" width="28" height="4" rx="2" fill="var(--ifm-color-primary)" />
            <ellipse cx="118" cy="86" rx="26" ry="14" fill="#fff" stroke="#8a4b0f" strokeWidth="3" />
            <rect x="104" y="83" width="28" height="4" rx="2" fill="#8a4b0f" />
          </svg>
        </div>
      </Section>

      <Section id="more" title={translate({id: 'marketing.pricing.more.title', message: '流量包与兑换码'})}>
        <div className={styles.teasers} data-testid="traffic-teaser">
          <div className={styles.teaser}>
            <p>
              {translate(
                {
                  id: 'marketing.pricing.more.traffic',
                  message:
                    'Pro 会员自带的 {product} AI 翻译用量用完后，可以单独购买流量包，按字符数补充，用完随时再买。',
                },
                product,
              )}
            </p>
            <Link to="/topup/">{translate({id: 'marketing.pricing.more.trafficAction', message: '查看流量包'})}</Link>
          </div>
          <div className={styles.teaser}>
            <p>
              {translate({
                id: 'marketing.pricing.more.redeem',
                message: '收到了礼品、活动或经销商发放的兑换码？在兑换页输入，就能开通或延长 Pro 会员。',
              })}
            </p>
            <Link to="/exchange/">
              {translate({id: 'marketing.pricing.more.redeemAction', message: '兑换 Pro 会员'})}
            </Link>
          </div>
        </div>
      </Section>

      <p className={styles.legal} data-testid="legal-links">
        <Translate
          id="marketing.pricing.legal"
          values={{
            terms: (
              <Link to={docPath('TERMS')}>{translate({id: 'marketing.pricing.legal.terms', message: '服务条款'})}</Link>
            ),
            privacy: (
              <Link to={docPath('PRIVACY')}>
                {translate({id: 'marketing.pricing.legal.privacy', message: '隐私政策'})}
              </Link>
            ),
          }}>
          {'开通 Pro 会员即表示你同意我们的{terms}和{privacy}。'}
        </Translate>
      </p>
    </MarketingPage>
  );
}
