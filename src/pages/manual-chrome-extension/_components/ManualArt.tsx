import type {ReactNode} from 'react';
import styles from '../styles.module.css';

/** A browser window whose store is out of reach, and a package going into it by hand. Shapes only. */
export default function ManualArt(): ReactNode {
  return (
    <svg className={styles.heroArt} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect x="20" y="20" width="230" height="160" rx="12" className={styles.artPanel} />
      <path d="M20 52h230" className={styles.artLine} />
      <circle cx="40" cy="36" r="5" className={styles.artMuted} />
      <circle cx="58" cy="36" r="5" className={styles.artMuted} />
      <circle cx="76" cy="36" r="5" className={styles.artMuted} />
      <rect x="96" y="29" width="136" height="14" rx="7" className={styles.artMuted} />
      {/* the store, crossed out */}
      <rect x="44" y="74" width="78" height="62" rx="8" className={styles.artLine} />
      <path d="M56 92h54M56 106h40M56 120h46" className={styles.artLine} />
      <circle cx="122" cy="74" r="14" className={styles.artWarn} />
      <path d="M115 67l14 14m0-14-14 14" className={styles.artKnockout} />
      {/* the package and its arrow */}
      <rect x="236" y="128" width="64" height="56" rx="6" className={styles.artAccentFill} />
      <path d="M236 146h64" className={styles.artKnockout} />
      <rect x="262" y="128" width="12" height="22" className={styles.artKnockoutFill} />
      <path d="M226 150c-30 0-52-6-66-22m0 0v16m0-16h16" className={styles.artAccent} />
      {/* the switch of developer mode */}
      <rect x="150" y="82" width="44" height="22" rx="11" className={styles.artAccentFill} />
      <circle cx="183" cy="93" r="8" className={styles.artKnockoutFill} />
    </svg>
  );
}
