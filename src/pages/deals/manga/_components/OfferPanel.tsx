import {useCallback, useEffect, useReducer, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {ApiError, ApiResult} from '@site/src/api/client';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {useExtension} from '@site/src/components/marketing/useExtension';
import {useSettings} from '@site/src/components/useSettings';
import {useLoginHref} from '@site/src/components/account/useLoginHref';
import ResendVerification from '@site/src/components/account/ResendVerification';
import {DOWNLOAD_TARGETS, orderForVisitor} from '@site/src/data/downloads';
import {
  OFFER_DAYS,
  initialOfferState,
  offerReducer,
  offerView,
  type OfferEvent,
  type OfferView,
} from '@site/src/lib/mangaOffer';
import {detectPlatform} from '@site/src/lib/platform';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import {instantParts} from './format';
import styles from '../styles.module.css';
import '@generated/page-speed/default/offer.js';

/** An account whose address is not confirmed yet: what to do, and the link sent again on request. */
function UnverifiedView(): ReactNode {
  return (
    <Message tone="notice">
      <span data-testid="offer-unverified">
        {translate({
          id: 'marketing.offer.unverified',
          message: '领取前请先确认邮箱：打开注册后收到的邮件，点击其中的确认链接，然后刷新本页。',
        })}
      </span>{' '}
      <ResendVerification testId="offer-resend" />
    </Message>
  );
}

/** How often the clock that opens and closes the offer window is read again. */
const CLOCK_MS = 30_000;

/** The reducer event for the server's answer to a claim. */
function claimAnswer(result: ApiResult<{readonly expiresAt: string}>): OfferEvent {
  if (result.ok) return {type: 'claimSucceeded', expiresAt: result.data.expiresAt};
  const {error} = result;
  if (error.kind === 'unauthorized') return {type: 'claimRefused', reason: 'loginRequired'};
  if (error.kind === 'refused') {
    if (error.code === 'email_unverified') return {type: 'claimRefused', reason: 'emailUnverified'};
    if (error.code === 'not_new_user') return {type: 'claimRefused', reason: 'notNewUser'};
    if (error.code === 'already_claimed') return {type: 'claimRefused', reason: 'alreadyClaimed'};
    if (error.code === 'offer_ended') return {type: 'claimRefused', reason: 'ended'};
  }
  return {type: 'claimFailed'};
}

/**
 * The claim panel of deals/manga. Everything it shows comes from the pure state machine in
 * `lib/mangaOffer`; this component only feeds it the clock, the session, the extension marker and
 * the server's answers. The server renders the "checking" view.
 */
export default function OfferPanel(): ReactNode {
  const settings = useSettings();
  const loginHref = useLoginHref();
  const api = useApiClient();
  const extension = useExtension();
  const {lang} = useLocaleInfo();
  const [state, dispatch] = useReducer(offerReducer, settings.promotions.mangaOffer, initialOfferState);
  const [now, setNow] = useState<number | null>(null);
  const [sessionError, setSessionError] = useState<ApiError | null>(null);
  const [sessionAttempt, setSessionAttempt] = useState(0);
  const [claimError, setClaimError] = useState<ApiError>({kind: 'unreachable'});
  const claimSent = useRef(false);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    let live = true;
    void api.me().then((result) => {
      if (!live) return;
      if (result.ok || result.error.kind === 'unauthorized') {
        setSessionError(null);
        dispatch({type: 'session', signedIn: result.ok, verified: result.ok && result.data.emailVerified === true});
      } else {
        setSessionError(result.error);
      }
    });
    return () => {
      live = false;
    };
  }, [api, sessionAttempt]);

  useEffect(() => {
    if (extension !== 'unknown') dispatch({type: 'extension', installed: extension !== 'missing'});
  }, [extension]);

  // One request per pending claim: the ref stays set until the claim is no longer pending.
  const pending = state.claim.status === 'pending';
  useEffect(() => {
    if (!pending) {
      claimSent.current = false;
      return;
    }
    if (claimSent.current) return;
    claimSent.current = true;
    void api.claimMangaOffer().then((result) => {
      const event = claimAnswer(result);
      if (event.type === 'claimFailed' && !result.ok) setClaimError(result.error);
      dispatch(event);
      // The stored user learns about the new membership, so the Premium tag disappears at once.
      if (result.ok) void api.me();
    });
  }, [pending, api]);

  const claim = useCallback(() => dispatch({type: 'claim', now: Date.now()}), []);
  const retrySession = useCallback(() => {
    setSessionError(null);
    setSessionAttempt((n) => n + 1);
  }, []);
  const install = useCallback(() => {
    const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
    const [best] = orderForVisitor(
      DOWNLOAD_TARGETS.filter((t) => t.kind === 'extension'),
      platform,
    );
    if (best) window.open(settings.stores[best.id], '_blank', 'noopener,noreferrer');
    dispatch({type: 'installStarted'});
  }, [settings.stores]);

  const view: OfferView = now === null ? {view: 'checking'} : offerView(state, now);

  return (
    <div className={styles.panel}>
      <div data-testid="offer-state" data-view={view.view} className={styles.state}>
        <ViewBody
          view={view}
          lang={lang}
          loginUrl={loginHref}
          product={settings.productName}
          sessionError={sessionError}
          claimError={claimError}
          onRetrySession={retrySession}
          onClaim={claim}
          onInstall={install}
        />
      </div>
    </div>
  );
}

