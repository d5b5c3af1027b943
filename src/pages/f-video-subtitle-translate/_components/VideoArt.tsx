import type {ReactNode} from 'react';
import art from '@site/src/pages/_featurePage/art.module.css';

/** A video player showing two subtitle lines, with the subtitle button lit on the control bar. */
export default function VideoArt(): ReactNode {
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <rect className={art.panel} x="8" y="8" width="384" height="304" rx="18" />
      <rect className={art.dark} x="28" y="36" width="344" height="214" rx="12" />
      {/* Scene: hills and a sun behind the subtitles. */}
      <path className={art.ink} d="M28 200 L110 130 L170 180 L240 110 L372 200 L372 210 L28 210 Z" />
      <circle className={art.warm} cx="312" cy="82" r="18" />
      <path className={art.white} d="M186 104 l0 40 l34 -20 z" opacity="0.85" />
      {/* Two subtitle lines: the original, then the translation. */}
      <rect className={art.white} x="96" y="160" width="208" height="12" rx="6" opacity="0.9" />
      <rect className={art.warm} x="116" y="180" width="168" height="12" rx="6" />
      {/* Control bar with progress and buttons. */}
      <rect className={art.faint} x="44" y="220" width="312" height="5" rx="2.5" />
      <rect className={art.accent} x="44" y="220" width="120" height="5" rx="2.5" />
      <path className={art.white} d="M48 232 l0 12 l10 -6 z" />
      <rect className={art.accent} x="300" y="230" width="26" height="16" rx="4" />
      <rect className={art.white} x="305" y="236" width="16" height="3" rx="1.5" />
      <rect className={art.faint} x="334" y="230" width="18" height="16" rx="4" />
      {/* Other video sites as tiles. */}
      {[40, 124, 208, 292].map((x, i) => (
        <g key={x}>
          <rect className={art.paper} x={x} y="264" width="68" height="36" rx="8" />
          <path className={i === 0 ? art.accent : art.ink} d={`M${x + 28} ${274} l0 16 l14 -8 z`} />
        </g>
      ))}
    </svg>
  );
}
