/**
 * The note at the top of a doc page or post that is not this locale's own up-to-date
 * translation: shown from another language (fallback), converted by OpenCC (zh-TW), or translated
 * from an older revision of the source (outdated). In the visitor's language, with a link to the
 * translation status page, or, when outdated, to the page as it is now.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {upToDateLocale, type PageState} from '@site/src/lib/i18n/pageState';
import {usePageTranslation} from './usePageTranslation';
import styles from './styles.module.css';

function fallbackMessage(shown: string): string {
  switch (shown) {
    case 'en':
      return translate({
        id: 'translation.notice.fallback.en',
        message: '这一页还没有当前语言的译文，下面是英文版。',
        description: 'Notice above a doc page shown in English because the locale has no translation of it',
      });
    case 'pt':
      return translate({
        id: 'translation.notice.fallback.pt',
        message: '这一页还没有当前语言的译文，下面是葡萄牙语（葡萄牙）版。',
        description: 'Notice above a page shown in European Portuguese because the locale has no translation of it',
      });
    case 'pt-BR':
      return translate({
        id: 'translation.notice.fallback.pt-BR',
        message: '这一页还没有当前语言的译文，下面是葡萄牙语（巴西）版。',
        description: 'Notice above a page shown in Brazilian Portuguese because the locale has no translation of it',
      });
    default:
      return translate({
        id: 'translation.notice.fallback.zh',
        message: '这一页还没有当前语言的译文，下面是中文原文。',
        description: 'Notice above a page shown in the Chinese original because the locale has no translation of it',
      });
  }
}

function message(state: PageState): string | undefined {
  switch (state.kind) {
    case 'fallback':
      return fallbackMessage(state.shown);
    case 'converted':
      return translate({
        id: 'translation.notice.converted',
        message: '这一页由简体中文版自动转换而来，用词可能与本地习惯不同。',
        description: 'Notice above a page converted automatically from Simplified to Traditional Chinese',
      });
    case 'own':
      return state.outdated
        ? translate({
            id: 'translation.notice.outdated',
            message: '这篇译文可能已经过时：原文在翻译之后又有修改。',
            description: 'Notice above a translated page whose source changed after it was translated',
          })
        : undefined;
    case 'same-language':
      return undefined;
  }
}

export default function TranslationNotice({permalink}: {permalink: string}): ReactNode {
  const translation = usePageTranslation(permalink);
  const {i18n} = useDocusaurusContext();
  const alternates = useAlternatePageUtils();
  const text = translation && message(translation.state);
  if (!translation || !text) return null;
  const outdated = translation.state.kind === 'own';
  const upToDate = outdated ? upToDateLocale(translation.locale, translation.files) : undefined;
  // A build of some locales only (SITE_LOCALES) may lack it: the notice then links to the status page.
  const current = upToDate && upToDate in i18n.localeConfigs ? upToDate : undefined;
  return (
    <div className={`alert alert--info translation-notice ${styles.notice}`} role="note">
      <p className={styles.text}>{text}</p>
      {current ? (
        <a
          href={alternates.createUrl({locale: current, fullyQualified: false})}
          hrefLang={i18n.localeConfigs[current]?.htmlLang}>
          {translate(
            {
              id: 'translation.notice.current',
              message: '阅读最新版本（{language}）',
              description:
                'Link from an outdated translation to the up-to-date page; {language} is that language’s own name',
            },
            {language: i18n.localeConfigs[current]?.label ?? current},
          )}
        </a>
      ) : (
        <Link to="/translation-status/">
          {translate({
            id: 'translation.notice.help',
            message: '帮助翻译',
            description: 'Link from a translation notice to the translation status page',
          })}
        </Link>
      )}
    </div>
  );
}
