import type {ReactNode} from 'react';
import styles from '../styles.module.css';

/** Four paths leaving one starting point, each ending at an open book. Shapes only. */
export default function LearnArt(): ReactNode {
  return (
    <svg className={styles.heroArt} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <circle cx="44" cy="110" r="18" className={styles.accentFill} />
      <path
        d="M62 110C120 110 120 34 190 34M62 110C120 110 120 86 190 86M62 110C120 110 120 134 190 134M62 110C120 110 120 186 190 186"
        className={styles.route}
      />
      <g className={styles.book}>
        <path d="M204 22h40v24h-40zM244 22h40v24h-40z" />
        <path d="M204 74h40v24h-40zM244 74h40v24h-40z" />
        <path d="M204 122h40v24h-40zM244 122h40v24h-40z" />
        <path d="M204 174h40v24h-40zM244 174h40v24h-40z" />
      </g>
    </svg>
  );
}
