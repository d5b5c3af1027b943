import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section from '@site/src/components/marketing/Section';
import {useSettings} from '@site/src/components/useSettings';
import {docPath} from '@site/src/site/routes';
import LearnArt from './_components/LearnArt';
import PathList from './_components/PathList';
import {learningPaths} from './_components/paths';
import styles from './styles.module.css';
import {LATEST_RELEASE} from '@site/src/data/releases';
import '@generated/page-speed/default/learn.js';

export default function LearnPage(): ReactNode {
  const {productName} = useSettings();
  const {lang} = useLocaleInfo();
  const product = {product: productName};
  const title = translate(
    {id: 'pages.learn.title', message: '学习中心', description: 'Title of the learn page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.learn.intro',
      message: '从安装到进阶设置，这里按主题整理了 {product} 的使用教程，帮助你更快上手。',
      description: 'Lead paragraph of the learn page',
    },
    product,
  );
  const paths = learningPaths(productName);
  const releaseDate = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${LATEST_RELEASE.date}T00:00:00Z`),
  );

  return (
    <MarketingPage
      title={title}
      description={intro}
      className={`container margin-vert--lg ${styles.main}`}
      lead={intro}
      art={<LearnArt />}
      actions={
        <>
          <a className="button button--primary button--lg" href="#new-users">
            {translate({id: 'marketing.learn.start', message: '从新手路线开始'})}
          </a>
          <Link className="button button--secondary button--lg" to={docPath('index')}>
            {translate({id: 'marketing.learn.allDocs', message: '浏览全部文档'})}
          </Link>
        </>
      }>
      <nav className={styles.pathNav} aria-label={translate({id: 'marketing.learn.navLabel', message: '学习路线'})}>
        <p className={styles.pathNavLabel}>
          {translate({id: 'marketing.learn.navLead', message: '选一条适合你的路线：'})}
        </p>
        <ul>
          {paths.map((path) => (
            <li key={path.id}>
              <a href={`#${path.id}`}>{path.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {paths.map((path) => (
        <Section key={path.id} id={path.id} title={path.title} lead={path.lead}>
          <PathList path={path} />
        </Section>
      ))}

      <Section
        id="updates"
        title={translate({id: 'marketing.learn.updatesTitle', message: '最新动态'})}
        lead={translate(
          {id: 'marketing.learn.updatesLead', message: '{product} 一直在更新。想知道最近多了什么功能，看这两个地方。'},
          product,
        )}>
        <div className={styles.updates}>
          <article className={styles.update} data-testid="learn-blog">
            <Heading as="h3">{translate({id: 'marketing.learn.blog.title', message: '博客'})}</Heading>
            <p>{translate({id: 'marketing.learn.blog.text', message: '最近的文章：产品更新、使用教程和读者故事。'})}</p>
            <Link to="/blog/">{translate({id: 'marketing.learn.blog.link', message: '阅读最近的文章'})}</Link>
          </article>
          <article className={styles.update} data-testid="learn-changelog">
            <Heading as="h3">{translate({id: 'marketing.learn.changelog.title', message: '更新日志'})}</Heading>
            <p>
              {translate(
                {
                  id: 'marketing.learn.changelog.text',
                  message: '当前版本 {version} 发布于 {date}。从 1.0.0 起每个版本的新功能、改进和修复都记录在这里。',
                },
                {version: LATEST_RELEASE.version, date: releaseDate},
              )}
            </p>
            <Link to={docPath('CHANGELOG')}>
              {translate({id: 'marketing.learn.changelog.link', message: '查看更新日志'})}
            </Link>
          </article>
        </div>
      </Section>
    </MarketingPage>
  );
}
