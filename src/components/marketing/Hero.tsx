import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  readonly title: string;
  readonly lead: ReactNode;
  readonly actions?: ReactNode;
  /** An illustration of our own (inline SVG), decorative: it carries no text. */
  readonly art?: ReactNode;
}

/** The top of a marketing page: its h1, a lead and the main calls to action. */
export default function Hero({title, lead, actions, art}: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <div>
        <Heading as="h1" className={styles.heroTitle}>
          {title}
        </Heading>
        <div className={styles.lead}>{lead}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {art && (
        <div className={styles.art} aria-hidden="true">
          {art}
        </div>
      )}
    </header>
  );
}
