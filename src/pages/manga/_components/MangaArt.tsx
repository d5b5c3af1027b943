import type {ReactNode} from 'react';
import art from '@site/src/pages/_featurePage/art.module.css';

/** A manga page of three panels whose speech bubbles hold the translation. */
export default function MangaArt(): ReactNode {
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <rect className={art.panel} x="8" y="8" width="384" height="304" rx="18" />
      <rect className={art.paper} x="70" y="24" width="260" height="272" rx="6" />
      <rect className={art.faint} x="84" y="38" width="112" height="116" rx="3" />
      <rect className={art.faint} x="206" y="38" width="110" height="116" rx="3" />
      <rect className={art.faint} x="84" y="164" width="232" height="118" rx="3" />
      {/* Characters as simple heads and shoulders. */}
      <circle className={art.ink} cx="130" cy="118" r="18" />
      <path className={art.ink} d="M104 154 q26 -30 52 0 z" />
      <circle className={art.ink} cx="270" cy="120" r="16" />
      <path className={art.ink} d="M246 154 q24 -28 48 0 z" />
      <circle className={art.ink} cx="150" cy="246" r="20" />
      <path className={art.ink} d="M120 282 q30 -34 60 0 z" />
      {/* Speech bubbles with the translated lines in the accent colour. */}
      <ellipse className={art.paper} cx="150" cy="70" rx="40" ry="22" />
      <rect className={art.accent} x="126" y="63" width="48" height="6" rx="3" />
      <rect className={art.accent} x="132" y="74" width="34" height="6" rx="3" />
      <ellipse className={art.paper} cx="254" cy="74" rx="38" ry="24" />
      <rect className={art.accent} x="232" y="66" width="44" height="6" rx="3" />
      <rect className={art.accent} x="238" y="77" width="30" height="6" rx="3" />
      <ellipse className={art.paper} cx="250" cy="208" rx="52" ry="26" />
      <rect className={art.accent} x="218" y="198" width="64" height="6" rx="3" />
      <rect className={art.accent} x="226" y="210" width="48" height="6" rx="3" />
      <path className={art.accentStroke} d="M342 60 l18 -14 M346 84 l22 0 M342 108 l18 14" />
      <rect className={art.warm} x="338" y="240" width="40" height="22" rx="11" />
    </svg>
  );
}
