import type {ReactNode} from 'react';
import art from '@site/src/pages/_featurePage/art.module.css';

/** A web page with a picture whose text block is replaced by the translation, a pointer and two key caps. */
export default function ImageArt(): ReactNode {
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <rect className={art.panel} x="8" y="8" width="384" height="304" rx="18" />
      <rect className={art.paper} x="32" y="30" width="300" height="230" rx="12" />
      <circle className={art.faint} cx="52" cy="48" r="5" />
      <circle className={art.faint} cx="68" cy="48" r="5" />
      <circle className={art.faint} cx="84" cy="48" r="5" />
      <rect className={art.ink} x="52" y="70" width="150" height="8" rx="4" />
      {/* The picture: sky, sun, hills, and a sign whose words are now the translation. */}
      <rect className={art.accentSoft} x="52" y="92" width="260" height="148" rx="8" />
      <circle className={art.warm} cx="270" cy="124" r="16" />
      <path className={art.faint} d="M52 240 L120 170 L170 215 L220 160 L312 240 Z" />
      <rect className={art.paper} x="76" y="112" width="130" height="56" rx="6" />
      <rect className={art.accent} x="88" y="124" width="100" height="9" rx="4" />
      <rect className={art.accent} x="88" y="142" width="72" height="9" rx="4" />
      {/* Pointer resting on the picture. */}
      <path className={art.dark} d="M226 180 l0 44 l11 -11 l9 20 l8 -4 l-9 -19 l16 0 z" />
      {/* Two key caps: a modifier and a letter key. */}
      <rect className={art.paper} x="300" y="262" width="56" height="38" rx="8" />
      <rect className={art.ink} x="314" y="278" width="28" height="6" rx="3" />
      <rect className={art.paper} x="238" y="262" width="52" height="38" rx="8" />
      <rect className={art.accent} x="259" y="272" width="10" height="18" rx="3" />
      <path className={art.accentStroke} d="M344 150 q24 20 8 52" />
    </svg>
  );
}
