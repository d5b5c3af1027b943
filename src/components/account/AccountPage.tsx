import type {ReactNode} from 'react';
import styles from './AccountPage.module.css';

/** The frame of the login, registration and profile pages: a heading, a lead and one card. */
export default function AccountPage({title, lead, children}: {readonly title: string; readonly lead: string; readonly children: ReactNode}): ReactNode {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </main>
  );
}