interface BodyProps {
  readonly view: OfferView;
  readonly lang: string;
  readonly loginUrl: string;
  readonly product: string;
  readonly sessionError: ApiError | null;
  readonly claimError: ApiError;
  readonly onRetrySession: () => void;
  readonly onClaim: () => void;
  readonly onInstall: () => void;
}

const days = String(OFFER_DAYS);

function ViewBody({
  view,
  lang,
  loginUrl,
  product,
  sessionError,
  claimError,
  onRetrySession,
  onClaim,
  onInstall,
}: BodyProps): ReactNode {
  switch (view.view) {
    case 'checking':
      return sessionError ? (
        <ApiErrorNotice error={sessionError} onRetry={onRetrySession} />
      ) : (
        <p className={styles.quiet}>
          {translate({id: 'marketing.offer.checking', message: '正在确认你的登录状态和浏览器扩展……'})}
        </p>
      );
    case 'upcoming':
      return (
        <Message tone="notice">
          {translate(
            {
              id: 'marketing.offer.upcoming',
              message: '活动还没有开始，将于 {date} {time}（{zone}）开放领取，到时再来吧。',
            },
            {...instantParts(view.opens, lang)},
          )}
        </Message>
      );
    case 'ended':
      return (
        <Message tone="notice">
          {translate({id: 'marketing.offer.ended', message: '本次活动已经结束，感谢关注。'})}
        </Message>
      );
    case 'loginRequired':
      return (
        <>
          <p>{translate({id: 'marketing.offer.loginRequired', message: '请先登录账户，再领取会员。'})}</p>
          <Link className="button button--primary button--lg" to={loginUrl} data-testid="login-button">
            {translate({id: 'marketing.offer.login', message: '登录'})}
          </Link>
        </>
      );
    case 'unverified':
      return <UnverifiedView />;
    case 'notEligible':
      return (
        <Message tone="notice">
          <strong>
            {translate({id: 'marketing.offer.notEligible', message: '本活动仅面向新用户，每个账户只能领取一次。'})}
          </strong>{' '}
          {view.reason === 'notNewUser'
            ? translate({
                id: 'marketing.offer.notNewUser',
                message: '你的账户以前开通过 Pro 会员，因此不在这次活动范围内。',
              })
            : translate({
                id: 'marketing.offer.alreadyClaimed',
                message: '你的账户已经领取过这份会员，不能重复领取。',
              })}{' '}
          <Link to="/pricing/">{translate({id: 'marketing.offer.seePlans', message: '查看 Pro 会员方案'})}</Link>
        </Message>
      );
    case 'extensionMissing':
      return (
        <>
          <p>
            {translate(
              {
                id: 'marketing.offer.extensionMissing',
                message: '你的浏览器还没有安装 {product} 翻译扩展。请先安装，再回到这里继续领取。',
              },
              {product},
            )}
          </p>
          <button
            type="button"
            className="button button--primary button--lg"
            onClick={onInstall}
            data-testid="install-button">
            {translate({id: 'marketing.offer.install', message: '安装扩展'})}
          </button>
        </>
      );
    case 'refreshAfterInstall':
      return (
        <>
          <p>
            {translate({
              id: 'marketing.offer.refreshAfterInstall',
              message: '安装完成后，请刷新本页面，然后领取会员。',
            })}
          </p>
          <button
            type="button"
            className="button button--primary button--lg"
            onClick={() => window.location.reload()}
            data-testid="refresh-button">
            {translate({id: 'marketing.offer.refresh', message: '刷新页面'})}
          </button>
        </>
      );
    case 'ready':
    case 'claiming': {
      const busy = view.view === 'claiming';
      return (
        <>
          <p>
            {translate(
              {id: 'marketing.offer.ready', message: '一切就绪，你可以免费领取 {days} 天漫画 Pro 会员。'},
              {days},
            )}
          </p>
          <button
            type="button"
            className="button button--primary button--lg"
            onClick={onClaim}
            disabled={busy}
            aria-busy={busy}
            data-testid="claim-button">
            {busy
              ? translate({id: 'marketing.offer.claiming', message: '正在领取……'})
              : translate({id: 'marketing.offer.claim', message: '免费领取'})}
          </button>
        </>
      );
    }
    case 'claimed':
      return (
        <Message tone="success">
          <strong>
            {translate({id: 'marketing.offer.claimed', message: '你已成功领取 {days} 天 Pro 会员。'}, {days})}
          </strong>{' '}
          {translate(
            {id: 'marketing.offer.expires', message: '会员有效期至 {date} {time}（{zone}）。'},
            {...instantParts(Date.parse(view.expiresAt), lang)},
          )}{' '}
          <Link to="/docs/features/manga/">
            {translate({id: 'marketing.offer.startReading', message: '看看怎样开始翻译漫画'})}
          </Link>
        </Message>
      );
    case 'unreachable':
      return (
        <>
          <p>
            {translate({id: 'marketing.offer.claimFailed', message: '这次领取没有完成，会员还没有发放到你的账户。'})}
          </p>
          <ApiErrorNotice error={claimError} onRetry={onClaim} />
        </>
      );
  }
}
