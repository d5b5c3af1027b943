import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import ProTag from '@site/src/components/marketing/ProTag';
import Section from '@site/src/components/marketing/Section';
import {featureText} from '@site/src/components/marketing/featureText';
import {feature} from '@site/src/data/features';
import type {Scenario} from '@site/src/data/scenarios';
import {docPath} from '@site/src/site/routes';
import {formatClock} from './clock';
import {storyText} from './storyText';
import styles from '../styles.module.css';
import '@generated/page-speed/default/scenarios.js';

/** One stop of the day: its time, a short story, and the feature it shows with a link to its doc. */
export default function Scene({scenario, lang}: {readonly scenario: Scenario; readonly lang: string}): ReactNode {
  const f = feature(scenario.feature);
  const name = featureText(scenario.feature);
  const text = storyText(scenario.id) ?? {title: name.title, story: name.summary};
  return (
    <li className={styles.scene} id={`scene-${scenario.id}`} data-testid="scene" data-feature={scenario.feature}>
      <time className={styles.time} dateTime={scenario.time}>
        {formatClock(scenario.time, lang)}
      </time>
      <Section title={text.title}>
        <p className={styles.story}>{text.story}</p>
        <p className={styles.feature}>
          <span className={styles.featureLabel}>
            {translate({id: 'marketing.scenarios.featureLabel', message: '用到的功能：'})}
          </span>{' '}
          <Link to={docPath(f.doc)} data-testid="scene-doc">
            {name.title}
          </Link>
          {f.proOnly && <ProTag />}
        </p>
      </Section>
    </li>
  );
}
