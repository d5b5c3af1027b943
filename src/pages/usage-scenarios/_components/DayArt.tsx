import type {ReactNode} from 'react';

/** An afternoon sun setting into a night moon over an open book: shapes only, decorative. */
export default function DayArt(): ReactNode {
  return (
    <svg viewBox="0 0 320 220" role="presentation" focusable="false">
      <rect x="10" y="10" width="300" height="200" rx="18" fill="var(--ifm-color-emphasis-100)" />
      <path
        d="M40 150 A120 120 0 0 1 280 150"
        fill="none"
        stroke="var(--ifm-color-emphasis-400)"
        strokeWidth="3"
        strokeDasharray="6 8"
      />
      <circle cx="70" cy="92" r="22" fill="#f6c945" />
      <g stroke="#f6c945" strokeWidth="4" strokeLinecap="round">
        <line x1="70" y1="58" x2="70" y2="50" />
        <line x1="36" y1="92" x2="28" y2="92" />
        <line x1="104" y1="92" x2="112" y2="92" />
        <line x1="46" y1="68" x2="40" y2="62" />
        <line x1="94" y1="68" x2="100" y2="62" />
      </g>
      <circle cx="250" cy="88" r="22" fill="var(--ifm-color-primary)" />
      <circle cx="262" cy="80" r="20" fill="var(--ifm-color-emphasis-100)" />
      <circle cx="222" cy="56" r="3" fill="var(--ifm-color-primary-light)" />
      <circle cx="282" cy="120" r="2.5" fill="var(--ifm-color-primary-light)" />
      <circle cx="160" cy="30" r="5" fill="var(--ifm-color-primary)" />
      <circle cx="116" cy="44" r="5" fill="var(--ifm-color-primary)" />
      <circle cx="204" cy="44" r="5" fill="var(--ifm-color-primary)" />
      <path
        d="M160 150 C130 132 96 132 70 140 L70 196 C96 188 130 188 160 206 Z"
        fill="var(--ifm-background-surface-color)"
        stroke="var(--ifm-color-emphasis-600)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M160 150 C190 132 224 132 250 140 L250 196 C224 188 190 188 160 206 Z"
        fill="var(--ifm-background-surface-color)"
        stroke="var(--ifm-color-emphasis-600)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <g strokeWidth="4" strokeLinecap="round">
        <line x1="84" y1="154" x2="146" y2="160" stroke="var(--ifm-color-emphasis-500)" />
        <line x1="84" y1="164" x2="140" y2="169" stroke="var(--ifm-color-primary)" />
        <line x1="84" y1="176" x2="146" y2="182" stroke="var(--ifm-color-emphasis-500)" />
        <line x1="174" y1="160" x2="236" y2="154" stroke="var(--ifm-color-emphasis-500)" />
        <line x1="180" y1="169" x2="236" y2="164" stroke="var(--ifm-color-primary)" />
        <line x1="174" y1="182" x2="236" y2="176" stroke="var(--ifm-color-emphasis-500)" />
      </g>
    </svg>
  );
}
