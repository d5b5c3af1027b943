import type {ReactNode} from 'react';
import art from '@site/src/pages/_featurePage/art.module.css';

/** A bilingual page becomes a link that opens on a phone; a calendar stands for the 30 days. */
export default function ShareArt(): ReactNode {
  const lines = [64, 118, 172];
  return (
    <svg viewBox="0 0 400 320" role="presentation" focusable="false">
      <rect className={art.panel} x="8" y="8" width="384" height="304" rx="18" />
      {/* The translated page. */}
      <rect className={art.paper} x="28" y="36" width="170" height="220" rx="10" />
      {lines.map((y) => (
        <g key={y}>
          <rect className={art.ink} x="44" y={y} width="130" height="7" rx="3.5" />
          <rect className={art.ink} x="44" y={y + 12} width="100" height="7" rx="3.5" />
          <rect className={art.accent} x="44" y={y + 26} width="120" height="7" rx="3.5" />
        </g>
      ))}
      {/* The link: two chain rings. */}
      <rect className={art.accentStroke} x="194" y="132" width="40" height="20" rx="10" />
      <rect className={art.accentStroke} x="220" y="132" width="40" height="20" rx="10" />
      {/* A reader's phone with the same bilingual lines. */}
      <rect className={art.paper} x="276" y="70" width="94" height="180" rx="14" />
      <rect className={art.faint} x="308" y="80" width="30" height="5" rx="2.5" />
      {[100, 140, 180].map((y) => (
        <g key={y}>
          <rect className={art.ink} x="290" y={y} width="66" height="6" rx="3" />
          <rect className={art.accent} x="290" y={y + 12} width="56" height="6" rx="3" />
        </g>
      ))}
      {/* Calendar. */}
      <rect className={art.paper} x="140" y="232" width="64" height="60" rx="8" />
      <rect className={art.warm} x="140" y="232" width="64" height="16" rx="6" />
      {[0, 1, 2].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`${col}-${row}`}
            className={art.faint}
            x={150 + col * 16}
            y={256 + row * 14}
            width="10"
            height="8"
            rx="2"
          />
        )),
      )}
    </svg>
  );
}
