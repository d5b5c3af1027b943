/**
 * "Read in two languages": a select above a doc page's title that shows, under each block of the
 * page, the same block in a second language (issue "Read any doc page in two languages at once").
 * The choice lives in the address (`?pair=en`) and in browser storage for the next page. The
 * blocks of the other language and the code that places them load only once a reader picks one.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {usePageTranslation} from '@site/src/components/TranslationNotice/usePageTranslation';
import {PAIR_FILES, pairChoice, removePairing, withPairParam} from '@site/src/lib/pair/control';
import {browserStorage, readString, STORAGE_KEYS, writeString} from '@site/src/lib/storage';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'shown' | 'failed';

const SELECT_ID = 'pair-language';

/** The code that places the blocks: loaded on the first choice (or the first look at the menu). */
const loadShow = () => import('@site/src/lib/pair/show');

/**
 * Requests started by the menu itself, before it renders again: the effect that would otherwise
 * start them runs only after that render.
 */
let early: {readonly folder: string; readonly answers: Answers} | null = null;

/** The first block file's answer, and a way to ask for the rest once it is in. */
type Answers = readonly [first: Promise<Response>, rest: () => Promise<Response>];

/**
 * Both block files of a page of the second language, from its folder (`/en/docs/usage/`). The
 * rest is asked for only after the first arrived: on a slow connection the two would share it,
 * and the first, which fills the screen, would come later.
 */
function request(folder: string, signal?: AbortSignal): Answers {
  const [firstName, restName] = PAIR_FILES;
  const first = fetch(`${folder}${firstName}`, {signal});
  first.catch(() => undefined);
  return [first, () => fetch(`${folder}${restName}`, {signal})];
}

const folderOf = (address: string) => (address.endsWith('/') ? address : `${address}/`);

/**
 * The address is changed with the History API directly: going through the router would render
 * the whole page again (a long task on a long page) for a change only this menu reads.
 */
function replaceSearch(search: string): void {
  const {pathname, hash} = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

export default function PairControl({permalink}: {permalink: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const translation = usePageTranslation(permalink);
  const location = useLocation();
  const alternates = useAlternatePageUtils();
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);
  // The address's query as the browser has it; null until mounted, so that the first render
  // matches the server's markup (one language).
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => setSearch(window.location.search), [location]);

  // Locales built into this site that have their own version of this page, in the menu's order.
  const offered = i18n.locales.filter(
    (code) => code !== i18n.currentLocale && translation?.files[code] !== undefined && code in i18n.localeConfigs,
  );
  const store = browserStorage();
  const choice =
    search === null
      ? {active: null, fillIn: null, remember: false}
      : pairChoice(search, readString(store, STORAGE_KEYS.docsPair), offered);
  const active = choice.active;
  const activeConfig = active ? i18n.localeConfigs[active] : undefined;

  useEffect(() => {
    if (choice.remember) writeString(store, STORAGE_KEYS.docsPair, choice.active);
    if (choice.fillIn) {
      const next = withPairParam(window.location.search, choice.fillIn);
      replaceSearch(next);
      setSearch(next);
    }
  }, [choice.remember, choice.active, choice.fillIn, store]);

  const folder = active ? folderOf(alternates.createUrl({locale: active, fullyQualified: false})) : null;
  const pairLang = activeConfig?.htmlLang;
  const pairDir = activeConfig?.direction === 'rtl' ? 'rtl' : 'ltr';

  useEffect(() => {
    const root = ref.current?.parentElement?.querySelector('.theme-doc-markdown');
    if (!folder || !pairLang || !root) {
      setStatus('idle');
      return undefined;
    }
    const controller = new AbortController();
    // The blocks and the code that places them load side by side.
    const answers = early?.folder === folder ? early.answers : request(folder, controller.signal);
    early = null;
    setStatus('loading');
    loadShow()
      .then(({showPair}) =>
        showPair(
          root,
          answers,
          {
            lang: pairLang,
            dir: pairDir,
            classes: {block: styles.block!, after: styles.after!, heading: styles.heading!, section: styles.section!},
          },
          controller.signal,
        ),
      )
      .then(
        () => !controller.signal.aborted && setStatus('shown'),
        () => !controller.signal.aborted && setStatus('failed'),
      );
    return () => {
      controller.abort();
      removePairing(root);
    };
  }, [folder, pairLang, pairDir, attempt]);

  if (offered.length === 0) return null;

  const choose = (value: string) => {
    const next = offered.includes(value) ? value : null;
    if (next) {
      const nextFolder = folderOf(alternates.createUrl({locale: next, fullyQualified: false}));
      early = {folder: nextFolder, answers: request(nextFolder)};
      loadShow().catch(() => undefined);
    }
    writeString(store, STORAGE_KEYS.docsPair, next);
    const nextSearch = withPairParam(window.location.search, next);
    replaceSearch(nextSearch);
    setSearch(nextSearch);
  };
  const language = activeConfig?.label ?? '';

  return (
    <div ref={ref} className={styles.control} data-pair-status={status}>
      <label htmlFor={SELECT_ID}>
        {translate({
          id: 'docs.pair.label',
          message: '双语阅读',
          description: 'Label of the menu above a doc page that shows each paragraph also in a second language',
        })}
      </label>
      <select
        id={SELECT_ID}
        value={active ?? ''}
        onFocus={() => void loadShow().catch(() => undefined)}
        onChange={(event) => choose(event.currentTarget.value)}>
        <option value="">
          {translate({
            id: 'docs.pair.off',
            message: '关闭',
            description: 'Menu choice that shows a doc page in one language only',
          })}
        </option>
        {offered.map((code) => (
          <option key={code} value={code} lang={i18n.localeConfigs[code]?.htmlLang}>
            {i18n.localeConfigs[code]?.label ?? code}
          </option>
        ))}
      </select>
      <p className={`${styles.status} ${status === 'failed' ? styles.error : ''}`} role="status">
        {status === 'loading' &&
          translate(
            {
              id: 'docs.pair.loading',
              message: '正在载入{language}版本…',
              description: 'Shown while the second language of a doc page loads; {language} is its own name',
            },
            {language},
          )}
        {status === 'failed' && (
          <>
            {translate(
              {
                id: 'docs.pair.failed',
                message: '无法载入这一页的{language}版本，请检查网络连接。',
                description:
                  'Shown when the second language of a doc page could not be loaded; {language} is its own name',
              },
              {language},
            )}
            <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
              {translate({
                id: 'docs.pair.retry',
                message: '重试',
                description: 'Button that loads the second language of a doc page again after a failure',
              })}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
