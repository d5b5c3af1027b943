import type {ReactNode} from 'react';
import art from '@site/src/pages/_featurePage/art.module.css';

/** An original PDF page next to its translation, with a formula, a table and the scroll kept in step. */
export default function PdfArt(): ReactNode {
  const rows = [62, 78, 94];
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <rect className={art.panel} x="8" y="8" width="384" height="304" rx="18" />
      {/* Original page. */}
      <rect className={art.paper} x="28" y="30" width="160" height="260" rx="8" />
      <rect className={art.dark} x="44" y="44" width="96" height="9" rx="4" />
      {rows.map((y) => (
        <rect key={y} className={art.ink} x="44" y={y} width="128" height="6" rx="3" />
      ))}
      <path className={art.stroke} d="M56 128 l10 0 l8 22 l12 -36 l40 0 M96 134 l12 12 M108 134 l-12 12" />
      <rect className={art.faint} x="44" y="168" width="128" height="60" rx="3" />
      <path className={art.stroke} d="M44 188 h128 M44 208 h128 M87 168 v60 M130 168 v60" />
      <rect className={art.ink} x="44" y="244" width="120" height="6" rx="3" />
      <rect className={art.ink} x="44" y="260" width="90" height="6" rx="3" />
      {/* Translated page, same layout in the accent colour. */}
      <rect className={art.paper} x="212" y="30" width="160" height="260" rx="8" />
      <rect className={art.accent} x="228" y="44" width="80" height="9" rx="4" />
      {rows.map((y) => (
        <rect key={y} className={art.accent} x="228" y={y} width="118" height="6" rx="3" />
      ))}
      <path className={art.stroke} d="M240 128 l10 0 l8 22 l12 -36 l40 0 M280 134 l12 12 M292 134 l-12 12" />
      <rect className={art.accentSoft} x="228" y="168" width="128" height="60" rx="3" />
      <path className={art.stroke} d="M228 188 h128 M228 208 h128 M271 168 v60 M314 168 v60" />
      <rect className={art.accent} x="228" y="244" width="110" height="6" rx="3" />
      <rect className={art.accent} x="228" y="260" width="80" height="6" rx="3" />
      {/* Scroll kept in step. */}
      <path className={art.accentStroke} d="M200 120 v80 M192 130 l8 -10 l8 10 M192 190 l8 10 l8 -10" />
    </svg>
  );
}
