import type {ReactNode} from 'react';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import styles from './AccountPage.module.css';

interface Props {
  /** The browser tab's title. */
  readonly title: string;
  /** The meta description. */
  readonly description: string;
  /** The h1, which names the product where the tab's short title does not. */
  readonly heading: string;
  readonly lead: string;
  readonly children: ReactNode;
}

/**
 * The login, registration and profile pages: the marketing frame in a narrow column, with a plain
 * heading and lead instead of a hero, then one card.
 */
export default function AccountPage({title, description, heading, lead, children}: Props): ReactNode {
  return (
    <MarketingPage title={title} description={description} hero={false} className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </MarketingPage>
  );
}
