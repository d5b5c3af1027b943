import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {feature, type FeatureId} from '@site/src/data/features';
import {docPath} from '@site/src/site/routes';
import {featureText} from './featureText';
import ProTag from './ProTag';
import styles from './styles.module.css';
import '@generated/page-speed/default/feature.js';

/** Cards for some features: name, Pro mark, summary, and a link to learn more. */
export default function FeatureCards({ids}: {readonly ids: readonly FeatureId[]}): ReactNode {
  return (
    <div className={styles.grid}>
      {ids.map((id) => {
        const f = feature(id);
        const {title, summary} = featureText(id);
        return (
          <article key={id} className={styles.card} id={`feature-${id}`}>
            <Heading as="h3">
              {title}
              {f.proOnly && <ProTag />}
            </Heading>
            <p>{summary}</p>
            <Link to={docPath(f.doc)}>{translate({id: 'marketing.feature.readDocs', message: '阅读使用说明'})}</Link>
          </article>
        );
      })}
    </div>
  );
}
