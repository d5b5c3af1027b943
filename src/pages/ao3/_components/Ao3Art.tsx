import type {ReactNode} from 'react';
import art from '@site/src/pages/_featurePage/art.module.css';

/** A story chapter: each paragraph with its translation below it, a chapter tab and a heart. */
export default function Ao3Art(): ReactNode {
  const paragraphs = [70, 150, 230];
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <rect className={art.panel} x="8" y="8" width="384" height="304" rx="18" />
      <rect className={art.paper} x="40" y="34" width="250" height="262" rx="12" />
      <rect className={art.dark} x="60" y="48" width="120" height="10" rx="5" />
      {paragraphs.map((y) => (
        <g key={y}>
          <rect className={art.ink} x="60" y={y} width="200" height="8" rx="4" />
          <rect className={art.ink} x="60" y={y + 14} width="170" height="8" rx="4" />
          <rect className={art.accentSoft} x="54" y={y + 30} width="220" height="34" rx="6" />
          <rect className={art.accent} x="60" y={y + 36} width="190" height="8" rx="4" />
          <rect className={art.accent} x="60" y={y + 50} width="140" height="8" rx="4" />
        </g>
      ))}
      <rect className={art.warm} x="300" y="52" width="70" height="26" rx="13" />
      <rect className={art.faint} x="300" y="88" width="70" height="26" rx="13" />
      <rect className={art.faint} x="300" y="124" width="70" height="26" rx="13" />
      <path className={art.accent} d="M335 250 l-26 -26 a15 15 0 0 1 26 -18 a15 15 0 0 1 26 18 z" />
    </svg>
  );
}
