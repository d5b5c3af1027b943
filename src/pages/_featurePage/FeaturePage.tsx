import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/marketing/Hero';
import marketing from '@site/src/components/marketing/styles.module.css';

interface Props {
  /** The page's translated title: the browser tab's title and the h1. */
  readonly title: string;
  /** The page's translated lead: the meta description and the hero's paragraph. */
  readonly lead: string;
  /** The hero's calls to action (see `HeroActions`). */
  readonly actions: ReactNode;
  /** The page's own decorative inline SVG, without text. */
  readonly art: ReactNode;
  readonly children: ReactNode;
}

/** The frame shared by the feature pages: layout, a hero with illustration, then the sections. */
export default function FeaturePage({title, lead, actions, art, children}: Props): ReactNode {
  return (
    <Layout title={title} description={lead}>
      <main className={marketing.page}>
        <Hero title={title} lead={<p>{lead}</p>} actions={actions} art={art} />
        {children}
      </main>
    </Layout>
  );
}
