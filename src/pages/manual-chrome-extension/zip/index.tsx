import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Message, Steps} from '@site/src/components/marketing/Section';
import ChromeUpgradeNotice from '@site/src/components/marketing/ChromeUpgradeNotice';
import {useSettings} from '@site/src/components/useSettings';
import {docPath} from '@site/src/site/routes';
import CopyExtensionsUrl from './_components/CopyExtensionsUrl';
import {DownloadArt, FolderArt, PinArt, ToggleArt} from './_components/StepArt';
import styles from './styles.module.css';
import marketing from '@site/src/components/marketing/styles.module.css';
import '@generated/page-speed/default/zipGuide.js';

/** One numbered step: a small picture, a title and its explanation. */
function Step({
  art,
  title,
  children,
}: {
  readonly art: ReactNode;
  readonly title: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <li className={styles.step}>
      {art}
      <div className={styles.stepText}>
        <Heading as="h3" className={styles.stepTitle}>
          {title}
        </Heading>
        {children}
      </div>
    </li>
  );
}

/** A troubleshooting entry: the symptom and what to do. */
function Trouble({title, children}: {readonly title: string; readonly children: ReactNode}): ReactNode {
  return (
    <article className={styles.trouble}>
      <Heading as="h3">{title}</Heading>
      <p>{children}</p>
    </article>
  );
}

