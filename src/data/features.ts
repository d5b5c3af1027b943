/**
 * The product's features as the marketing pages present them. Words live in the translations
 * (`features.<id>.title` / `.summary`); this is what does not change with the language.
 */
export const FEATURE_IDS = [
  'webpage',
  'videoSubtitles',
  'pdf',
  'pdfPro',
  'epub',
  'image',
  'aiContext',
  'hover',
  'input',
  'ao3',
  'manga',
  'share',
  'subtitleFiles',
  'smartEngines',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export interface Feature {
  readonly id: FeatureId;
  /** The id of the doc that explains it (its path under docs/, without extension). */
  readonly doc: string;
  /** A marketing page about it, when there is one. */
  readonly page?: string;
  readonly proOnly: boolean;
}

export const FEATURES: readonly Feature[] = [
  {id: 'webpage', doc: 'features/webpage', proOnly: false},
  {id: 'videoSubtitles', doc: 'features/video-subtitles', page: '/f-video-subtitle-translate/', proOnly: false},
  {id: 'pdf', doc: 'features/pdf', page: '/f-pdf-translate/', proOnly: false},
  {id: 'pdfPro', doc: 'features/pdf', page: '/f-pdf-translate/', proOnly: true},
  {id: 'epub', doc: 'features/epub', proOnly: false},
  {id: 'image', doc: 'features/image', page: '/image/', proOnly: false},
  {id: 'aiContext', doc: 'advanced', proOnly: true},
  {id: 'hover', doc: 'features/hover', proOnly: false},
  {id: 'input', doc: 'input', proOnly: false},
  {id: 'ao3', doc: 'features/webpage', page: '/ao3/', proOnly: false},
  {id: 'manga', doc: 'features/manga', page: '/manga/', proOnly: true},
  {id: 'share', doc: 'share', page: '/f-share-bilingual-content/', proOnly: false},
  {id: 'subtitleFiles', doc: 'features/subtitles', proOnly: false},
  {id: 'smartEngines', doc: 'services/ai', proOnly: true},
];

/** The download page's feature sections, in the specification's order. */
export const DOWNLOAD_PAGE_FEATURES: readonly FeatureId[] = [
  'webpage',
  'videoSubtitles',
  'pdf',
  'pdfPro',
  'epub',
  'image',
  'aiContext',
  'hover',
  'input',
  'ao3',
];

export function feature(id: FeatureId): Feature {
  const found = FEATURES.find((f) => f.id === id);
  if (!found) throw new Error(`Unknown feature ${id}`);
  return found;
}
