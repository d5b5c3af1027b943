import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Steps} from '@site/src/components/marketing/Section';
import HeroActions from '../_featurePage/HeroActions';
import DetailCards from '../_featurePage/DetailCards';
import ProNote from '../_featurePage/ProNote';
import ClosingCta from '../_featurePage/ClosingCta';
import shared from '../_featurePage/styles.module.css';
import ImageArt from './_components/ImageArt';
import '@generated/page-speed/default/imagePage.js';

export default function ImagePage(): ReactNode {
  const settings = useSettings();
  const product = {product: settings.productName};
  const webTool = translate({id: 'marketing.imagePage.webTool', message: '打开图片翻译网页工具'});
  return (
    <MarketingPage
      title={translate({id: 'pages.image.title', message: '图片翻译', description: 'Title of the image page'}, product)}
      description={translate(
        {
          id: 'pages.image.intro',
          message: '在网页图片上点击右键，或在悬停时按下快捷键，就能把图中的文字翻译成你的语言。',
          description: 'Lead paragraph of the image page',
        },
        product,
      )}
      art={<ImageArt />}
      actions={
        <HeroActions
          primary={{to: '/download/', label: translate({id: 'marketing.imagePage.install', message: '免费安装扩展'})}}
          secondary={[{to: settings.tools.image, label: webTool}]}
        />
      }>
      <Section
        id="how-it-works"
        title={translate({id: 'marketing.imagePage.how.title', message: '两种方式，翻译网页上的图片'})}
        lead={translate({
          id: 'marketing.imagePage.how.lead',
          message: '图片翻译对所有用户免费，识别出的文字交给你在弹出面板中选定的翻译服务。',
        })}>
        <Steps>
          <li>
            {translate(
              {
                id: 'marketing.imagePage.how.step1',
                message: '安装 {product} 扩展，打开带有文字图片的网页：信息图、海报、截图、商品详情图都可以。',
              },
              product,
            )}
          </li>
          <li>
            {translate(
              {
                id: 'marketing.imagePage.how.step2',
                message:
                  '把鼠标停在图片上按 Alt+I（macOS 上是 Option+I）；或者在图片上点右键，选择“使用 {product} 翻译图片”。',
              },
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.imagePage.how.step3',
              message: '稍等片刻，图中的文字被识别出来，译文就显示在原来文字所在的位置。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.imagePage.how.step4',
              message: '想看原图时再点一次右键即可恢复。原图本身不会被修改。',
            })}
          </li>
        </Steps>
      </Section>

      <Section id="what-you-get" title={translate({id: 'marketing.imagePage.get.title', message: '你会得到'})}>
        <DetailCards
          items={[
            {
              key: 'inPlace',
              title: translate({id: 'marketing.imagePage.get.inPlace.title', message: '译文留在原位'}),
              text: translate({
                id: 'marketing.imagePage.get.inPlace.text',
                message: '译文覆盖在原文字所在的区域，图表、标注和排版一眼就能对上。',
              }),
            },
            {
              key: 'hotkey',
              title: translate({id: 'marketing.imagePage.get.hotkey.title', message: '连续翻译一组图'}),
              text: translate({
                id: 'marketing.imagePage.get.hotkey.text',
                message:
                  '用 Alt+I 不必打开菜单，指一张按一下，适合成组的截图和长图。快捷键可以在浏览器的扩展快捷键页面修改。',
              }),
            },
            {
              key: 'services',
              title: translate({id: 'marketing.imagePage.get.services.title', message: '用你熟悉的翻译服务'}),
              text: translate({
                id: 'marketing.imagePage.get.services.text',
                message: '图片翻译和网页翻译共用目标语言和翻译服务，十多种服务任你选择。',
              }),
            },
          ]}
        />
      </Section>

      <Section
        id="web-tool"
        title={translate({id: 'marketing.imagePage.tool.title', message: '截图和本地图片：用网页工具'})}
        lead={translate({
          id: 'marketing.imagePage.tool.lead',
          message: '手机截图、聊天记录里的图片、电脑上的文件，不在网页上的图片也能翻译，手机浏览器里同样可用。',
        })}>
        <Steps>
          <li>
            {translate({id: 'marketing.imagePage.tool.step1', message: '在电脑或手机浏览器中打开图片翻译网页工具。'})}
          </li>
          <li>
            {translate({id: 'marketing.imagePage.tool.step2', message: '上传本地图片，或直接粘贴剪贴板中的截图。'})}
          </li>
          <li>
            {translate({
              id: 'marketing.imagePage.tool.step3',
              message: '选择目标语言开始翻译，完成后保存翻译好的图片。',
            })}
          </li>
        </Steps>
        <p>
          <Link className="button button--secondary" href={settings.tools.image}>
            {webTool}
          </Link>
        </p>
      </Section>

      <Section id="limits" title={translate({id: 'marketing.imagePage.limits.title', message: '使用限制'})}>
        <ul className={shared.list}>
          <li>
            {translate({
              id: 'marketing.imagePage.limits.blurry',
              message: '模糊、过小或分辨率很低的文字难以识别，尽量在原图或放大后的图片上操作。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.imagePage.limits.styled',
              message: '艺术字、手写体、竖排和严重倾斜的文字识别难度较高，可能漏掉一部分。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.imagePage.limits.background',
              message: '作为页面背景的图片和画布里绘制的内容可能无法右键选中，截图后用网页工具翻译即可。',
            })}
          </li>
        </ul>
        <ProNote
          pro
          action={
            <Link to="/manga/">{translate({id: 'marketing.imagePage.limits.mangaLink', message: '了解漫画翻译'})}</Link>
          }>
          <p>
            {translate({
              id: 'marketing.imagePage.limits.manga',
              message: '要连续阅读整话漫画，请使用专门的漫画翻译，它会自动处理每一页的对话气泡，是 Pro 会员功能。',
            })}
          </p>
        </ProNote>
      </Section>

      <ClosingCta
        title={translate({id: 'marketing.imagePage.cta.title', message: '下次看到满是外文的图片，按一下 Alt+I'})}
        lead={translate({
          id: 'marketing.imagePage.cta.lead',
          message: '安装浏览器扩展，或者直接在网页工具里上传截图。',
        })}
        allDownloads={translate({id: 'marketing.imagePage.cta.allDownloads', message: '所有下载方式'})}
        docs={[
          {doc: 'features/image', label: translate({id: 'marketing.imagePage.cta.doc', message: '图片翻译使用说明'})},
        ]}
      />
    </MarketingPage>
  );
}
