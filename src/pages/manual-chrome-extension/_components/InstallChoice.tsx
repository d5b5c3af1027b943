import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import styles from '../styles.module.css';

interface Props {
  readonly id: string;
  readonly title: string;
  readonly tag?: string;
  readonly highlighted?: boolean;
  readonly summary: string;
  readonly points: readonly string[];
  readonly actions: ReactNode;
}

/** One way to install: what it is, what to know about it, and where to go. */
export default function InstallChoice({
  id,
  title,
  tag,
  highlighted = false,
  summary,
  points,
  actions,
}: Props): ReactNode {
  return (
    <li className={clsx(styles.choice, highlighted && styles.choiceHighlighted)} data-testid={`install-choice-${id}`}>
      <Heading as="h3" className={styles.choiceTitle}>
        {title}
        {tag && <span className={styles.choiceTag}>{tag}</span>}
      </Heading>
      <p>{summary}</p>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className={styles.choiceActions}>{actions}</div>
    </li>
  );
}
