import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section from '@site/src/components/marketing/Section';
import {useSettings} from '@site/src/components/useSettings';
import {SCENARIOS} from '@site/src/data/scenarios';
import DayArt from './_components/DayArt';
import Scene from './_components/Scene';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import styles from './styles.module.css';
import '@generated/page-speed/default/scenarios.js';

/** usage-scenarios: one reader's afternoon and evening, a feature at each stop. */
export default function UsageScenariosPage(): ReactNode {
  const product = useSettings().productName;
  const {lang} = useLocaleInfo();
  const title = translate(
    {id: 'pages.usageScenarios.title', message: '双语阅读的一天', description: 'Title of the usage-scenarios page'},
    {product},
  );
  const intro = translate(
    {
      id: 'pages.usageScenarios.intro',
      message: '跟随一位读者从下午三点半到晚上十一点的一天，看看 {product} 如何在学习、工作和娱乐中派上用场。',
      description: 'Lead paragraph of the usage-scenarios page',
    },
    {product},
  );
  return (
    <MarketingPage
      title={title}
      description={intro}
      lead={
        <>
          <p>{intro}</p>
          <p>
            {translate(
              {
                id: 'marketing.scenarios.meet',
                message:
                  '这位读者叫米拉，是一名城市规划专业的研究生。她要读的东西有一大半不是母语写的：论文、公开课、论坛、新闻、食谱、小说和漫画。下面是她用 {product} 度过的一个普通日子。',
              },
              {product},
            )}
          </p>
        </>
      }
      actions={
        <a className="button button--secondary button--lg" href={`#scene-${SCENARIOS[0]?.id ?? ''}`}>
          {translate({id: 'marketing.scenarios.start', message: '从第一个场景开始'})}
        </a>
      }
      art={<DayArt />}>
      <ol
        className={styles.timeline}
        aria-label={translate({id: 'marketing.scenarios.timeline', message: '米拉的一天'})}>
        {SCENARIOS.map((s) => (
          <Scene key={s.id} scenario={s} lang={lang} />
        ))}
      </ol>
      <Section
        id="start"
        title={translate({id: 'marketing.scenarios.ctaTitle', message: '开始你自己的双语一天'})}
        lead={translate(
          {
            id: 'marketing.scenarios.ctaLead',
            message: '安装 {product} 只需 30 秒。米拉用到的大多数功能都是免费的，只有漫画翻译需要 Pro 会员。',
          },
          {product},
        )}>
        <Link className="button button--primary button--lg" to="/download/" data-testid="scenarios-cta">
          {translate({id: 'marketing.scenarios.ctaButton', message: '免费下载 {product}'}, {product})}
        </Link>
      </Section>
    </MarketingPage>
  );
}
