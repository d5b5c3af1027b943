import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  readonly id?: string;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/** One titled section of a marketing page; `id` makes it linkable. */
export default function Section({id, title, lead, children}: Props): ReactNode {
  return (
    <section id={id} className={styles.section}>
      <Heading as="h2">{title}</Heading>
      {lead && <p className={styles.sectionLead}>{lead}</p>}
      {children}
    </section>
  );
}

/** Numbered steps of a procedure. */
export function Steps({children}: {readonly children: ReactNode}): ReactNode {
  return <ol className={styles.steps}>{children}</ol>;
}

/** A message box: `notice` (warning), `error` or `success`; announced to screen readers. */
export function Message({tone, children}: {readonly tone: 'notice' | 'error' | 'success'; readonly children: ReactNode}): ReactNode {
  return (
    <div className={styles[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
