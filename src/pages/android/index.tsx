import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Message, Steps} from '@site/src/components/marketing/Section';
import {ApkArt} from '@site/src/components/marketing/art';
import styles from '../download/_components/pages.module.css';
import {useAutoDownload} from './_components/useAutoDownload';
import '@generated/page-speed/default/android.js';

function DownloadStatus({apk}: {readonly apk: string}): ReactNode {
  const started = useAutoDownload(apk);
  return (
    <>
      {started ? (
        <Message tone="success">
          <span data-testid="android-download-started">
            {translate({
              id: 'marketing.android.started',
              message: '下载已经开始，请在浏览器的下载列表或通知栏中查看安装包。',
            })}
          </span>
        </Message>
      ) : (
        <Message tone="notice">
          {translate({id: 'marketing.android.preparing', message: '正在准备下载安装包……'})}
        </Message>
      )}
      <p>
        {translate({id: 'marketing.android.manualLead', message: '下载没有自动开始？'})}{' '}
        <Link href={apk} data-testid="android-manual">
          {translate({id: 'marketing.android.manual', message: '点这里手动下载 APK'})}
        </Link>
      </p>
    </>
  );
}

export default function AndroidPage(): ReactNode {
  const {productName, stores} = useSettings();
  const product = {product: productName};
  const title = translate(
    {id: 'pages.android.title', message: 'Android 浏览器下载', description: 'Title of the android page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.android.intro',
      message:
        '这里提供内置 {product} 的 Android 浏览器安装包。这款浏览器已停止维护，并已改用新名称发布；新用户建议安装 {product} Android 应用。',
      description: 'Lead paragraph of the android page',
    },
    product,
  );
  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container ${styles.page}`}
      lead={
        <>
          <p>{intro}</p>
          <DownloadStatus apk={stores.androidApk} />
        </>
      }
      art={<ApkArt />}>
      <Section
        id="renamed"
        title={translate({id: 'marketing.android.renamed.title', message: '这款浏览器已停止维护'})}
        lead={translate(
          {
            id: 'marketing.android.renamed.lead',
            message:
              '“{product} Browser”已经不再更新，也不再接收安全修复。它的后继者是改用新名称发布的“{product}”应用，网页、文档、字幕和图片翻译都在里面。',
          },
          product,
        )}>
        <Message tone="notice">
          {translate({
            id: 'marketing.android.renamed.advice',
            message: '如果你是第一次安装，建议直接使用新应用；旧浏览器的安装包只为仍在使用它的用户保留。',
          })}
        </Message>
        <div className={styles.buttonRow}>
          <Link className="button button--primary button--lg" href={stores.androidApp} data-testid="android-new-app">
            {translate({id: 'marketing.android.renamed.button', message: '安装 {product} 应用'}, product)}
          </Link>
          <Link className="button button--secondary button--lg" to="/mobile/">
            {translate({id: 'marketing.android.renamed.mobile', message: '手机上的其他用法'})}
          </Link>
        </div>
      </Section>
      <Section
        id="install"
        title={translate({id: 'marketing.android.install.title', message: '安装时出现安全提示怎么办'})}
        lead={translate({
          id: 'marketing.android.install.lead',
          message:
            '不是从应用商店安装的 APK，有些手机会提示“安装此类文件可能存在安全风险”。这是系统对所有商店外安装包的标准提示，并不表示文件有问题。',
        })}>
        <Steps>
          <li>
            {translate({
              id: 'marketing.android.install.step1',
              message: '下载完成后，在通知栏或“文件”应用的下载文件夹中点开安装包。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.android.install.step2',
              message: '如果系统询问是否允许浏览器安装未知应用，打开允许开关后返回。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.android.install.step3',
              message: '看到安全风险提示时，确认安装包来自本网站，然后选择继续安装。',
            })}
          </li>
        </Steps>
        <p className={styles.note}>
          <Link to="/docs/installation/">
            {translate({id: 'marketing.android.install.docs', message: '查看完整的安装说明'})}
          </Link>
        </p>
      </Section>
    </MarketingPage>
  );
}
