import {useCallback, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ApiError, Billing, User} from '@site/src/api/client';
import {billingText, planText} from '@site/src/components/account/billingText';
import {checkoutTarget} from '@site/src/lib/purchase';
import ResendVerification from '@site/src/components/account/ResendVerification';
import AccountPage from '@site/src/components/account/AccountPage';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {useSettings} from '@site/src/components/useSettings';
import {formatCount, formatDate} from '@site/src/lib/accountView';
import {useLoaded} from '@site/src/components/account/useLoaded';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import accountStyles from '@site/src/components/account/account.module.css';
import styles from './styles.module.css';
import '@generated/page-speed/default/account.js';

function membershipText(user: User, lang: string): string {
  const {subscriptionStatus, expiresAt} = user.subscription;
  const date = expiresAt ? formatDate(expiresAt, lang, true) : '';
  if (subscriptionStatus === 'active')
    return translate({id: 'marketing.account.profile.pro', message: 'Pro 会员，有效期至 {date}'}, {date});
  if (subscriptionStatus === 'expired')
    return translate({id: 'marketing.account.profile.expired', message: '免费版（Pro 会员已于 {date} 到期）'}, {date});
  return translate({id: 'marketing.account.profile.free', message: '免费版'});
}

/**
 * The subscription bought on the site: plan, when it renews or ends, a failed renewal payment,
 * and the way to the provider's page to manage it (cancel, resume, card, invoices).
 */
function Subscription({billing, lang}: {readonly billing: Billing; readonly lang: string}): ReactNode {
  const api = useApiClient();
  const {currentLocale} = useDocusaurusContext().i18n;
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const busy = useRef(false);
  const manage = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setOpening(true);
    setError(null);
    void api.portal(currentLocale).then((result) => {
      const target = result.ok ? checkoutTarget(result.data) : null;
      if (target) {
        window.location.assign(target);
        return;
      }
      busy.current = false;
      setOpening(false);
      setError(result.ok ? {kind: 'server', status: 200} : result.error);
    });
  }, [api, currentLocale]);
  const until = billing.paidThrough ? formatDate(billing.paidThrough, lang) : '';
  return (
    <section className={styles.subscription} aria-labelledby="profile-subscription" data-testid="profile-subscription">
      <h2 id="profile-subscription" className={styles.subscriptionTitle}>
        {translate({id: 'marketing.account.profile.billing.title', message: '订阅'})}
      </h2>
      <p data-testid="profile-plan">{planText(billing)}</p>
      <p data-testid="profile-renewal" data-status={billing.status}>
        {billingText(billing, lang)}
      </p>
      {billing.paymentFailed && (
        <Message tone="error">
          {translate(
            {
              id: 'marketing.account.profile.billing.failed',
              message: '最近一次续费扣款没有成功。Pro 会员保留到 {date}；请在“管理订阅”中更新付款方式，以免会员中断。',
            },
            {date: until},
          )}
        </Message>
      )}
      {billing.manageable && (
        <button
          type="button"
          className="button button--secondary"
          onClick={manage}
          disabled={opening}
          aria-busy={opening}
          data-testid="manage-subscription">
          {opening
            ? translate({id: 'marketing.account.profile.billing.opening', message: '正在打开…'})
            : translate({id: 'marketing.account.profile.billing.manage', message: '管理订阅'})}
        </button>
      )}
      {error && <ApiErrorNotice error={error} onRetry={manage} />}
    </section>
  );
}

/** Whether the address is confirmed; when not, a way to send the link again. */
function EmailStatus({verified}: {readonly verified: boolean}): ReactNode {
  if (verified)
    return (
      <span className={styles.verified} data-testid="email-status" data-verified="true">
        {translate({id: 'marketing.account.profile.verified', message: '已确认'})}
      </span>
    );
  return (
    <span className={styles.unverified} data-testid="email-status" data-verified="false">
      {translate({
        id: 'marketing.account.profile.unverified',
        message: '尚未确认：请打开注册后收到的邮件中的链接。',
      })}{' '}
      <ResendVerification testId="resend-verification" />
    </span>
  );
}

