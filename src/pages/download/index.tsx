import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section from '@site/src/components/marketing/Section';
import ChromeUpgradeNotice from '@site/src/components/marketing/ChromeUpgradeNotice';
import {DOWNLOAD_PAGE_FEATURES} from '@site/src/data/features';
import {HeroArt} from '@site/src/components/marketing/art';
import PlatformChooser from './_components/PlatformChooser';
import QuickDownload from './_components/QuickDownload';
import FeatureSection from './_components/FeatureSection';
import styles from './_components/pages.module.css';
import '@generated/page-speed/default/downloadPage.js';

export default function DownloadPage(): ReactNode {
  const {productName, stores} = useSettings();
  const product = {product: productName};
  const title = translate(
    {id: 'pages.download.title', message: '下载 {product}', description: 'Title of the download page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.download.intro',
      message:
        '选择你的浏览器或手机系统，安装 {product} 扩展或应用。安装后打开任意外文网页，就能看到原文与译文对照显示。',
      description: 'Lead paragraph of the download page',
    },
    product,
  );
  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container ${styles.page}`}
      beforeHero={<QuickDownload />}
      art={<HeroArt />}
      actions={
        <>
          <Link className={`button button--primary ${styles.bigButton}`} href={stores.edge} data-testid="edge-install">
            {translate({id: 'marketing.downloadPage.edgeInstall', message: '安装到 Edge'})}
          </Link>
          <Link className="button button--secondary button--lg" to="#platforms">
            {translate({id: 'marketing.downloadPage.otherPlatforms', message: '其他浏览器和手机'})}
          </Link>
        </>
      }>
      <ChromeUpgradeNotice />
      <Section
        id="platforms"
        title={translate({id: 'marketing.downloadPage.platforms.title', message: '选择你的平台'})}
        lead={translate({
          id: 'marketing.downloadPage.platforms.lead',
          message: '电脑上安装浏览器扩展，手机和平板上安装应用。适合你设备的版本会排在最前面。',
        })}>
        <PlatformChooser />
        <p className={styles.note}>
          {translate({
            id: 'marketing.downloadPage.platforms.help',
            message: '打不开应用商店？可以下载 ZIP 安装包手动安装。',
          })}{' '}
          <Link to="/manual-chrome-extension/zip/">
            {translate({id: 'marketing.downloadPage.platforms.zipGuide', message: '查看手动安装步骤'})}
          </Link>
          {' · '}
          <Link to="/docs/installation/">
            {translate({id: 'marketing.downloadPage.platforms.installDocs', message: '各平台安装说明'})}
          </Link>
        </p>
      </Section>
      {DOWNLOAD_PAGE_FEATURES.map((id) => (
        <FeatureSection key={id} id={id} />
      ))}
      <section className={styles.cta} aria-labelledby="download-cta-title">
        <h2 id="download-cta-title">
          {translate({id: 'marketing.downloadPage.cta.title', message: '装好之后从哪里开始？'})}
        </h2>
        <p>
          {translate({
            id: 'marketing.downloadPage.cta.text',
            message: '快速入门只需 30 秒：打开一篇外文网页，点击工具栏图标，再点“翻译此页面”。更多技巧都在使用说明里。',
          })}
        </p>
        <div className={styles.buttonRow}>
          <Link className="button button--primary button--lg" to="/docs/usage/">
            {translate({id: 'marketing.downloadPage.cta.usage', message: '阅读使用说明'})}
          </Link>
          <Link className="button button--secondary button--lg" to="/pricing/">
            {translate({id: 'marketing.downloadPage.cta.pricing', message: '了解 Pro 会员'})}
          </Link>
        </div>
      </section>
    </MarketingPage>
  );
}