export default function ManualChromeZipPage(): ReactNode {
  const {productName, stores, requirements} = useSettings();
  const product = {product: productName};
  const title = translate(
    {
      id: 'pages.manualChromeZip.title',
      message: '使用 zip 安装包安装',
      description: 'Title of the manual-chrome-extension/zip page',
    },
    product,
  );
  const intro = translate(
    {
      id: 'pages.manualChromeZip.intro',
      message:
        '四步完成本地安装：下载并解压安装包；打开扩展程序页面并开启开发者模式；加载已解压的扩展；把它固定到工具栏。',
      description: 'Lead paragraph of the manual-chrome-extension/zip page',
    },
    product,
  );
  const manifest = <code translate="no">manifest.json</code>;

  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container margin-vert--lg ${styles.main}`}
      lead={intro}
      actions={
        <>
          <Link className="button button--primary button--lg" href={stores.zip} data-testid="zip-download">
            {translate({id: 'marketing.zipGuide.download', message: '下载 zip 安装包'})}
          </Link>
          <Link className="button button--secondary button--lg" to="/manual-chrome-extension/">
            {translate({id: 'marketing.zipGuide.otherWays', message: '查看其他安装方式'})}
          </Link>
        </>
      }>
      <ChromeUpgradeNotice />

      <Section
        id="steps"
        title={translate({id: 'marketing.zipGuide.stepsTitle', message: '安装步骤'})}
        lead={translate(
          {
            id: 'marketing.zipGuide.stepsLead',
            message: '整个过程大约两分钟。你需要 Chrome、Edge 或其他 Chromium 内核浏览器，版本不低于 {version}。',
          },
          {version: String(requirements.minChromiumVersion)},
        )}>
        <div data-testid="zip-steps">
          <Steps>
            <Step
              art={<DownloadArt />}
              title={translate({id: 'marketing.zipGuide.step1.title', message: '下载并解压安装包'})}>
              <p>
                <Translate id="marketing.zipGuide.step1.text" values={{...product, manifest}}>
                  {
                    '下载 {product} 的 zip 安装包并解压，得到扩展程序（crx）文件夹，文件夹里直接包含 {manifest}。把它放到一个固定的位置，例如“文档”目录，不要放在会被定期清理的下载文件夹或临时目录里。'
                  }
                </Translate>
              </p>
              <p>
                <Link className="button button--outline button--primary button--sm" href={stores.zip}>
                  {translate({id: 'marketing.zipGuide.step1.button', message: '下载安装包'})}
                </Link>
              </p>
            </Step>
            <Step
              art={<ToggleArt />}
              title={translate({id: 'marketing.zipGuide.step2.title', message: '打开扩展程序页面，开启开发者模式'})}>
              <p>
                {translate({
                  id: 'marketing.zipGuide.step2.text',
                  message:
                    '网页不能直接打开浏览器的内部页面，所以请复制下面的地址，粘贴到新标签页的地址栏后按回车。在打开的扩展程序页面右上角，打开“开发者模式”开关。',
                })}
              </p>
              <CopyExtensionsUrl />
            </Step>
            <Step
              art={<FolderArt />}
              title={translate({id: 'marketing.zipGuide.step3.title', message: '加载已解压的扩展程序'})}>
              <p>
                <Translate id="marketing.zipGuide.step3.text" values={{...product, manifest}}>
                  {
                    '开启开发者模式后，页面左上角会出现“加载已解压的扩展程序”按钮。点击它，选择第 1 步解压出的文件夹，也就是直接包含 {manifest} 的那一层。{product} 的卡片随即出现在扩展列表中。'
                  }
                </Translate>
              </p>
            </Step>
            <Step
              art={<PinArt />}
              title={translate({id: 'marketing.zipGuide.step4.title', message: '把扩展固定到工具栏'})}>
              <p>
                {translate(
                  {
                    id: 'marketing.zipGuide.step4.text',
                    message:
                      '点击浏览器工具栏右侧的拼图图标，在列表中找到 {product}，点击它旁边的图钉图标。以后点击工具栏上的 {product} 图标，就能打开弹出面板翻译当前网页。',
                  },
                  product,
                )}
              </p>
            </Step>
          </Steps>
        </div>
        <Message tone="success">
          {translate({
            id: 'marketing.zipGuide.done',
            message: '装好了！打开任意一个外文网页，按 Alt+A（macOS 上按 Option+A）就能看到双语对照。',
          })}{' '}
          <Link to="/welcome/">{translate({id: 'marketing.zipGuide.doneLink', message: '看看接下来可以试什么'})}</Link>
        </Message>
      </Section>

      <Section
        id="troubleshooting"
        title={translate({id: 'marketing.zipGuide.troubleTitle', message: '常见问题'})}
        lead={translate({
          id: 'marketing.zipGuide.troubleLead',
          message: '手动安装和商店安装有几处不同，下面是最常被问到的情况。',
        })}>
        <div className={marketing.columns}>
          <Trouble
            title={translate({
              id: 'marketing.zipGuide.devWarning.title',
              message: '每次启动浏览器都提示停用开发者模式扩展',
            })}>
            {translate(
              {
                id: 'marketing.zipGuide.devWarning.text',
                message:
                  '这是正常现象。凡是以开发者模式加载的扩展，Chrome 启动时都会提醒一次。关闭提示即可，不要点击“停用”，{product} 会照常工作。',
              },
              product,
            )}
          </Trouble>
          <Trouble title={translate({id: 'marketing.zipGuide.update.title', message: '怎样更新手动安装的版本'})}>
            {translate(
              {
                id: 'marketing.zipGuide.update.text',
                message:
                  '手动安装的扩展不会自动更新。有新版本时，用新的安装包重复上面的步骤：下载、解压并覆盖原来的文件夹，然后在扩展程序页面点击 {product} 卡片上的刷新图标。不要先移除旧版本，否则保存在浏览器里的设置和 API 密钥会被一起清除。',
              },
              product,
            )}
          </Trouble>
          <Trouble title={translate({id: 'marketing.zipGuide.edge.title', message: '在 Microsoft Edge 中安装'})}>
            <Translate
              id="marketing.zipGuide.edge.text"
              values={{address: <code translate="no">edge://extensions/</code>}}>
              {
                '步骤基本相同：在地址栏打开 {address}，在左侧栏打开“开发人员模式”，点击“加载解压缩的扩展”，选择同一个文件夹，再把扩展固定到工具栏。'
              }
            </Translate>
          </Trouble>
          <Trouble title={translate({id: 'marketing.zipGuide.manifest.title', message: '提示“清单文件缺失”'})}>
            <Translate id="marketing.zipGuide.manifest.text" values={{manifest}}>
              {'选中的文件夹层级不对。请打开解压出的文件夹，找到直接包含 {manifest} 的那一层，再选择它。'}
            </Translate>
          </Trouble>
          <Trouble title={translate({id: 'marketing.zipGuide.vanished.title', message: '扩展突然消失或无法加载'})}>
            {translate({
              id: 'marketing.zipGuide.vanished.text',
              message:
                '解压出的文件夹就是扩展本身。如果它被删除、移动或改名，扩展就会失效。重新解压到固定位置，再加载一次即可。',
            })}
          </Trouble>
          <Trouble title={translate({id: 'marketing.zipGuide.policy.title', message: '开发者模式开关是灰色的'})}>
            {translate({
              id: 'marketing.zipGuide.policy.text',
              message:
                '这说明浏览器由单位的策略统一管理，不允许加载本地扩展。请联系 IT 管理员，或者改用不需要开发者模式的用户脚本。',
            })}{' '}
            <Link to="/manual-chrome-extension/#choices">
              {translate({id: 'marketing.zipGuide.policy.link', message: '比较各种安装方式'})}
            </Link>
          </Trouble>
        </div>
        <p className={styles.more}>
          {translate({id: 'marketing.zipGuide.moreHelp', message: '还有其他问题？'})}{' '}
          <Link to={`${docPath('installation')}#manual-install`}>
            {translate({id: 'marketing.zipGuide.installDoc', message: '阅读安装文档'})}
          </Link>
          {' · '}
          <Link to={`${docPath('faq')}#installation`}>
            {translate({id: 'marketing.zipGuide.faq', message: '查看常见问题'})}
          </Link>
        </p>
      </Section>
    </MarketingPage>
  );
}
