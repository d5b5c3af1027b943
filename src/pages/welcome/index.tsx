import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Message, Steps} from '@site/src/components/marketing/Section';
import ProTag from '@site/src/components/marketing/ProTag';
import {useSettings} from '@site/src/components/useSettings';
import {docPath} from '@site/src/site/routes';
import {BilingualPageArt, HoverArt, VideoArt, WebpageArt} from './_components/Art';
import ExtensionStatus from './_components/ExtensionStatus';
import TryCard from './_components/TryCard';
import styles from './styles.module.css';
import marketing from '@site/src/components/marketing/styles.module.css';
import '@generated/page-speed/default/welcome.js';

const kbd = (key: string): ReactNode => <kbd translate="no">{key}</kbd>;

export default function WelcomePage(): ReactNode {
  const {productName, links} = useSettings();
  const product = {product: productName};
  const title = translate(
    {id: 'pages.welcome.title', message: '欢迎使用 {product}', description: 'Title of the welcome page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.welcome.intro',
      message: '扩展已经装好了。先试试这三件事：翻译第一个网页，按住 Ctrl 悬停翻译一个段落，再给一段视频加上双语字幕。',
      description: 'Lead paragraph of the welcome page',
    },
    product,
  );

  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container margin-vert--lg ${styles.main}`}
      lead={
        <>
          <p className={styles.thanks}>
            {translate(
              {
                id: 'marketing.welcome.thanks',
                message: '感谢你安装 {product}！从现在起，外文网页、视频和文档都可以原文和译文对照着读。',
              },
              product,
            )}
          </p>
          <p>{intro}</p>
        </>
      }
      art={<BilingualPageArt />}
      actions={
        <>
          <a className="button button--primary button--lg" href="#try-first">
            {translate({id: 'marketing.welcome.start', message: '开始体验'})}
          </a>
          <Link className="button button--secondary button--lg" to={docPath('usage')}>
            {translate({id: 'marketing.welcome.basics', message: '阅读基础使用'})}
          </Link>
        </>
      }>
      <ExtensionStatus product={productName} />

      <Section
        id="try-first"
        title={translate({id: 'marketing.welcome.tryTitle', message: '先试试这三件事'})}
        lead={translate({id: 'marketing.welcome.tryLead', message: '每一件都只需要几秒钟，而且都是免费功能。'})}>
        <div className={marketing.columns}>
          <TryCard
            id="webpage"
            art={<WebpageArt />}
            title={translate({id: 'marketing.welcome.webpage.title', message: '翻译整个网页'})}
            doc={docPath('features/webpage')}
            docLabel={translate({id: 'marketing.welcome.webpage.doc', message: '网页翻译说明'})}>
            <p>
              <Translate
                id="marketing.welcome.webpage.how"
                values={{...product, shortcut: kbd('Alt+A'), mac: kbd('Option+A')}}>
                {
                  '打开一个外文网页，按 {shortcut}（macOS 上按 {mac}），或者点击工具栏上的 {product} 图标，在弹出面板中点击“翻译此页面”。每段译文会出现在原文下方。'
                }
              </Translate>
            </p>
            <p>
              {translate({
                id: 'marketing.welcome.webpage.back',
                message: '再按一次快捷键，或在面板中点击“显示原文”，就能回到原来的页面。',
              })}
            </p>
          </TryCard>
          <TryCard
            id="hover"
            art={<HoverArt />}
            title={translate({id: 'marketing.welcome.hover.title', message: '悬停翻译一个段落'})}
            doc={docPath('features/hover')}
            docLabel={translate({id: 'marketing.welcome.hover.doc', message: '悬停翻译说明'})}>
            <p>
              <Translate id="marketing.welcome.hover.how" values={{key: kbd('Ctrl')}}>
                {
                  '只想看懂其中一段？按住 {key} 键，把鼠标指向那个段落，它的译文就会出现在正下方，页面其他部分保持原样。'
                }
              </Translate>
            </p>
            <p>
              {translate({
                id: 'marketing.welcome.hover.settings',
                message: '如果 Ctrl 和其他软件冲突，可以在设置页的“悬停翻译”中改成 Alt 或 Shift。',
              })}
            </p>
          </TryCard>
          <TryCard
            id="video"
            art={<VideoArt />}
            title={translate({id: 'marketing.welcome.video.title', message: '给视频加上双语字幕'})}
            doc={docPath('features/video-subtitles')}
            docLabel={translate({id: 'marketing.welcome.video.doc', message: '视频字幕说明'})}>
            <p>
              {translate(
                {
                  id: 'marketing.welcome.video.how',
                  message:
                    '在 YouTube、Netflix、Coursera 等视频网站播放一个带字幕的视频，点击播放器控制栏上的 {product} 字幕按钮，原文和译文会分两行同时显示。',
                },
                product,
              )}
            </p>
            <p>{translate({id: 'marketing.welcome.video.sites', message: '已适配的视频网站超过 100 个。'})}</p>
          </TryCard>
        </div>
      </Section>

      <Section
        id="pin"
        title={translate({id: 'marketing.welcome.pinTitle', message: '把扩展固定到工具栏'})}
        lead={translate(
          {
            id: 'marketing.welcome.pinLead',
            message: '固定之后，{product} 的图标会一直显示在地址栏旁边，随时一键打开弹出面板。',
          },
          product,
        )}>
        <Steps>
          <li>{translate({id: 'marketing.welcome.pin1', message: '点击浏览器工具栏右侧的拼图（扩展）图标。'})}</li>
          <li>{translate({id: 'marketing.welcome.pin2', message: '在扩展列表中找到 {product}。'}, product)}</li>
          <li>
            {translate({
              id: 'marketing.welcome.pin3',
              message: '点击它旁边的图钉图标（Edge 中选择“在工具栏中显示”）。',
            })}
          </li>
        </Steps>
        <p className={styles.note}>
          {translate(
            {
              id: 'marketing.welcome.pinOther',
              message:
                '在 Firefox 中，点击扩展菜单里 {product} 旁的齿轮，选择“固定到工具栏”。在 Safari 中，扩展装好后还需要在 Safari 的设置里手动启用。',
            },
            product,
          )}{' '}
          <Link to={`${docPath('installation')}#desktop-browsers`}>
            {translate({id: 'marketing.welcome.pinDoc', message: '各浏览器的安装说明'})}
          </Link>
        </p>
      </Section>

      <Section
        id="service"
        title={translate({id: 'marketing.welcome.serviceTitle', message: '选择翻译服务'})}
        lead={translate(
          {
            id: 'marketing.welcome.serviceLead',
            message:
              '{product} 负责把译文排在原文下方，真正翻译文字的是你选择的翻译服务。你可以在弹出面板或设置页的“翻译服务”中随时切换。',
          },
          product,
        )}>
        <div className={marketing.columns}>
          <div className={marketing.accentItem}>
            <h3>{translate({id: 'marketing.welcome.mt.title', message: '机器翻译'})}</h3>
            <p>
              {translate({
                id: 'marketing.welcome.mt.text',
                message: '速度快、结果稳定，适合大量浏览新闻和资料，不少服务商提供免费额度。',
              })}
            </p>
          </div>
          <div className={marketing.accentItem}>
            <h3>{translate({id: 'marketing.welcome.llm.title', message: 'AI 大模型'})}</h3>
            <p>
              {translate({
                id: 'marketing.welcome.llm.text',
                message: '更擅长口语、长句和专业语境，还能用 AI 提示词调整语气和术语。',
              })}
            </p>
          </div>
          <div className={marketing.accentItem}>
            <h3>
              {translate({id: 'marketing.welcome.ai.title', message: '{product} AI'}, product)}
              <ProTag />
            </h3>
            <p>
              {translate({
                id: 'marketing.welcome.ai.text',
                message: 'Pro 会员可以直接使用的内置引擎，不需要自己申请密钥。',
              })}
            </p>
          </div>
        </div>
        <Message tone="notice">
          {translate({
            id: 'marketing.welcome.keys',
            message:
              '除内置引擎外，其他服务需要填写你自己在服务商那里申请的 API 密钥，费用由服务商直接向你收取。密钥只保存在你的浏览器里。',
          })}
        </Message>
        <p className={styles.links}>
          <Link className="button button--primary" to={docPath('services/index')}>
            {translate({id: 'marketing.welcome.servicesDoc', message: '比较所有翻译服务'})}
          </Link>
          <Link to={docPath('apikey')}>
            {translate({id: 'marketing.welcome.apikeyDoc', message: '怎样申请和填写 API 密钥'})}
          </Link>
          <Link to="/pricing/">{translate({id: 'marketing.welcome.pricing', message: '了解 Pro 会员'})}</Link>
        </p>
      </Section>

      <Section
        id="help"
        title={translate({id: 'marketing.welcome.helpTitle', message: '需要帮助？'})}
        lead={translate({
          id: 'marketing.welcome.helpLead',
          message: '遇到问题时，先看看常见问题；没有找到答案，就来社区问我们。',
        })}>
        <ul className={styles.help}>
          <li>
            <Link to={docPath('faq')}>{translate({id: 'marketing.welcome.faq', message: '常见问题'})}</Link>
            <span>
              {translate({
                id: 'marketing.welcome.faqText',
                message: '安装、网页翻译、PDF、字幕、密钥和会员的常见问题与解决办法。',
              })}
            </span>
          </li>
          <li>
            <Link to={docPath('communities')}>
              {translate({id: 'marketing.welcome.communities', message: '社区与反馈'})}
            </Link>
            <span>
              {translate({
                id: 'marketing.welcome.communitiesText',
                message: '官方交流渠道，以及怎样报告问题、提出功能建议。',
              })}
            </span>
          </li>
          <li>
            <Link href={links.feedback}>{translate({id: 'marketing.welcome.feedback', message: '意见反馈表'})}</Link>
            <span>
              {translate({id: 'marketing.welcome.feedbackText', message: '告诉我们哪里好用、哪里还需要改进。'})}
            </span>
          </li>
          <li>
            <Link to="/learn/">{translate({id: 'marketing.welcome.learn', message: '学习中心'})}</Link>
            <span>
              {translate({
                id: 'marketing.welcome.learnText',
                message: '按你的用途整理好的学习路线：语言学习、论文阅读、网页开发。',
              })}
            </span>
          </li>
        </ul>
      </Section>
    </MarketingPage>
  );
}
