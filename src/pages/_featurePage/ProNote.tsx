import type {ReactNode} from 'react';
import ProTag from '@site/src/components/marketing/ProTag';
import styles from './styles.module.css';

/** A highlighted note about a Pro-only part or a limit, with an optional link below it. */
export default function ProNote({
  pro = false,
  children,
  action,
}: {
  readonly pro?: boolean;
  readonly children: ReactNode;
  readonly action?: ReactNode;
}): ReactNode {
  return (
    <aside className={styles.note}>
      {pro && <ProTag />}
      <div className={styles.noteBody}>{children}</div>
      {action && <div className={styles.noteAction}>{action}</div>}
    </aside>
  );
}
