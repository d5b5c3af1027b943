import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fallbackContentLanguage} from '@site/src/lib/contentLanguage';

/** Wraps a doc's or post's content in its own `lang` and `dir` when it is untranslated fallback text. */
export default function ContentLanguage({source, children}: {source: string; children: ReactNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const fallback = i18n.localeConfigs[i18n.defaultLocale];
  const language = fallbackContentLanguage(source, i18n.currentLocale, i18n.defaultLocale, {
    lang: fallback?.htmlLang ?? i18n.defaultLocale,
    dir: fallback?.direction === 'rtl' ? 'rtl' : 'ltr',
  });
  if (!language) return children;
  return (
    <div lang={language.lang} dir={language.dir} className="content-language-fallback">
      {children}
    </div>
  );
}
