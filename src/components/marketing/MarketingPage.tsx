import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from './Hero';
import styles from './styles.module.css';

interface Props {
  /** The page's translated title: the browser tab's title, and the h1 unless `heading` says otherwise. */
  readonly title: string;
  /** The page's translated summary: the meta description, and the hero's paragraph unless `lead` says otherwise. */
  readonly description: string;
  /** The h1, where it differs from the tab's title. */
  readonly heading?: string;
  /** The hero's text, where it is more than the description in one paragraph. */
  readonly lead?: ReactNode;
  /** The hero's calls to action (links styled as buttons). */
  readonly actions?: ReactNode;
  /** The page's own decorative inline SVG, without text. */
  readonly art?: ReactNode;
  /** False for a page that opens with its own heading instead of a hero (the account and translation status pages). */
  readonly hero?: boolean;
  /** Something shown above the hero (the download page's one-click install panel). */
  readonly beforeHero?: ReactNode;
  /** The class of `<main>`, in place of the standard content column. */
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * The frame of the marketing, account and translation status pages: the site layout with the page's
 * title and description, a `<main>`, the hero (h1, lead, calls to action, illustration), then the
 * sections. One frame, so that every such page gets the same structure and a change to it is made once.
 */
export default function MarketingPage({
  title,
  description,
  heading = title,
  lead = <p>{description}</p>,
  actions,
  art,
  hero = true,
  beforeHero,
  className = styles.page,
  children,
}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className={className}>
        {beforeHero}
        {hero && <Hero title={heading} lead={lead} actions={actions} art={art} />}
        {children}
      </main>
    </Layout>
  );
}
