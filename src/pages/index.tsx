import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Steps} from '@site/src/components/marketing/Section';
import FeatureCards from '@site/src/components/marketing/FeatureCards';
import DownloadButtons from '@site/src/components/marketing/DownloadButtons';
import ChromeUpgradeNotice from '@site/src/components/marketing/ChromeUpgradeNotice';
import type {FeatureId} from '@site/src/data/features';
import {HeroArt} from '@site/src/components/marketing/art';
import styles from './download/_components/pages.module.css';
import '@generated/page-speed/default/home.js';

const HOME_FEATURES: readonly FeatureId[] = [
  'webpage',
  'videoSubtitles',
  'pdf',
  'epub',
  'subtitleFiles',
  'image',
  'manga',
  'hover',
  'input',
];

function HowItWorks(): ReactNode {
  return (
    <Section
      id="how-it-works"
      title={translate({id: 'marketing.home.how.title', message: '三步开始双语阅读'})}
      lead={translate({id: 'marketing.home.how.lead', message: '从安装到读上第一篇双语网页，大约只需要 30 秒。'})}>
      <Steps>
        <li>
          <strong>{translate({id: 'marketing.home.how.install.title', message: '安装扩展或应用'})}</strong>
          <p>
            {translate({
              id: 'marketing.home.how.install.text',
              message: '在上面选择你的浏览器或手机系统，从应用商店安装。基础功能免费使用。',
            })}
          </p>
        </li>
        <li>
          <strong>{translate({id: 'marketing.home.how.open.title', message: '打开一篇外文内容'})}</strong>
          <p>
            {translate({
              id: 'marketing.home.how.open.text',
              message: '点击浏览器工具栏上的图标，在弹出面板中选择目标语言，再点“翻译此页面”；也可以直接按 Alt+A。',
            })}
          </p>
        </li>
        <li>
          <strong>{translate({id: 'marketing.home.how.read.title', message: '对照着读'})}</strong>
          <p>
            {translate({
              id: 'marketing.home.how.read.text',
              message: '译文出现在每段原文的正下方，版式不变。遇到拿不准的句子，往上看一眼原文就好。',
            })}
          </p>
        </li>
      </Steps>
    </Section>
  );
}

function SocialProof(): ReactNode {
  const stats = [
    {
      key: 'users',
      value: translate({id: 'marketing.home.proof.users.value', message: '1000 万+'}),
      label: translate({id: 'marketing.home.proof.users.label', message: '用户在用它阅读外文'}),
    },
    {
      key: 'since',
      value: translate({id: 'marketing.home.proof.since.value', message: '2023 年'}),
      label: translate({id: 'marketing.home.proof.since.label', message: '上线至今持续更新'}),
    },
    {
      key: 'services',
      value: translate({id: 'marketing.home.proof.services.value', message: '10+ 种'}),
      label: translate({id: 'marketing.home.proof.services.label', message: '可切换的翻译服务'}),
    },
    {
      key: 'languages',
      value: translate({id: 'marketing.home.proof.languages.value', message: '100+ 种'}),
      label: translate({id: 'marketing.home.proof.languages.label', message: '支持的语言'}),
    },
  ];
  return (
    <Section
      id="trust"
      title={translate({id: 'marketing.home.proof.title', message: '千万读者的选择'})}
      lead={translate(
        {
          id: 'marketing.home.proof.lead',
          message: '自 2023 年上线以来，已有超过 1000 万用户用 {product} 阅读新闻、论文、文档、小说和视频。',
        },
        {product: useSettings().productName},
      )}>
      <ul className={styles.stats}>
        {stats.map((s) => (
          <li key={s.key} className={styles.stat}>
            <span className={styles.statValue}>{s.value}</span>
            <span className={styles.statLabel}>{s.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ClosingCall(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <section className={styles.cta} aria-labelledby="home-cta-title">
      <h2 id="home-cta-title">{translate({id: 'marketing.home.cta.title', message: '今天就开始双语阅读'})}</h2>
      <p>
        {translate(
          {
            id: 'marketing.home.cta.text',
            message: '安装 {product}，下一篇外文文章就能对照着读。不知道从哪里开始？使用说明会带你走完第一步。',
          },
          product,
        )}
      </p>
      <div className={styles.buttonRow}>
        <Link className="button button--primary button--lg" to="/download/">
          {translate({id: 'marketing.home.cta.download', message: '前往下载'})}
        </Link>
        <Link className="button button--secondary button--lg" to="/docs/usage/">
          {translate({id: 'marketing.home.cta.usage', message: '阅读使用说明'})}
        </Link>
      </div>
    </section>
  );
}

export default function HomePage(): ReactNode {
  const product = {product: useSettings().productName};
  const title = translate(
    {id: 'pages.home.title', message: '{product}：双语对照翻译', description: 'Title of the index page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.home.intro',
      message:
        '在网页、PDF、电子书、视频字幕、图片和漫画上，把原文和译文并排显示。{product} 提供 Chrome、Edge、Firefox、Safari 浏览器扩展以及 iOS、Android 应用，基础功能免费使用。',
      description: 'Lead paragraph of the index page',
    },
    product,
  );
  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container ${styles.page}`}
      art={<HeroArt />}
      actions={
        <>
          <Link className="button button--primary button--lg" to="/download/" data-testid="home-download">
            {translate({id: 'marketing.home.hero.download', message: '免费下载'})}
          </Link>
          <Link className="button button--secondary button--lg" to="#features">
            {translate({id: 'marketing.home.hero.features', message: '看看能做什么'})}
          </Link>
        </>
      }>
      <ChromeUpgradeNotice />
      <Section
        id="download"
        title={translate({id: 'marketing.home.download.title', message: '装到你常用的地方'})}
        lead={translate({
          id: 'marketing.home.download.lead',
          message: '电脑浏览器、iPhone、iPad 和 Android 手机都能用。适合你设备的版本会排在最前面。',
        })}>
        <DownloadButtons only={(t) => t.onHome} />
        <p className={styles.note}>
          <Link to="/download/">
            {translate({id: 'marketing.home.download.more', message: '查看全部下载方式和安装说明'})}
          </Link>
        </p>
      </Section>
      <Section
        id="features"
        title={translate({id: 'marketing.home.features.title', message: '一个工具，读懂各种外文内容'})}
        lead={translate(
          {
            id: 'marketing.home.features.lead',
            message: '网页、PDF、电子书、视频字幕、图片和漫画，{product} 都把译文放在原文旁边，方便你随时对照。',
          },
          product,
        )}>
        <FeatureCards ids={HOME_FEATURES} />
      </Section>
      <HowItWorks />
      <SocialProof />
      <ClosingCall />
    </MarketingPage>
  );
}
