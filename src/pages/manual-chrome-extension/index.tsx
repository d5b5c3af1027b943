import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Message} from '@site/src/components/marketing/Section';
import ChromeUpgradeNotice from '@site/src/components/marketing/ChromeUpgradeNotice';
import {useSettings} from '@site/src/components/useSettings';
import {docPath} from '@site/src/site/routes';
import InstallChoice from './_components/InstallChoice';
import ManualArt from './_components/ManualArt';
import styles from './styles.module.css';
import marketing from '@site/src/components/marketing/styles.module.css';
import '@generated/page-speed/default/manualChrome.js';

const ZIP_GUIDE = '/manual-chrome-extension/zip/';

export default function ManualChromePage(): ReactNode {
  const {productName, stores, requirements} = useSettings();
  const product = {product: productName};
  const minimum = {version: String(requirements.minChromiumVersion)};
  const title = translate(
    {
      id: 'pages.manualChrome.title',
      message: '手动安装 Chrome 扩展',
      description: 'Title of the manual-chrome-extension page',
    },
    product,
  );
  const intro = translate(
    {
      id: 'pages.manualChrome.intro',
      message: '无法访问 Chrome 应用商店时，可以下载安装包，在 Chrome 的扩展程序页面手动安装 {product}。',
      description: 'Lead paragraph of the manual-chrome-extension page',
    },
    product,
  );
  const zipGuideLabel = translate({id: 'marketing.manualChrome.zipGuideLink', message: '打开 zip 安装包教程'});

  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container margin-vert--lg ${styles.main}`}
      lead={intro}
      art={<ManualArt />}
      actions={
        <>
          <Link className="button button--primary button--lg" to={ZIP_GUIDE} data-testid="zip-guide-link">
            {zipGuideLabel}
          </Link>
          <Link className="button button--secondary button--lg" href={stores.chrome}>
            {translate({id: 'marketing.manualChrome.tryStore', message: '先试试 Chrome 应用商店'})}
          </Link>
        </>
      }>
      <ChromeUpgradeNotice />

      <Section
        id="when"
        title={translate({id: 'marketing.manualChrome.whenTitle', message: '什么时候需要手动安装'})}
        lead={translate({
          id: 'marketing.manualChrome.whenLead',
          message: '大多数人直接从应用商店安装就好。只有商店装不上时，才需要手动安装。',
        })}>
        <div className={marketing.columns}>
          <article className={marketing.accentItem}>
            <Heading as="h3">
              {translate({id: 'marketing.manualChrome.reasonStore.title', message: '打不开应用商店'})}
            </Heading>
            <p>
              {translate({
                id: 'marketing.manualChrome.reasonStore.text',
                message:
                  '所在的网络或地区无法访问 Chrome 应用商店，页面一直加载不出来，或者点击“添加至 Chrome”后没有反应。',
              })}
            </p>
          </article>
          <article className={marketing.accentItem}>
            <Heading as="h3">
              {translate({id: 'marketing.manualChrome.reasonPolicy.title', message: '公司或学校的规定'})}
            </Heading>
            <p>
              {translate({
                id: 'marketing.manualChrome.reasonPolicy.text',
                message:
                  '单位的网络屏蔽了应用商店，或者要求软件先经过内部审核再安装。这时可以把安装包交给 IT 部门检查，确认后再在本机加载。',
              })}
            </p>
          </article>
          <article className={marketing.accentItem}>
            <Heading as="h3">
              {translate({id: 'marketing.manualChrome.reasonBrowser.title', message: '商店里找不到扩展'})}
            </Heading>
            <p>
              {translate(
                {
                  id: 'marketing.manualChrome.reasonBrowser.text',
                  message:
                    '有些 Chromium 内核浏览器没有接入扩展商店。只要内核版本不低于 {version}，就可以用安装包手动安装。',
                },
                minimum,
              )}
            </p>
          </article>
        </div>
        <Message tone="notice">
          {translate(
            {
              id: 'marketing.manualChrome.tradeOff',
              message:
                '手动安装的 {product} 功能与商店版完全相同，但不会自动更新，而且浏览器每次启动时都会提示你正在使用开发者模式扩展。能用商店时，请优先使用商店。',
            },
            product,
          )}
        </Message>
      </Section>

      <Section
        id="choices"
        title={translate({id: 'marketing.manualChrome.choicesTitle', message: '三种安装方式'})}
        lead={translate({
          id: 'marketing.manualChrome.choicesLead',
          message: '按下面的顺序尝试，前一种行不通再换下一种。',
        })}>
        <ol className={styles.choices}>
          <InstallChoice
            id="store"
            highlighted
            title={translate({id: 'marketing.manualChrome.store.title', message: '应用商店'})}
            tag={translate({id: 'marketing.manualChrome.store.tag', message: '推荐'})}
            summary={translate({
              id: 'marketing.manualChrome.store.summary',
              message: '最省心的方式：一键安装，之后在后台自动更新。',
            })}
            points={[
              translate({
                id: 'marketing.manualChrome.store.point1',
                message: 'Chrome 用户使用 Chrome 应用商店，Edge 用户使用 Edge 加载项商店。',
              }),
              translate({
                id: 'marketing.manualChrome.store.point2',
                message: '不需要开启开发者模式，启动时也没有额外提示。',
              }),
            ]}
            actions={
              <>
                <Link className="button button--primary button--sm" href={stores.chrome}>
                  {translate({id: 'marketing.manualChrome.store.chrome', message: 'Chrome 应用商店'})}
                </Link>
                <Link className="button button--secondary button--sm" href={stores.edge}>
                  {translate({id: 'marketing.manualChrome.store.edge', message: 'Edge 加载项商店'})}
                </Link>
              </>
            }
          />
          <InstallChoice
            id="zip"
            title={translate({id: 'marketing.manualChrome.zip.title', message: 'zip 安装包'})}
            summary={translate({
              id: 'marketing.manualChrome.zip.summary',
              message: '商店打不开时的首选：下载安装包，解压后在扩展程序页面加载，四步完成。',
            })}
            points={[
              translate(
                {
                  id: 'marketing.manualChrome.zip.point1',
                  message: '适用于 Chrome、Edge 和其他 Chromium 内核浏览器，版本不低于 {version}。',
                },
                minimum,
              ),
              translate({
                id: 'marketing.manualChrome.zip.point2',
                message: '需要开启开发者模式；有新版本时要手动下载并重新加载。',
              }),
            ]}
            actions={
              <>
                <Link className="button button--primary button--sm" to={ZIP_GUIDE} data-testid="zip-guide-card-link">
                  {zipGuideLabel}
                </Link>
                <Link className="button button--secondary button--sm" href={stores.zip}>
                  {translate({id: 'marketing.manualChrome.zip.download', message: '直接下载安装包'})}
                </Link>
              </>
            }
          />
          <InstallChoice
            id="userscript"
            title={translate({id: 'marketing.manualChrome.userscript.title', message: '用户脚本'})}
            summary={translate(
              {
                id: 'marketing.manualChrome.userscript.summary',
                message:
                  '浏览器不支持扩展，或者开发者模式被禁用时，可以通过用户脚本管理器使用 {product} 的网页双语翻译。',
              },
              product,
            )}
            points={[
              translate({
                id: 'marketing.manualChrome.userscript.point1',
                message: '先安装 Tampermonkey 或 Violentmonkey 等用户脚本管理器，再安装脚本。',
              }),
              translate({
                id: 'marketing.manualChrome.userscript.point2',
                message: 'PDF 阅读器、右键菜单和浏览器快捷键等依赖扩展接口的功能无法使用。',
              }),
            ]}
            actions={
              <>
                <Link className="button button--primary button--sm" href={stores.userscript}>
                  {translate({id: 'marketing.manualChrome.userscript.install', message: '安装用户脚本'})}
                </Link>
                <Link className="button button--secondary button--sm" to={`${docPath('installation')}#userscript`}>
                  {translate({id: 'marketing.manualChrome.userscript.doc', message: '阅读说明'})}
                </Link>
              </>
            }
          />
        </ol>
      </Section>

      <Section
        id="next"
        title={translate({id: 'marketing.manualChrome.nextTitle', message: '准备好了？'})}
        lead={translate({
          id: 'marketing.manualChrome.nextLead',
          message:
            'zip 安装包教程一步一步带你完成下载、开启开发者模式、加载扩展和固定到工具栏，并解答更新和 Edge 安装等常见问题。',
        })}>
        <div className={styles.nextActions}>
          <Link className="button button--primary button--lg" to={ZIP_GUIDE}>
            {zipGuideLabel}
          </Link>
          <Link to="/download/">
            {translate({id: 'marketing.manualChrome.allDownloads', message: '查看所有下载方式'})}
          </Link>
          <Link to={`${docPath('installation')}#troubleshooting`}>
            {translate({id: 'marketing.manualChrome.installHelp', message: '安装问题排查'})}
          </Link>
        </div>
      </Section>
    </MarketingPage>
  );
}
