import type {ReactNode} from 'react';
import styles from '../styles.module.css';

/** Small decorative pictures for the four install steps: shapes only, no text. */
function Frame({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <svg className={styles.stepArt} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="60" height="60" rx="14" className={styles.artBack} />
      {children}
    </svg>
  );
}

/** A package with a downward arrow, opening into a folder. */
export function DownloadArt(): ReactNode {
  return (
    <Frame>
      <rect x="16" y="30" width="32" height="22" rx="3" className={styles.artLine} />
      <path d="M16 36h32" className={styles.artLine} />
      <path d="M32 10v18m-7-7 7 7 7-7" className={styles.artAccent} />
      <rect x="29" y="40" width="6" height="8" rx="1" className={styles.artFill} />
    </Frame>
  );
}

/** A browser window with a switch turned on. */
export function ToggleArt(): ReactNode {
  return (
    <Frame>
      <rect x="10" y="14" width="44" height="36" rx="4" className={styles.artLine} />
      <path d="M10 22h44" className={styles.artLine} />
      <circle cx="15" cy="18" r="1.5" className={styles.artFill} />
      <circle cx="20" cy="18" r="1.5" className={styles.artFill} />
      <rect x="34" y="28" width="14" height="8" rx="4" className={styles.artFill} />
      <circle cx="44" cy="32" r="3" className={styles.artKnob} />
      <path d="M16 30h12M16 38h8" className={styles.artLine} />
    </Frame>
  );
}

/** An open folder with a pointer choosing it. */
export function FolderArt(): ReactNode {
  return (
    <Frame>
      <path d="M10 20h14l4 5h26v23a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3z" className={styles.artLine} />
      <path d="M10 30h44" className={styles.artLine} />
      <path d="M36 36l10 10-4 1 2 5-3 1-2-5-3 3z" className={styles.artAccentFill} />
    </Frame>
  );
}

/** A toolbar with a puzzle piece and a pin. */
export function PinArt(): ReactNode {
  return (
    <Frame>
      <rect x="8" y="12" width="48" height="12" rx="3" className={styles.artLine} />
      <path d="M40 15h5a2 2 0 0 1 4 0h3v6H40z" className={styles.artFill} />
      <path d="M26 32l10 10m-6-14 10 10-4 2-6 6-2 4-10-10 4-2 6-6z" className={styles.artAccent} />
      <path d="M24 44l-8 8" className={styles.artAccent} />
    </Frame>
  );
}
