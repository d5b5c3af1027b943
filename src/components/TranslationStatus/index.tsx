/**
 * The translation status page (`<locale>/translation-status/`, added by plugins/i18n-content): how
 * far every language's docs and blog are translated, and this language's pages that are missing
 * or outdated, with how they are shown meanwhile. The translation notices link here.
 */
import type {ReactNode} from 'react';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {percent, type StatusPage, type TranslationStatus} from '@site/src/lib/i18n/status';
import {findLocale} from '@interlinear/shared/locales';
import styles from './styles.module.css';
import '@generated/page-speed/default/translationStatus.js';

function stateText(page: StatusPage, label: (code: string) => string): string {
  switch (page.state.kind) {
    case 'fallback':
      return translate(
        {id: 'marketing.translationStatus.state.fallback', message: '未翻译，显示{language}版'},
        {language: label(page.state.shown)},
      );
    case 'converted':
      return translate({id: 'marketing.translationStatus.state.converted', message: '由简体中文自动转换'});
    case 'same-language':
      return translate({id: 'marketing.translationStatus.state.sameLanguage', message: '与中文版相同'});
    case 'own':
      return translate({id: 'marketing.translationStatus.state.outdated', message: '译文已过时'});
  }
}

export default function TranslationStatusPage({status}: {readonly status: TranslationStatus}): ReactNode {
  const {i18n} = useDocusaurusContext();
  // Each language by its own name, as the language menu shows it.
  const label = (code: string) => findLocale(code)?.label ?? code;
  const title = translate({id: 'marketing.translationStatus.title', message: '翻译进度'});
  const current = status.locales.find((l) => l.locale === i18n.currentLocale);
  return (
    <MarketingPage
      title={title}
      description={translate({
        id: 'marketing.translationStatus.description',
        message: '文档和博客在每种语言中的翻译进度，以及还需要翻译或更新的页面。',
      })}
      hero={false}
      className={`container margin-vert--lg ${styles.page}`}>
      <h1>{title}</h1>
      <p>
        <Translate id="marketing.translationStatus.intro">
          文档和博客先用中文写成，再由团队和读者译成其他语言。某一页还没有译文时，会显示另一种语言的版本，并在页首说明；原文修改后，译文会标为可能过时，直到译者跟进。
        </Translate>
      </p>
      {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */}
      <div className={styles.tableWrap} role="region" aria-label={title} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{translate({id: 'marketing.translationStatus.column.language', message: '语言'})}</th>
              <th scope="col">{translate({id: 'marketing.translationStatus.column.translated', message: '已翻译'})}</th>
              <th scope="col">{translate({id: 'marketing.translationStatus.column.outdated', message: '已过时'})}</th>
              <th scope="col">{translate({id: 'marketing.translationStatus.column.missing', message: '未翻译'})}</th>
              <th scope="col">{translate({id: 'marketing.translationStatus.column.progress', message: '进度'})}</th>
            </tr>
          </thead>
          <tbody>
            {status.locales.map((row) => (
              <tr key={row.locale} aria-current={row.locale === i18n.currentLocale ? 'true' : undefined}>
                <th scope="row" lang={findLocale(row.locale)?.htmlLang}>
                  {label(row.locale)}
                </th>
                <td>{row.translated}</td>
                <td>{row.outdated}</td>
                <td>{row.missing}</td>
                <td>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{width: `${percent(row.translated, row.total)}%`}} />
                  </span>{' '}
                  {percent(row.translated, row.total)} %
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{translate({id: 'marketing.translationStatus.pages.title', message: '这一语言待处理的页面'})}</h2>
      {current && status.pages.length > 0 ? (
        <ul className={styles.pages}>
          {status.pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link> <span className={styles.state}>{stateText(page, label)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {translate({
            id: 'marketing.translationStatus.pages.none',
            message: '这一语言的所有页面都已翻译，并且是最新的。',
          })}
        </p>
      )}

      <h2>{translate({id: 'marketing.translationStatus.help.title', message: '参与翻译'})}</h2>
      <p>
        <Translate
          id="marketing.translationStatus.help.text"
          values={{
            link: (
              <Link to="/docs/joinUs/">
                {translate({id: 'marketing.translationStatus.help.link', message: '加入我们'})}
              </Link>
            ),
          }}>
          {'想把某一页译成你的语言，或者修订一篇过时的译文？请阅读{link}，了解怎样联系团队。'}
        </Translate>
      </p>
    </MarketingPage>
  );
}
