import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ProTag from '@site/src/components/marketing/ProTag';
import type {LearningPath} from './paths';
import styles from '../styles.module.css';

/** The doc pages of one learning path, numbered in reading order. */
export default function PathList({path}: {readonly path: LearningPath}): ReactNode {
  return (
    <ol className={styles.path} data-testid={`learn-path-${path.id}`}>
      {path.steps.map((step) => (
        <li key={step.to} className={styles.pathStep}>
          <Link to={step.to} className={styles.pathLink}>
            {step.title}
          </Link>
          {step.pro && <ProTag />}
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
