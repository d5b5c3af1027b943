import {useCallback, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ApiResult, TestCheckout, User} from '@site/src/api/client';
import {useAction} from '@site/src/components/account/useAction';
import {billingText} from '@site/src/components/account/billingText';
import AccountPage from '@site/src/components/account/AccountPage';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import {useLoaded} from '@site/src/components/account/useLoaded';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import {formatMoney} from '@site/src/data/plans';
import type {Loaded} from '@site/src/lib/accountView';
import {checkoutTarget} from '@site/src/lib/purchase';
import accountStyles from '@site/src/components/account/account.module.css';
import OrderFacts from '../_components/OrderFacts';
import {sessionFrom} from '../_components/follow';
import styles from '../_components/checkout.module.css';
import '@generated/page-speed/default/checkout.js';

const NO_SESSION: ApiResult<null> = {ok: true, data: null};

function go(url: string): void {
  const target = checkoutTarget(url);
  if (target) window.location.assign(target);
}

function TestBanner(): ReactNode {
  return (
    <p className={styles.testBanner} role="note" data-testid="test-banner">
      {translate({
        id: 'marketing.checkout.test.banner',
        message: '测试结账：这不是真实付款，不会产生任何扣款。网站没有配置 Stripe 密钥时，用它走完整个购买流程。',
      })}
    </p>
  );
}

function SessionView({
  session,
  checkout,
  lang,
}: {
  readonly session: string;
  readonly checkout: TestCheckout;
  readonly lang: string;
}): ReactNode {
  const api = useApiClient();
  const {action, run} = useAction<string>();
  const {order} = checkout;
  const amount = formatMoney(order.amount, lang);
  if (!checkout.open) {
    return (
      <>
        <Message tone="notice">
          {translate({id: 'marketing.checkout.test.closed', message: '这个结账已经结束，不能再付款或取消。'})}
        </Message>
        <OrderFacts order={order} lang={lang} />
        <p className={styles.actions}>
          <Link to={order.status === 'paid' ? checkout.successUrl : checkout.cancelUrl}>
            {translate({id: 'marketing.checkout.test.result', message: '查看付款结果'})}
          </Link>
        </p>
      </>
    );
  }
  const busy = action.status === 'busy';
  return (
    <>
      <OrderFacts order={order} lang={lang} />
      <p className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => run(() => api.closeTestCheckout(session, 'pay'), go)}
          data-testid="test-pay">
          {translate({id: 'marketing.checkout.test.pay', message: '测试付款 {amount}'}, {amount})}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => run(() => api.closeTestCheckout(session, 'cancel'), go)}
          data-testid="test-cancel">
          {translate({id: 'marketing.checkout.test.cancel', message: '取消并返回'})}
        </button>
      </p>
      {action.status === 'failed' &&
        (action.error.kind === 'refused' ? (
          <Message tone="error">
            {translate({id: 'marketing.checkout.test.refused', message: '这个结账已经结束，请刷新页面查看结果。'})}
          </Message>
        ) : (
          <ApiErrorNotice error={action.error} />
        ))}
    </>
  );
}

