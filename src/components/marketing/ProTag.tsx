import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The small "Pro" mark on features for Pro members only. */
export default function ProTag(): ReactNode {
  return <span className={styles.proTag}>Pro</span>;
}
