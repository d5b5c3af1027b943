import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/marketing/Section';
import DownloadButtons from '@site/src/components/marketing/DownloadButtons';
import ChromeUpgradeNotice from '@site/src/components/marketing/ChromeUpgradeNotice';
import type {DownloadTarget} from '@site/src/data/downloads';
import {docPath} from '@site/src/site/routes';
import styles from './styles.module.css';

export interface DocLink {
  /** A doc id (its path under docs/, without extension), e.g. 'features/pdf'. */
  readonly doc: string;
  readonly label: string;
}

interface Props {
  readonly title: string;
  readonly lead: string;
  /** Label of the link to the full download page. */
  readonly allDownloads: string;
  readonly docs: readonly DocLink[];
  /** Which install options fit this feature (browser extensions by default). */
  readonly only?: (target: DownloadTarget) => boolean;
  /** Something to show before the install buttons (e.g. a web tool). */
  readonly children?: ReactNode;
}

function isExtension(target: DownloadTarget): boolean {
  return target.kind === 'extension';
}

/** The last section of a feature page: install buttons that fit the feature, the download page, and the guides. */
export default function ClosingCta({title, lead, allDownloads, docs, only = isExtension, children}: Props): ReactNode {
  return (
    <div data-testid="feature-closing-cta">
      <Section id="get-started" title={title} lead={lead}>
        {children}
        <ChromeUpgradeNotice />
        <DownloadButtons only={only} />
        <div className={styles.ctaLinks}>
          <Link className="button button--primary" to="/download/">
            {allDownloads}
          </Link>
          {docs.map(({doc, label}) => (
            <Link
              key={doc}
              className="button button--outline button--primary"
              to={docPath(doc)}
              data-testid="feature-doc-link">
              {label}
            </Link>
          ))}
        </div>
      </Section>
    </div>
  );
}
