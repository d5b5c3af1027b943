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
import VideoArt from './_components/VideoArt';
import '@generated/page-speed/default/videoPage.js';

export default function VideoSubtitlesPage(): ReactNode {
  const settings = useSettings();
  const product = {product: settings.productName};
  const subtitleTool = translate({id: 'marketing.videoPage.subtitleTool', message: '翻译字幕文件'});
  return (
    <MarketingPage
      title={translate(
        {
          id: 'pages.videoSubtitles.title',
          message: '视频双语字幕',
          description: 'Title of the f-video-subtitle-translate page',
        },
        product,
      )}
      description={translate(
        {
          id: 'pages.videoSubtitles.intro',
          message: '在 100 多个视频网站上实时显示双语字幕，原文与译文上下排列，边看边学。',
          description: 'Lead paragraph of the f-video-subtitle-translate page',
        },
        product,
      )}
      art={<VideoArt />}
      actions={
        <HeroActions
          primary={{to: '/download/', label: translate({id: 'marketing.videoPage.install', message: '免费安装扩展'})}}
          secondary={[{to: settings.tools.subtitle, label: subtitleTool}]}
        />
      }>
      <Section
        id="how-it-works"
        title={translate({id: 'marketing.videoPage.how.title', message: '打开视频，点一下字幕按钮'})}
        lead={translate({
          id: 'marketing.videoPage.how.lead',
          message: '双语字幕是免费功能，网课、演讲、访谈和纪录片都适用。',
        })}>
        <Steps>
          <li>
            {translate(
              {
                id: 'marketing.videoPage.how.step1',
                message:
                  '安装 {product} 扩展，打开受支持的视频网站，例如 YouTube、Netflix、Coursera、Udemy、TED 或哔哩哔哩。',
              },
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.videoPage.how.step2',
              message: '播放一个带字幕的视频，先在播放器自己的字幕菜单里打开原文字幕。',
            })}
          </li>
          <li>
            {translate(
              {id: 'marketing.videoPage.how.step3', message: '点击播放器控制栏上的 {product} 字幕按钮。'},
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.videoPage.how.step4',
              message: '原文和译文两行字幕随画面同时出现。再点一次按钮即可关闭。',
            })}
          </li>
        </Steps>
      </Section>

      <Section id="what-you-get" title={translate({id: 'marketing.videoPage.get.title', message: '你会得到'})}>
        <DetailCards
          items={[
            {
              key: 'sites',
              title: translate({id: 'marketing.videoPage.get.sites.title', message: '100 多个视频网站'}),
              text: translate({
                id: 'marketing.videoPage.get.sites.text',
                message: 'YouTube、Netflix、Coursera、Udemy、TED、哔哩哔哩等主流视频和网课平台都能用。',
              }),
            },
            {
              key: 'resegment',
              title: translate({id: 'marketing.videoPage.get.resegment.title', message: 'AI 重新断句'}),
              text: translate({
                id: 'marketing.videoPage.get.resegment.text',
                message:
                  '平台自动生成的字幕常把一句话切成几段。开启 AI 重新断句后，先按语义拼回完整的句子再翻译，译文通顺得多。',
              }),
            },
            {
              key: 'styles',
              title: translate({id: 'marketing.videoPage.get.styles.title', message: '字幕样式随你调'}),
              text: translate({
                id: 'marketing.videoPage.get.styles.text',
                message:
                  '原文在上还是译文在上、双语还是只看译文，以及两种语言各自的字号、颜色和背景透明度，改完立刻生效。',
              }),
            },
            {
              key: 'download',
              title: translate({id: 'marketing.videoPage.get.download.title', message: '下载双语字幕'}),
              text: translate({
                id: 'marketing.videoPage.get.download.text',
                message: '在字幕按钮的菜单里把当前视频的双语字幕存成文件，配合离线视频使用或整理成学习笔记。',
              }),
            },
            {
              key: 'privacy',
              title: translate({id: 'marketing.videoPage.get.privacy.title', message: '只处理字幕文字'}),
              text: translate({
                id: 'marketing.videoPage.get.privacy.text',
                message: '视频本身不会被修改，画面和声音也不会被上传，翻译的只有字幕。',
              }),
            },
          ]}
        />
        <p>
          <Link to={docPath('videoSiteSupport')}>
            {translate({id: 'marketing.videoPage.get.sitesLink', message: '查看支持的视频网站'})}
          </Link>
        </p>
      </Section>

      <Section
        id="subtitle-files"
        title={translate({id: 'marketing.videoPage.files.title', message: '已经有字幕文件？'})}
        lead={translate({
          id: 'marketing.videoPage.files.lead',
          message: '把 SRT、VTT 或 ASS 字幕文件上传到字幕翻译网页工具，得到时间轴不变的双语字幕，不需要安装扩展。',
        })}>
        <p>
          <Link className="button button--secondary" href={settings.tools.subtitle}>
            {subtitleTool}
          </Link>
        </p>
      </Section>

      <Section id="limits" title={translate({id: 'marketing.videoPage.limits.title', message: '使用限制'})}>
        <ul className={shared.list}>
          <li>
            {translate({
              id: 'marketing.videoPage.limits.needsSubtitles',
              message: '视频必须带有字幕（人工字幕或自动字幕），完全没有字幕的视频无法翻译。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.videoPage.limits.asr',
              message: 'AI 重新断句能理顺句子，但纠正不了自动字幕听错的词。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.videoPage.limits.players',
              message: '少数网站的播放器做了特殊保护或自定义字幕渲染，可能暂不支持。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.videoPage.limits.mobile',
              message: '在手机上请用视频网站的网页版：视频网站自己的 App 不在浏览器里运行，扩展无法作用于它们。',
            })}
          </li>
        </ul>
        <ProNote
          pro
          action={
            <Link to="/pricing/">
              {translate({id: 'marketing.videoPage.limits.pricing', message: '了解 Pro 会员'})}
            </Link>
          }>
          <p>
            {translate(
              {
                id: 'marketing.videoPage.limits.pro',
                message:
                  '双语字幕本身免费，可以使用你自己的翻译服务密钥。Pro 会员还能直接使用无需密钥的 {product} AI 引擎。',
              },
              product,
            )}
          </p>
        </ProNote>
      </Section>

      <ClosingCta
        title={translate({id: 'marketing.videoPage.cta.title', message: '下一个视频，就用双语字幕看'})}
        lead={translate({id: 'marketing.videoPage.cta.lead', message: '安装浏览器扩展，打开视频，点一下字幕按钮。'})}
        allDownloads={translate({id: 'marketing.videoPage.cta.allDownloads', message: '所有下载方式'})}
        docs={[
          {
            doc: 'features/video-subtitles',
            label: translate({id: 'marketing.videoPage.cta.docSubtitles', message: '视频字幕使用说明'}),
          },
          {
            doc: 'videoSiteSupport',
            label: translate({id: 'marketing.videoPage.cta.docSites', message: '视频网站支持'}),
          },
        ]}
      />
    </MarketingPage>
  );
}
