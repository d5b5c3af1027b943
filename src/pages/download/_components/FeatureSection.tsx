import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/marketing/Section';
import ProTag from '@site/src/components/marketing/ProTag';
import {featureText} from '@site/src/components/marketing/featureText';
import {useSettings} from '@site/src/components/useSettings';
import {feature, type FeatureId} from '@site/src/data/features';
import {docPath} from '@site/src/site/routes';
import {FeatureArt} from '@site/src/components/marketing/art';
import {featureDetail} from './featureDetail';
import styles from './pages.module.css';
import '@generated/page-speed/default/downloadPage.js';

/** One feature of the download page: its summary, how it is used, a picture and where to read more. */
export default function FeatureSection({id}: {readonly id: FeatureId}): ReactNode {
  const {productName} = useSettings();
  const f = feature(id);
  const {title, summary} = featureText(id);
  return (
    <Section id={`feature-${id}`} title={title}>
      <div className={styles.feature}>
        <div className={styles.featureText}>
          <p>
            <strong>{summary}</strong>
          </p>
          <p>{featureDetail(id, productName)}</p>
          {f.proOnly && (
            <p>
              <ProTag /> {translate({id: 'marketing.downloadPage.proOnly', message: '这是 Pro 会员功能。'})}{' '}
              <Link to="/pricing/">
                {translate({id: 'marketing.downloadPage.seePricing', message: '查看会员方案'})}
              </Link>
            </p>
          )}
          <p className={styles.links}>
            <Link to={docPath(f.doc)}>
              {translate({id: 'marketing.downloadPage.readDocs', message: '阅读使用说明'})}
            </Link>
            {f.page && (
              <Link to={f.page}>{translate({id: 'marketing.downloadPage.learnMore', message: '了解这个功能'})}</Link>
            )}
          </p>
        </div>
        <div className={styles.featureArt} aria-hidden="true">
          <FeatureArt id={id} />
        </div>
      </div>
    </Section>
  );
}
