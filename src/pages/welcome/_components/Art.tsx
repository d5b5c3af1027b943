import type {ReactNode} from 'react';
import styles from '../styles.module.css';

/** A page whose paragraphs each have their translation underneath. Shapes only. */
export function BilingualPageArt(): ReactNode {
  return (
    <svg className={styles.heroArt} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect x="30" y="14" width="230" height="192" rx="12" className={styles.panel} />
      <path d="M54 44h150M54 58h120" className={styles.line} />
      <path d="M54 74h140M54 88h96" className={styles.accent} />
      <path d="M54 114h160M54 128h110" className={styles.line} />
      <path d="M54 144h150M54 158h80" className={styles.accent} />
      <path d="M54 184h120" className={styles.line} />
      <circle cx="270" cy="46" r="30" className={styles.accentFill} />
      <path d="M256 48l10 10 18-22" className={styles.knockout} />
    </svg>
  );
}

/** The toolbar icon with the popup panel under it. */
export function WebpageArt(): ReactNode {
  return (
    <svg className={styles.cardArt} viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="88" height="12" rx="3" className={styles.panel} />
      <rect x="72" y="6" width="8" height="8" rx="2" className={styles.accentFill} />
      <rect x="44" y="20" width="46" height="40" rx="4" className={styles.panel} />
      <path d="M50 30h30M50 38h22" className={styles.line} />
      <rect x="50" y="46" width="34" height="8" rx="3" className={styles.accentFill} />
      <path d="M8 26h28M8 34h22M8 44h28M8 52h18" className={styles.line} />
    </svg>
  );
}

/** A key held down and a pointer over a paragraph whose translation appears below. */
export function HoverArt(): ReactNode {
  return (
    <svg className={styles.cardArt} viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <rect x="4" y="34" width="26" height="22" rx="4" className={styles.panel} />
      <rect x="9" y="39" width="16" height="12" rx="2" className={styles.accentFill} />
      <path d="M40 12h50M40 20h40" className={styles.line} />
      <path d="M40 32h46M40 40h30" className={styles.accent} />
      <path d="M66 16l10 12-5 0 3 7-3 1-3-7-4 3z" className={styles.pointer} />
    </svg>
  );
}

/** A video player with two subtitle lines and a button on its control bar. */
export function VideoArt(): ReactNode {
  return (
    <svg className={styles.cardArt} viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="88" height="56" rx="6" className={styles.panel} />
      <path d="M42 14v16l14-8z" className={styles.lineFill} />
      <path d="M22 38h52" className={styles.line} />
      <path d="M28 45h40" className={styles.accent} />
      <path d="M10 53h76" className={styles.thin} />
      <rect x="74" y="50" width="10" height="6" rx="1.5" className={styles.accentFill} />
    </svg>
  );
}
