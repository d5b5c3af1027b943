import type {ReactNode} from 'react';

/** A comic page with speech bubbles and a gift tag: shapes only, decorative. */
export default function MangaArt(): ReactNode {
  return (
    <svg viewBox="0 0 320 240" role="presentation" focusable="false">
      <rect
        x="20"
        y="16"
        width="200"
        height="208"
        rx="10"
        fill="var(--ifm-background-surface-color)"
        stroke="var(--ifm-color-emphasis-500)"
        strokeWidth="3"
      />
      <rect x="34" y="30" width="82" height="86" rx="4" fill="var(--ifm-color-emphasis-200)" />
      <rect x="124" y="30" width="82" height="86" rx="4" fill="var(--ifm-color-emphasis-200)" />
      <rect x="34" y="124" width="172" height="86" rx="4" fill="var(--ifm-color-emphasis-200)" />
      <circle cx="70" cy="92" r="16" fill="var(--ifm-color-emphasis-400)" />
      <circle cx="170" cy="96" r="12" fill="var(--ifm-color-emphasis-400)" />
      <ellipse cx="80" cy="52" rx="34" ry="16" fill="#fff" stroke="var(--ifm-color-emphasis-600)" strokeWidth="2" />
      <path
        d="M74 66 l-6 12 l14 -10 z"
        fill="#fff"
        stroke="var(--ifm-color-emphasis-600)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="60" y="46" width="40" height="4" rx="2" fill="var(--ifm-color-primary)" />
      <rect x="64" y="55" width="32" height="4" rx="2" fill="var(--ifm-color-primary)" />
      <ellipse cx="160" cy="54" rx="30" ry="15" fill="#fff" stroke="var(--ifm-color-emphasis-600)" strokeWidth="2" />
      <rect x="142" y="49" width="36" height="4" rx="2" fill="var(--ifm-color-primary)" />
      <rect x="146" y="57" width="28" height="4" rx="2" fill="var(--ifm-color-primary)" />
      <rect
        x="60"
        y="142"
        width="120"
        height="40"
        rx="20"
        fill="#fff"
        stroke="var(--ifm-color-emphasis-600)"
        strokeWidth="2"
      />
      <rect x="78" y="154" width="84" height="4" rx="2" fill="var(--ifm-color-primary)" />
      <rect x="88" y="164" width="64" height="4" rx="2" fill="var(--ifm-color-primary)" />
      <g transform="translate(226 118) rotate(-8)">
        <rect x="0" y="22" width="76" height="62" rx="6" fill="var(--ifm-color-primary)" />
        <rect x="-6" y="10" width="88" height="18" rx="4" fill="var(--ifm-color-primary-dark)" />
        <rect x="32" y="10" width="12" height="74" fill="#f6c945" />
        <path d="M38 10 C24 -8 6 2 22 10 Z M38 10 C52 -8 70 2 54 10 Z" fill="#f6c945" />
      </g>
      <circle cx="262" cy="40" r="6" fill="#f6c945" />
      <circle cx="290" cy="70" r="4" fill="var(--ifm-color-primary-light)" />
      <circle cx="244" cy="82" r="3" fill="var(--ifm-color-primary-light)" />
    </svg>
  );
}
