import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Message, Steps} from '@site/src/components/marketing/Section';
import DownloadButtons from '@site/src/components/marketing/DownloadButtons';
import type {DownloadTarget} from '@site/src/data/downloads';
import {DevicesArt} from '@site/src/components/marketing/art';
import styles from '../download/_components/pages.module.css';
import '@generated/page-speed/default/mobile.js';

const MOBILE_IDS: ReadonlySet<DownloadTarget['id']> = new Set(['iosApp', 'androidApp', 'iosBrowser', 'androidApk']);

function Apps(): ReactNode {
  const {productName, stores} = useSettings();
  const product = {product: productName};
  return (
    <Section
      id="apps"
      title={translate({id: 'marketing.mobile.apps.title', message: '选择适合你的方式'})}
      lead={translate(
        {
          id: 'marketing.mobile.apps.lead',
          message: '在手机和平板上，{product} 有应用和 Safari 扩展两种形式，按你的设备和习惯来选。',
        },
        product,
      )}>
      <ul className={styles.checks}>
        <li id="ios-app">
          <strong>{translate({id: 'marketing.mobile.iosApp.title', message: 'iOS 应用'})}</strong>
          {translate({
            id: 'marketing.mobile.iosApp.text',
            message:
              '在 App Store 下载，可导入 PDF、ePub 和字幕文件进行翻译，也能翻译图片。适合在 iPhone 和 iPad 上处理文档。',
          })}{' '}
          <Link href={stores.iosApp}>{translate({id: 'marketing.mobile.iosApp.link', message: '前往 App Store'})}</Link>
        </li>
        <li id="android-app">
          <strong>{translate({id: 'marketing.mobile.androidApp.title', message: 'Android 应用'})}</strong>
          {translate({
            id: 'marketing.mobile.androidApp.text',
            message: '内置浏览器，打开网页后点翻译按钮就能双语对照阅读；文档、字幕和图片翻译与 iOS 应用一致。',
          })}{' '}
          <Link href={stores.androidApp}>
            {translate({id: 'marketing.mobile.androidApp.link', message: '前往 Google Play'})}
          </Link>
        </li>
        <li id="ios-browser">
          <strong>{translate({id: 'marketing.mobile.iosBrowser.title', message: 'iOS 浏览器'})}</strong>
          {translate({
            id: 'marketing.mobile.iosBrowser.text',
            message: '一款内置双语翻译的 iPhone 和 iPad 浏览器，装好就能用，不需要在系统设置里启用任何扩展。',
          })}{' '}
          <Link href={stores.iosBrowser}>
            {translate({id: 'marketing.mobile.iosBrowser.link', message: '下载 iOS 浏览器'})}
          </Link>
        </li>
        <li id="safari">
          <strong>{translate({id: 'marketing.mobile.safari.title', message: 'Safari 扩展'})}</strong>
          {translate({
            id: 'marketing.mobile.safari.text',
            message:
              '想继续用系统自带的 Safari？安装扩展后在设置中启用，就能在 Safari 里翻译网页和视频字幕。需要 iOS 上的 Safari 16.4 或更新版本。',
          })}{' '}
          <Link to="#safari-setup">{translate({id: 'marketing.mobile.safari.link', message: '查看启用步骤'})}</Link>
        </li>
      </ul>
    </Section>
  );
}

function SafariSetup(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <Section
      id="safari-setup"
      title={translate({id: 'marketing.mobile.safariSetup.title', message: '在 iPhone 和 iPad 的 Safari 中启用扩展'})}
      lead={translate({
        id: 'marketing.mobile.safariSetup.lead',
        message: 'Safari 扩展装好后默认是关闭的，需要你手动打开一次。',
      })}>
      <Steps>
        <li>
          {translate({id: 'marketing.mobile.safariSetup.step1', message: '从 App Store 安装 {product}。'}, product)}
        </li>
        <li>
          {translate({
            id: 'marketing.mobile.safariSetup.step2',
            message:
              '打开系统“设置”，进入“Safari 浏览器 → 扩展”（iOS 18 及以上在“设置 → App → Safari 浏览器 → 扩展”）。',
          })}
        </li>
        <li>
          {translate(
            {id: 'marketing.mobile.safariSetup.step3', message: '打开 {product} 的开关，并把“所有网站”设为“允许”。'},
            product,
          )}
        </li>
        <li>
          {translate(
            {
              id: 'marketing.mobile.safariSetup.step4',
              message: '回到 Safari，点地址栏左侧的 aA 图标，选择 {product} 即可翻译当前网页。',
            },
            product,
          )}
        </li>
      </Steps>
      <p className={styles.note}>
        <Link to="/docs/installation/">
          {translate({id: 'marketing.mobile.safariSetup.docs', message: '完整的安装说明'})}
        </Link>
      </p>
    </Section>
  );
}

