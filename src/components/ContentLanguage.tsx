import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePageTranslation} from '@site/src/components/TranslationNotice/usePageTranslation';

/**
 * Wraps a doc's or post's content in the language and direction of the locale it is shown from,
 * when that is another language (a fallback page), so screen readers pronounce it right and its
 * punctuation stays in place inside, say, the Arabic layout.
 */
export default function ContentLanguage({permalink, children}: {permalink: string; children: ReactNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const translation = usePageTranslation(permalink);
  if (translation?.state.kind !== 'fallback') return children;
  const shown = i18n.localeConfigs[translation.state.shown];
  return (
    <div
      lang={shown?.htmlLang ?? translation.state.shown}
      dir={shown?.direction === 'rtl' ? 'rtl' : 'ltr'}
      className="content-language-fallback">
      {children}
    </div>
  );
}
