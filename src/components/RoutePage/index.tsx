import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  readonly title: string;
  readonly intro: string;
  readonly children?: ReactNode;
}

/** The frame of a marketing page: its title, a lead paragraph, then the page's own sections. */
export default function RoutePage({title, intro, children}: Props): ReactNode {
  return (
    <Layout title={title} description={intro}>
      <main className={styles.main}>
        <header className={styles.header}>
          <Heading as="h1">{title}</Heading>
          <p className={styles.intro}>{intro}</p>
        </header>
        {children}
      </main>
    </Layout>
  );
}
