import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Order} from '@site/src/api/client';
import AccountPage from '@site/src/components/account/AccountPage';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import {formatCount} from '@site/src/lib/accountView';
import accountStyles from '@site/src/components/account/account.module.css';
import OrderFacts, {TestNote} from '../_components/OrderFacts';
import {orderIdFrom} from '../_components/follow';
import {useFollowOrder} from '../_components/useFollowOrder';
import styles from '../_components/checkout.module.css';
import '@generated/page-speed/default/checkout.js';

function Outcome({
  order,
  stalled,
  onCheckAgain,
  lang,
}: {
  readonly order: Order;
  readonly stalled: boolean;
  readonly onCheckAgain: () => void;
  readonly lang: string;
}): ReactNode {
  switch (order.status) {
    case 'paid':
      return (
        <Message tone="success">
          {order.kind === 'pro'
            ? translate({
                id: 'marketing.checkout.success.paidPro',
                message: '付款成功，Pro 会员已经生效。会员会在每个周期结束时自动续费，你可以随时在个人中心管理或取消。',
              })
            : translate(
                {
                  id: 'marketing.checkout.success.paidTraffic',
                  message: '付款成功，{count} 字符已经加到你的流量余额。',
                },
                {count: formatCount(order.characters ?? 0, lang)},
              )}
        </Message>
      );
    case 'pending':
      return stalled ? (
        <Message tone="notice">
          {translate({
            id: 'marketing.checkout.success.stalled',
            message:
              '付款还在确认中，请不要重复付款。确认完成后订单会自动变为已支付，你可以稍后在订单记录里查看；如果一小时后仍未更新，请写信到 support@interlinear.example 并附上订单号。',
          })}{' '}
          <button type="button" className="button button--sm button--secondary" onClick={onCheckAgain}>
            {translate({id: 'marketing.checkout.success.checkAgain', message: '再查一次'})}
          </button>
        </Message>
      ) : (
        <p className={accountStyles.loading} data-testid="checkout-waiting">
          {translate({
            id: 'marketing.checkout.success.waiting',
            message: '正在等待支付服务商确认付款，通常只需几秒，本页会自动更新…',
          })}
        </p>
      );
    case 'failed':
      return (
        <Message tone="error">
          {translate({
            id: 'marketing.checkout.success.failed',
            message: '付款没有成功，没有产生任何扣款。你可以换一种付款方式重新下单。',
          })}
        </Message>
      );
    case 'cancelled':
      return (
        <Message tone="notice">
          {translate({
            id: 'marketing.checkout.success.cancelled',
            message: '这次结账已经关闭，没有产生任何扣款。',
          })}
        </Message>
      );
    case 'refunded':
      return (
        <Message tone="notice">
          {translate({id: 'marketing.checkout.success.refunded', message: '这笔订单已经退款。'})}
        </Message>
      );
  }
}

/** Where a checkout returns after paying: the order's real state, followed until the payment is confirmed. */
export default function CheckoutSuccessPage(): ReactNode {
  const {lang} = useLocaleInfo();
  const isBrowser = useIsBrowser();
  const orderId = orderIdFrom(useLocation().search);
  const {state, stalled, checkAgain} = useFollowOrder(isBrowser ? orderId : null);
  const order = state.status === 'ready' ? state.data : null;
  const again = order?.kind === 'pro' ? '/pricing/' : '/topup/';

  return (
    <AccountPage
      title={translate({id: 'marketing.checkout.success.title', message: '付款结果'})}
      description={translate({
        id: 'marketing.checkout.success.description',
        message: '结账完成后的订单状态：已支付、正在确认或付款失败。',
      })}
      heading={translate({id: 'marketing.checkout.success.heading', message: '付款结果'})}
      lead={translate({
        id: 'marketing.checkout.success.lead',
        message: '这里显示订单的实时状态。付款确认后，会员或流量会立即生效。',
      })}>
      <div
        className={styles.card}
        aria-live="polite"
        data-testid="checkout-result"
        data-status={order?.status ?? state.status}>
        {isBrowser && !orderId && (
          <Message tone="notice">
            {translate({
              id: 'marketing.checkout.noOrder',
              message: '这个地址没有指明订单。你的全部订单都在订单记录里。',
            })}
          </Message>
        )}
        {(!isBrowser || (orderId && state.status === 'loading')) && (
          <p className={accountStyles.loading}>
            {translate({id: 'marketing.checkout.loading', message: '正在读取订单…'})}
          </p>
        )}
        {state.status === 'signedOut' && (
          <SignInPrompt
            text={translate({id: 'marketing.checkout.signin.order', message: '登录后可以查看这笔订单的状态。'})}
            action={translate({id: 'marketing.checkout.signin.action', message: '登录'})}
          />
        )}
        {state.status === 'failed' &&
          (state.error.kind === 'refused' ? (
            <Message tone="error">
              {translate({
                id: 'marketing.checkout.unknownOrder',
                message: '你的账户里没有这笔订单。请确认登录的是下单时使用的账户。',
              })}
            </Message>
          ) : (
            <ApiErrorNotice error={state.error} onRetry={checkAgain} />
          ))}
        {order && (
          <>
            <Outcome order={order} stalled={stalled} onCheckAgain={checkAgain} lang={lang} />
            <OrderFacts order={order} lang={lang} />
            {order.test && <TestNote />}
          </>
        )}
        <p className={styles.actions}>
          {order && (order.status === 'failed' || order.status === 'cancelled') && (
            <Link className="button button--primary" to={again}>
              {translate({id: 'marketing.checkout.tryAgain', message: '重新下单'})}
            </Link>
          )}
          <Link to="/profile/">{translate({id: 'marketing.checkout.toProfile', message: '个人中心'})}</Link>
          <Link to="/bill/">{translate({id: 'marketing.checkout.toOrders', message: '订单记录'})}</Link>
        </p>
      </div>
    </AccountPage>
  );
}
