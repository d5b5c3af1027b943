import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import DeferredHydration, {oneElement} from '@site/plugins/page-speed/client/DeferredHydration';
import styles from './styles.module.css';

interface Props {
  readonly id?: string;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * One titled section of a marketing page; `id` makes it linkable (and known to the link check).
 * On a first visit each section hydrates in a task of its own (see DeferredHydration): a long
 * page hydrated at once made one of its longest tasks on a phone.
 */
export default function Section({id, title, lead, children}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <DeferredHydration single={oneElement}>
      <section id={id} className={styles.section}>
        <Heading as="h2">{title}</Heading>
        {lead && <p className={styles.sectionLead}>{lead}</p>}
        {children}
      </section>
    </DeferredHydration>
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
