import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from '../styles.module.css';

interface Props {
  readonly id: string;
  readonly art: ReactNode;
  readonly title: string;
  readonly children: ReactNode;
  readonly doc: string;
  readonly docLabel: string;
}

/** One thing to try first: a picture, how to do it, and its documentation. */
export default function TryCard({id, art, title, children, doc, docLabel}: Props): ReactNode {
  return (
    <article className={styles.tryCard} data-testid={`welcome-try-${id}`}>
      {art}
      <Heading as="h3">{title}</Heading>
      <div className={styles.tryBody}>{children}</div>
      <Link to={doc}>{docLabel}</Link>
    </article>
  );
}
