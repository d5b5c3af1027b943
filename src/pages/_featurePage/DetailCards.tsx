import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import ProTag from '@site/src/components/marketing/ProTag';
import styles from './styles.module.css';

export interface Detail {
  /** Stable React key. */
  readonly key: string;
  readonly title: string;
  readonly text: ReactNode;
  /** Marks a part reserved for Pro members. */
  readonly pro?: boolean;
}

/** A few cards saying what the visitor gets: a title (with a Pro mark where it applies) and a sentence or two. */
export default function DetailCards({items}: {readonly items: readonly Detail[]}): ReactNode {
  return (
    <div className={styles.cards}>
      {items.map((item) => (
        <article key={item.key} className={styles.card}>
          <Heading as="h3" className={styles.cardTitle}>
            {item.title}
            {item.pro && <ProTag />}
          </Heading>
          <p>{item.text}</p>
        </article>
      ))}
    </div>
  );
}
