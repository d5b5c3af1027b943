/**
 * "Read in two languages": a select above a doc page's title that shows, under each block of the
 * page, the same block in a second language (issue "Read any doc page in two languages at once").
 * The choice lives in the address (`?pair=en`) and in browser storage for the next page. The
 * blocks of the other language and the code that places them load only once a reader picks one.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {usePageTranslation} from '@site/src/components/TranslationNotice/usePageTranslation';
import {PAIR_FILE, pairChoice, removePairing, withPairParam} from '@site/src/lib/pair/control';
import {browserStorage, readString, STORAGE_KEYS, writeString} from '@site/src/lib/storage';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'shown' | 'failed';

const SELECT_ID = 'pair-language';

export default function PairControl({permalink}: {permalink: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const translation = usePageTranslation(permalink);
  // Read for its updates: the component renders again after each navigation.
  useLocation();
  const history = useHistory();
  const alternates = useAlternatePageUtils();
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);
  // The first render matches the server's markup (one language); the address and storage count after.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // Locales built into this site that have their own version of this page, in the menu's order.
  const offered = i18n.locales.filter(
    (code) => code !== i18n.currentLocale && translation?.files[code] !== undefined && code in i18n.localeConfigs,
  );
  const store = browserStorage();
  // The address as the browser has it: while a navigation's code loads, the router still renders
  // the previous location, and acting on that would undo the change just made.
  const search = mounted ? window.location.search : '';
  const choice = mounted
    ? pairChoice(search, readString(store, STORAGE_KEYS.docsPair), offered)
    : {active: null, fillIn: null, remember: false};
  const active = choice.active;
  const activeConfig = active ? i18n.localeConfigs[active] : undefined;

  useEffect(() => {
    if (choice.remember) writeString(store, STORAGE_KEYS.docsPair, choice.active);
    if (choice.fillIn)
      history.replace({
        pathname: window.location.pathname,
        search: withPairParam(window.location.search, choice.fillIn),
        hash: window.location.hash,
      });
  }, [choice.remember, choice.active, choice.fillIn, history, store]);

  const page = active ? alternates.createUrl({locale: active, fullyQualified: false}) : null;
  const blocksUrl = page && `${page.endsWith('/') ? page : `${page}/`}${PAIR_FILE}`;
  const pairLang = activeConfig?.htmlLang;
  const pairDir = activeConfig?.direction === 'rtl' ? 'rtl' : 'ltr';

  useEffect(() => {
    const root = ref.current?.parentElement?.querySelector('.theme-doc-markdown');
    if (!blocksUrl || !pairLang || !root) {
      setStatus('idle');
      return undefined;
    }
    const controller = new AbortController();
    // The blocks and the code that places them load side by side.
    const answer = fetch(blocksUrl, {signal: controller.signal});
    answer.catch(() => undefined);
    setStatus('loading');
    import('@site/src/lib/pair/show')
      .then(({showPair}) =>
        showPair(root, answer, {
          lang: pairLang,
          dir: pairDir,
          classes: {block: styles.block!, heading: styles.heading!, section: styles.section!},
        }),
      )
      .then(
        () => !controller.signal.aborted && setStatus('shown'),
        () => !controller.signal.aborted && setStatus('failed'),
      );
    return () => {
      controller.abort();
      removePairing(root);
    };
  }, [blocksUrl, pairLang, pairDir, attempt]);

  if (offered.length === 0) return null;

  const choose = (value: string) => {
    const next = offered.includes(value) ? value : null;
    writeString(store, STORAGE_KEYS.docsPair, next);
    history.replace({
      pathname: window.location.pathname,
      search: withPairParam(window.location.search, next),
      hash: window.location.hash,
    });
  };
  const language = activeConfig?.label ?? '';

  return (
    <div ref={ref} className={styles.control}>
      <label htmlFor={SELECT_ID}>
        {translate({
          id: 'docs.pair.label',
          message: '双语阅读',
          description: 'Label of the menu above a doc page that shows each paragraph also in a second language',
        })}
      </label>
      <select id={SELECT_ID} value={active ?? ''} onChange={(event) => choose(event.currentTarget.value)}>
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
