/**
 * Our own decorative illustrations for the home, download, mobile and Android pages: simple shapes,
 * no text (the words belong to the translations). Every SVG is hidden from assistive technology.
 * They live here, not with one page, because several pages draw them; the download page's feature
 * pictures stay with them as they are made of the same shapes and colours.
 */
import type {ReactNode} from 'react';
import type {FeatureId} from '@site/src/data/features';
import styles from './art.module.css';

function Svg({
  width,
  height,
  children,
}: {
  readonly width: number;
  readonly height: number;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <svg
      className={styles.art}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      role="presentation">
      {children}
    </svg>
  );
}

/** Paragraphs of the original (grey) each followed by its translation (accent), from `y`. */
function Bilingual({
  x,
  y,
  width,
  rows,
}: {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly rows: number;
}): ReactNode {
  return (
    <>
      {Array.from({length: rows}, (_, i) => {
        const top = y + i * 26;
        const shorter = i % 2 === 0 ? 0 : width * 0.18;
        return (
          <g key={i}>
            <rect className={styles.ink} x={x} y={top} width={width - shorter} height={6} rx={3} />
            <rect className={styles.accent} x={x} y={top + 11} width={width * 0.82 - shorter / 2} height={6} rx={3} />
          </g>
        );
      })}
    </>
  );
}

/** Grey lines of text only. */
function Lines({
  x,
  y,
  width,
  rows,
  gap = 13,
}: {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly rows: number;
  readonly gap?: number;
}): ReactNode {
  return (
    <>
      {Array.from({length: rows}, (_, i) => (
        <rect
          key={i}
          className={styles.ink}
          x={x}
          y={y + i * gap}
          width={i === rows - 1 ? width * 0.6 : width}
          height={6}
          rx={3}
        />
      ))}
    </>
  );
}

/** The home page hero: a browser window whose page reads in two languages. */
export function HeroArt(): ReactNode {
  return (
    <Svg width={360} height={260}>
      <rect className={styles.paper} x={10} y={10} width={340} height={240} rx={14} />
      <rect className={styles.soft} x={10} y={10} width={340} height={34} rx={14} />
      <circle className={styles.warm} cx={32} cy={27} r={6} />
      <circle className={styles.ink} cx={52} cy={27} r={6} />
      <circle className={styles.ink} cx={72} cy={27} r={6} />
      <rect className={styles.paper} x={92} y={18} width={200} height={18} rx={9} />
      <circle className={styles.accent} cx={322} cy={27} r={10} />
      <Bilingual x={36} y={66} width={190} rows={6} />
      <rect className={styles.accentSoft} x={248} y={62} width={84} height={150} rx={10} />
      <rect className={styles.accent} x={262} y={182} width={56} height={18} rx={9} />
      <Lines x={262} y={78} width={56} rows={5} gap={16} />
    </Svg>
  );
}

/** A phone and a tablet, both showing a bilingual page. */
export function DevicesArt(): ReactNode {
  return (
    <Svg width={360} height={260}>
      <rect className={styles.paper} x={20} y={30} width={200} height={210} rx={16} />
      <rect className={styles.soft} x={34} y={44} width={172} height={16} rx={8} />
      <Bilingual x={40} y={76} width={150} rows={6} />
      <rect className={styles.paper} x={240} y={60} width={100} height={180} rx={16} />
      <rect className={styles.soft} x={280} y={68} width={20} height={5} rx={2.5} />
      <Bilingual x={254} y={90} width={72} rows={5} />
      <circle className={styles.accent} cx={290} cy={224} r={7} />
    </Svg>
  );
}

/** A downloaded package arriving on an Android phone. */
export function ApkArt(): ReactNode {
  return (
    <Svg width={360} height={260}>
      <rect className={styles.paper} x={120} y={20} width={120} height={220} rx={18} />
      <rect className={styles.soft} x={160} y={30} width={40} height={6} rx={3} />
      <rect className={styles.accentSoft} x={140} y={120} width={80} height={80} rx={14} />
      <path className={styles.accentLine} d="M180 56 V104 M162 88 L180 106 L198 88" />
      <rect className={styles.accent} x={156} y={144} width={48} height={36} rx={8} />
      <rect className={styles.paper} x={164} y={152} width={32} height={6} rx={3} />
      <rect className={styles.paper} x={164} y={164} width={20} height={6} rx={3} />
      <rect className={styles.soft} x={140} y={214} width={80} height={8} rx={4} />
    </Svg>
  );
}

function WebpageArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={8} y={8} width={224} height={144} rx={10} />
      <rect className={styles.soft} x={8} y={8} width={224} height={22} rx={10} />
      <circle className={styles.accent} cx={214} cy={19} r={6} />
      <Bilingual x={24} y={44} width={190} rows={4} />
    </Svg>
  );
}

function VideoArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.ink} x={8} y={8} width={224} height={144} rx={10} />
      <path className={styles.paper} d="M106 44 L106 88 L142 66 Z" />
      <rect className={styles.paper} x={50} y={104} width={140} height={8} rx={4} />
      <rect className={styles.accent} x={62} y={118} width={116} height={8} rx={4} />
      <rect className={styles.soft} x={20} y={136} width={200} height={4} rx={2} />
      <rect className={styles.accent} x={20} y={136} width={80} height={4} rx={2} />
      <rect className={styles.accent} x={200} y={18} width={20} height={14} rx={3} />
    </Svg>
  );
}

function PdfArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={14} y={10} width={100} height={140} rx={6} />
      <rect className={styles.paper} x={126} y={10} width={100} height={140} rx={6} />
      <Lines x={26} y={26} width={76} rows={8} gap={14} />
      {Array.from({length: 8}, (_, i) => (
        <rect key={i} className={styles.accent} x={138} y={26 + i * 14} width={i === 7 ? 46 : 76} height={6} rx={3} />
      ))}
      <path className={styles.accentLine} d="M120 60 V100 M114 94 L120 102 L126 94" />
    </Svg>
  );
}

function PdfProArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={20} y={10} width={200} height={140} rx={6} />
      <Lines x={34} y={24} width={78} rows={4} />
      <Lines x={128} y={24} width={78} rows={4} />
      <rect className={styles.frame} x={34} y={82} width={78} height={50} rx={3} />
      <path className={styles.frame} d="M34 99 H112 M34 116 H112 M73 82 V132" />
      <path className={styles.accentLine} d="M132 110 Q146 84 160 110 T188 110" />
      <circle className={styles.accent} cx={204} cy={96} r={6} />
      <rect className={styles.warm} x={128} y={124} width={78} height={8} rx={4} />
    </Svg>
  );
}

function EpubArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <path
        className={styles.paper}
        d="M120 30 Q80 14 24 22 V140 Q80 132 120 148 Q160 132 216 140 V22 Q160 14 120 30 Z"
      />
      <path className={styles.frame} d="M120 30 V148" />
      <Lines x={38} y={40} width={68} rows={6} gap={14} />
      <Bilingual x={134} y={40} width={68} rows={4} />
    </Svg>
  );
}

function ImageArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={14} y={14} width={212} height={132} rx={10} />
      <circle className={styles.warm} cx={62} cy={52} r={16} />
      <path className={styles.soft} d="M14 146 L86 74 L130 118 L160 92 L226 146 Z" />
      <rect className={styles.accent} x={118} y={30} width={92} height={40} rx={8} />
      <rect className={styles.paper} x={128} y={40} width={70} height={6} rx={3} />
      <rect className={styles.paper} x={128} y={54} width={46} height={6} rx={3} />
    </Svg>
  );
}

function AiContextArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={14} y={14} width={130} height={132} rx={8} />
      <Lines x={28} y={30} width={102} rows={7} gap={15} />
      <rect className={styles.accentSoft} x={24} y={24} width={110} height={112} rx={6} />
      <circle className={styles.accent} cx={186} cy={62} r={26} />
      <path className={styles.paper} d="M186 46 L190 58 L202 62 L190 66 L186 78 L182 66 L170 62 L182 58 Z" />
      <rect className={styles.accent} x={160} y={104} width={60} height={8} rx={4} />
      <rect className={styles.accent} x={160} y={120} width={44} height={8} rx={4} />
    </Svg>
  );
}

function HoverArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={8} y={8} width={224} height={144} rx={10} />
      <Lines x={24} y={24} width={190} rows={2} />
      <rect className={styles.accentSoft} x={18} y={56} width={204} height={44} rx={6} />
      <rect className={styles.ink} x={24} y={62} width={190} height={6} rx={3} />
      <rect className={styles.accent} x={24} y={76} width={160} height={6} rx={3} />
      <Lines x={24} y={114} width={190} rows={2} />
      <path className={styles.ink} d="M150 70 L150 100 L158 92 L164 106 L170 103 L164 90 L175 90 Z" />
    </Svg>
  );
}

function InputArt(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={14} y={24} width={212} height={44} rx={8} />
      <rect className={styles.ink} x={28} y={43} width={120} height={6} rx={3} />
      <rect className={styles.accent} x={154} y={36} width={2} height={20} />
      {[0, 1, 2].map((i) => (
        <rect key={i} className={styles.soft} x={40 + i * 56} y={92} width={48} height={22} rx={5} />
      ))}
      <path className={styles.accentLine} d="M120 120 V136 M112 130 L120 138 L128 130" />
      <rect className={styles.accent} x={28} y={144} width={150} height={6} rx={3} />
    </Svg>
  );
}

function Ao3Art(): ReactNode {
  return (
    <Svg width={240} height={160}>
      <rect className={styles.paper} x={30} y={8} width={180} height={144} rx={8} />
      <rect className={styles.warm} x={44} y={20} width={60} height={10} rx={5} />
      <Bilingual x={44} y={42} width={150} rows={4} />
      <path className={styles.accent} d="M186 20 C176 10 164 22 186 36 C208 22 196 10 186 20 Z" />
    </Svg>
  );
}

/** The download page's illustration of one feature. */
export function FeatureArt({id}: {readonly id: FeatureId}): ReactNode {
  switch (id) {
    case 'videoSubtitles':
      return <VideoArt />;
    case 'pdf':
      return <PdfArt />;
    case 'pdfPro':
      return <PdfProArt />;
    case 'epub':
      return <EpubArt />;
    case 'image':
      return <ImageArt />;
    case 'aiContext':
      return <AiContextArt />;
    case 'hover':
      return <HoverArt />;
    case 'input':
      return <InputArt />;
    case 'ao3':
      return <Ao3Art />;
    default:
      return <WebpageArt />;
  }
}