function WhatWorks(): ReactNode {
  const items = [
    {
      key: 'webpage',
      title: translate({id: 'marketing.mobile.works.webpage.title', message: '双语网页'}),
      text: translate({
        id: 'marketing.mobile.works.webpage.text',
        message: '在应用或已启用扩展的 Safari 中打开网页，译文排在每段原文下方，和电脑上一样。',
      }),
    },
    {
      key: 'video',
      title: translate({id: 'marketing.mobile.works.video.title', message: '视频双语字幕'}),
      text: translate({
        id: 'marketing.mobile.works.video.text',
        message:
          '打开视频网站的网页版，点播放器上的字幕按钮。视频网站自己的 App 不在浏览器里运行，扩展无法作用于它们。',
      }),
    },
    {
      key: 'input',
      title: translate({id: 'marketing.mobile.works.input.title', message: '输入框翻译'}),
      text: translate({
        id: 'marketing.mobile.works.input.text',
        message: '在输入框里快速连按三次空格即可。如果键盘把两次空格变成句号，请在键盘设置中关闭这个功能。',
      }),
    },
    {
      key: 'image',
      title: translate({id: 'marketing.mobile.works.image.title', message: '图片和漫画'}),
      text: translate({
        id: 'marketing.mobile.works.image.text',
        message: '截图后上传到网页版图片工具即可翻译；登录 Pro 账户后，还能在漫画网站的网页版中翻译漫画。',
      }),
    },
  ];
  return (
    <Section
      id="what-works"
      title={translate({id: 'marketing.mobile.works.title', message: '手机上能做什么'})}
      lead={translate({
        id: 'marketing.mobile.works.lead',
        message: '大部分功能在手机和平板上同样可用，少数依赖键盘和鼠标的功能只在电脑上提供。',
      })}>
      <ul className={styles.checks}>
        {items.map((item) => (
          <li key={item.key}>
            <strong>{item.title}</strong>
            {item.text}
          </li>
        ))}
      </ul>
      <Message tone="notice">
        {translate({
          id: 'marketing.mobile.works.hover',
          message: '悬停翻译需要按住按键并移动鼠标，因此只能在电脑浏览器中使用。在手机和平板上，请直接翻译整个网页。',
        })}
      </Message>
    </Section>
  );
}

export default function MobilePage(): ReactNode {
  const product = {product: useSettings().productName};
  const title = translate(
    {id: 'pages.mobile.title', message: '在手机和平板上使用', description: 'Title of the mobile page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.mobile.intro',
      message:
        '{product} 提供 iOS 和 Android 应用，也支持 iPhone 和 iPad 上的 Safari 扩展，在移动设备上同样可以阅读双语内容。',
      description: 'Lead paragraph of the mobile page',
    },
    product,
  );
  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container ${styles.page}`}
      art={<DevicesArt />}
      actions={
        <Link className="button button--primary button--lg" to="#mobile-download">
          {translate({id: 'marketing.mobile.hero.download', message: '下载手机版'})}
        </Link>
      }>
      <Apps />
      <SafariSetup />
      <WhatWorks />
      <Section
        id="mobile-download"
        title={translate({id: 'marketing.mobile.download.title', message: '下载手机版'})}
        lead={translate({
          id: 'marketing.mobile.download.lead',
          message: '适合你设备的版本排在最前面。旧版 Android 浏览器安装包已停止维护，建议安装 Android 应用。',
        })}>
        <DownloadButtons only={(t) => MOBILE_IDS.has(t.id)} />
        <p className={styles.note}>
          <Link to="/download/">
            {translate({id: 'marketing.mobile.download.all', message: '电脑浏览器扩展请前往下载页面'})}
          </Link>
        </p>
      </Section>
    </MarketingPage>
  );
}
