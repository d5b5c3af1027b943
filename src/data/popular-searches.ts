/**
 * What readers of each locale search for most, offered on the search's no-results screen when the
 * visitor has no recent searches of their own (src/lib/search/suggestions.ts). Each must find
 * pages in that locale's index; product and service names read the same in every language, so
 * locales whose documentation is not written yet use them.
 */
export const POPULAR_SEARCHES: Readonly<Record<string, readonly string[]>> = {
  zh: ['PDF 翻译', '快捷键', 'DeepL'],
  'zh-Hans': ['PDF 翻译', '快捷键', 'DeepL'],
  'zh-TW': ['PDF', '字幕', 'DeepL'],
  en: ['PDF translation', 'keyboard shortcuts', 'DeepL'],
  hi: ['PDF अनुवाद', 'शॉर्टकट', 'DeepL'],
  ja: ['PDF', 'DeepL', 'Ollama'],
  ko: ['PDF', 'DeepL', 'Ollama'],
  ar: ['PDF', 'DeepL', 'Ollama'],
  de: ['PDF', 'DeepL', 'Ollama'],
  es: ['PDF', 'DeepL', 'Ollama'],
  fr: ['PDF', 'DeepL', 'Ollama'],
  it: ['PDF', 'DeepL', 'Ollama'],
  pt: ['PDF', 'DeepL', 'Ollama'],
  'pt-BR': ['PDF', 'DeepL', 'Ollama'],
  ru: ['PDF', 'DeepL', 'Ollama'],
};