/** The test stand-in for Stripe's customer portal: cancel at period end, or take it back. */
function PortalView({me, lang}: {readonly me: Loaded<User>; readonly lang: string}): ReactNode {
  const api = useApiClient();
  const {action, run} = useAction<User>();
  const [user, setUser] = useState<User | null>(null);
  const current = user ?? (me.status === 'ready' ? me.data : null);
  const billing = current?.subscription.billing ?? null;
  if (me.status === 'loading')
    return (
      <p className={accountStyles.loading}>{translate({id: 'marketing.checkout.loading', message: '正在读取订单…'})}</p>
    );
  if (me.status === 'signedOut')
    return (
      <SignInPrompt
        text={translate({id: 'marketing.checkout.signin.order', message: '登录后可以查看这笔订单的状态。'})}
        action={translate({id: 'marketing.checkout.signin.action', message: '登录'})}
      />
    );
  if (me.status === 'failed') return <ApiErrorNotice error={me.error} />;
  if (!billing || billing.status === 'ended')
    return (
      <Message tone="notice">
        {translate({id: 'marketing.checkout.test.noSubscription', message: '这个账户目前没有进行中的订阅。'})}
      </Message>
    );
  const ending = billing.status === 'ending';
  return (
    <>
      <p data-testid="test-portal-status" data-status={billing.status}>
        {billingText(billing, lang)}
      </p>
      <p className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={action.status === 'busy'}
          onClick={() => run(() => api.setTestCancellation(!ending), setUser)}
          data-testid="test-portal-toggle">
          {ending
            ? translate({id: 'marketing.checkout.test.resume', message: '恢复自动续费'})
            : translate({id: 'marketing.checkout.test.cancelAtEnd', message: '在本期结束时取消订阅'})}
        </button>
        <Link to="/profile/">{translate({id: 'marketing.checkout.test.backProfile', message: '返回个人中心'})}</Link>
      </p>
      {action.status === 'failed' && <ApiErrorNotice error={action.error} />}
    </>
  );
}

/**
 * The built-in test checkout, used when the site runs without Stripe's keys: `?session=` pays or
 * leaves an order through the same state machine as Stripe's webhooks, and `?portal=1` stands in
 * for Stripe's customer portal. Marked as a test on every view.
 */
export default function TestCheckoutPage(): ReactNode {
  const api = useApiClient();
  const {lang} = useLocaleInfo();
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const session = sessionFrom(search);
  const portal = new URLSearchParams(search).get('portal') === '1';
  const loadSession = useCallback(
    (): Promise<ApiResult<TestCheckout | null>> => (session ? api.testCheckout(session) : Promise.resolve(NO_SESSION)),
    [api, session],
  );
  const loadMe = useCallback(() => api.me(), [api]);
  const {state} = useLoaded(loadSession);
  const {state: me} = useLoaded(portal ? loadMe : noUser);

  return (
    <AccountPage
      title={translate({id: 'marketing.checkout.test.title', message: '测试结账'})}
      description={translate({
        id: 'marketing.checkout.test.description',
        message: '网站内置的测试结账页面，不会产生真实扣款。',
      })}
      heading={translate({id: 'marketing.checkout.test.heading', message: '测试结账'})}
      lead={translate({
        id: 'marketing.checkout.test.lead',
        message: '确认订单后选择测试付款或取消，接下来的页面与真实付款完全相同。',
      })}>
      <div className={styles.card} aria-live="polite" data-testid="test-checkout">
        <TestBanner />
        {!isBrowser || (!portal && state.status === 'loading') ? (
          <p className={accountStyles.loading}>
            {translate({id: 'marketing.checkout.loading', message: '正在读取订单…'})}
          </p>
        ) : portal ? (
          <PortalView me={me} lang={lang} />
        ) : state.status === 'signedOut' ? (
          <SignInPrompt
            text={translate({id: 'marketing.checkout.signin.order', message: '登录后可以查看这笔订单的状态。'})}
            action={translate({id: 'marketing.checkout.signin.action', message: '登录'})}
          />
        ) : state.status === 'failed' ? (
          state.error.kind === 'refused' ? (
            <Message tone="error">
              {translate({id: 'marketing.checkout.test.unknown', message: '找不到这个结账，它可能属于另一个账户。'})}
            </Message>
          ) : (
            <ApiErrorNotice error={state.error} />
          )
        ) : state.status === 'ready' && state.data && session ? (
          <SessionView session={session} checkout={state.data} lang={lang} />
        ) : (
          <Message tone="notice">
            {translate({
              id: 'marketing.checkout.noOrder',
              message: '这个地址没有指明订单。你的全部订单都在订单记录里。',
            })}
          </Message>
        )}
      </div>
    </AccountPage>
  );
}

const noUser = (): Promise<ApiResult<User>> => Promise.resolve({ok: false, error: {kind: 'unauthorized'}});
