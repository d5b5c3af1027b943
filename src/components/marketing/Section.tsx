import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  readonly id?: string;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/** One titled section of a marketing page; `id` makes it linkable (and known to the link check). */
export default function Section({id, title, lead, children}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
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
export function Message({
  tone,
  children,
}: {
  readonly tone: 'notice' | 'error' | 'success';
  readonly children: ReactNode;
}): ReactNode {
  return (
    <div className={styles[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