function Details({
  user,
  lang,
  onLogout,
  loggingOut,
  logoutError,
}: {
  readonly user: User;
  readonly lang: string;
  readonly onLogout: () => void;
  readonly loggingOut: boolean;
  readonly logoutError: ApiError | null;
}): ReactNode {
  const pro = user.subscription.subscriptionStatus === 'active';
  return (
    <div className={styles.card} data-testid="profile-details">
      <dl className={styles.facts}>
        <dt>{translate({id: 'marketing.account.profile.email', message: '邮箱'})}</dt>
        <dd>
          <span data-testid="profile-email">{user.email}</span>
          <EmailStatus verified={user.emailVerified === true} />
        </dd>
        <dt>{translate({id: 'marketing.account.profile.membership', message: '会员'})}</dt>
        <dd data-testid="profile-membership" data-status={user.subscription.subscriptionStatus}>
          {membershipText(user, lang)}
        </dd>
        <dt>{translate({id: 'marketing.account.profile.traffic', message: '流量余额'})}</dt>
        <dd data-testid="profile-traffic">
          {translate(
            {id: 'marketing.account.profile.characters', message: '{count} 字符'},
            {count: formatCount(user.traffic.balance, lang)},
          )}
        </dd>
      </dl>
      {user.subscription.billing && <Subscription billing={user.subscription.billing} lang={lang} />}
      <ul className={styles.links}>
        {!pro && (
          <li>
            <Link to="/pricing/">
              {translate({id: 'marketing.account.profile.upgrade', message: '升级到 Pro 会员'})}
            </Link>
          </li>
        )}
        <li>
          <Link to="/exchange/">{translate({id: 'marketing.account.profile.redeem', message: '使用兑换码'})}</Link>
        </li>
        <li>
          <Link to="/topup/">{translate({id: 'marketing.account.profile.topup', message: '购买流量包'})}</Link>
        </li>
        <li>
          <Link to="/bill/">{translate({id: 'marketing.account.profile.orders', message: '订单记录'})}</Link>
        </li>
        <li>
          <Link to="/account/email/">
            {translate({id: 'marketing.account.changeEmail.title', message: '更改邮箱'})}
          </Link>
        </li>
        <li>
          <Link to="/account/password/">
            {translate({id: 'marketing.account.changePassword.title', message: '更改密码'})}
          </Link>
        </li>
        <li>
          <Link to="/account/export/">
            {translate({id: 'marketing.account.export.title', message: '下载我的数据'})}
          </Link>
        </li>
        <li>
          <Link to="/account/delete/">{translate({id: 'marketing.account.delete.title', message: '删除账户'})}</Link>
        </li>
        <li>
          <Link to="/deals/manga/">
            {translate({id: 'marketing.account.profile.offer', message: '新用户免费领取 3 天漫画 Pro 会员'})}
          </Link>
        </li>
      </ul>
      <button
        type="button"
        className="button button--secondary"
        onClick={onLogout}
        disabled={loggingOut}
        aria-busy={loggingOut}
        data-testid="logout-button">
        {loggingOut
          ? translate({id: 'marketing.account.logout.pending', message: '正在退出…'})
          : translate({id: 'marketing.account.logout', message: '退出登录'})}
      </button>
      {logoutError && <ApiErrorNotice error={logoutError} onRetry={onLogout} />}
    </div>
  );
}

/** The signed-in visitor's account: membership, traffic balance, links to what they can do, and logout. */
export default function ProfilePage(): ReactNode {
  const api = useApiClient();
  const {lang} = useLocaleInfo();
  const product = {product: useSettings().productName};
  const me = useCallback(() => api.me(), [api]);
  const {state, retry, set} = useLoaded(me);
  const [loggingOut, setLoggingOut] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const [logoutError, setLogoutError] = useState<ApiError | null>(null);
  const busy = useRef(false);

  const logout = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoggingOut(true);
    setLogoutError(null);
    void api.logout().then((result) => {
      busy.current = false;
      setLoggingOut(false);
      if (!result.ok) {
        setLogoutError(result.error);
        return;
      }
      setLoggedOut(true);
      set({status: 'signedOut'});
    });
  }, [api, set]);

  return (
    <AccountPage
      title={translate({id: 'marketing.account.profile.title', message: '个人中心'})}
      description={translate(
        {id: 'marketing.account.profile.description', message: '你的 {product} 账户：会员状态、流量余额和订单。'},
        product,
      )}
      heading={translate({id: 'marketing.account.profile.heading', message: '个人中心'})}
      lead={translate({
        id: 'marketing.account.profile.lead',
        message: '在这里查看会员状态和流量余额，管理订单和兑换码。',
      })}>
      <div aria-live="polite" data-testid="profile" data-state={state.status}>
        {state.status === 'loading' && (
          <p className={accountStyles.loading}>
            {translate({id: 'marketing.account.profile.loading', message: '正在读取你的账户信息…'})}
          </p>
        )}
        {state.status === 'ready' && (
          <Details user={state.data} lang={lang} onLogout={logout} loggingOut={loggingOut} logoutError={logoutError} />
        )}
        {state.status === 'signedOut' && loggedOut && (
          <Message tone="success">
            {translate({id: 'marketing.account.logout.done', message: '你已退出登录。'})}
          </Message>
        )}
        {state.status === 'signedOut' && (
          <SignInPrompt
            text={translate({
              id: 'marketing.account.profile.signin',
              message: '登录后可以查看你的会员状态和流量余额。',
            })}
            action={translate({id: 'marketing.account.profile.signinAction', message: '登录'})}
          />
        )}
        {state.status === 'failed' && <ApiErrorNotice error={state.error} onRetry={retry} />}
      </div>
    </AccountPage>
  );
}
