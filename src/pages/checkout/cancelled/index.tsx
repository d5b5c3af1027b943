import {useCallback, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import type {ApiResult, Order} from '@site/src/api/client';
import AccountPage from '@site/src/components/account/AccountPage';
import {useLoaded} from '@site/src/components/account/useLoaded';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {Message} from '@site/src/components/marketing/Section';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import OrderFacts, {TestNote} from '../_components/OrderFacts';
import {orderIdFrom} from '../_components/follow';
import styles from '../_components/checkout.module.css';
import '@generated/page-speed/default/checkout.js';

const NO_ORDER: ApiResult<Order | null> = {ok: true, data: null};

/**
 * Where a checkout returns when the visitor leaves it: nothing was charged. The order is shown
 * when the visitor is signed in; the page says the same to anyone, signed in or not.
 */
export default function CheckoutCancelledPage(): ReactNode {
  const api = useApiClient();
  const {lang} = useLocaleInfo();
  const orderId = orderIdFrom(useLocation().search);
  const request = useCallback(
    (): Promise<ApiResult<Order | null>> => (orderId ? api.leaveOrder(orderId) : Promise.resolve(NO_ORDER)),
    [api, orderId],
  );
  const {state} = useLoaded(request);
  const order = state.status === 'ready' ? state.data : null;
  const paid = order?.status === 'paid';

  return (
    <AccountPage
      title={translate({id: 'marketing.checkout.cancelled.title', message: '已取消付款'})}
      description={translate({
        id: 'marketing.checkout.cancelled.description',
        message: '你离开了结账页面，没有产生任何扣款。',
      })}
      heading={translate({id: 'marketing.checkout.cancelled.heading', message: '已取消付款'})}
      lead={translate({
        id: 'marketing.checkout.cancelled.lead',
        message: '你离开了结账页面，没有产生任何扣款。想好之后可以随时重新下单。',
      })}>
      <div
        className={styles.card}
        aria-live="polite"
        data-testid="checkout-cancelled"
        data-status={order?.status ?? ''}>
        {paid ? (
          <Message tone="success">
            {translate({
              id: 'marketing.checkout.cancelled.paidAnyway',
              message: '这笔订单其实已经付款成功，无需再次付款。',
            })}
          </Message>
        ) : (
          <Message tone="notice">
            {translate({
              id: 'marketing.checkout.cancelled.nothingCharged',
              message: '没有产生任何扣款。这笔订单不会再被收费。',
            })}
          </Message>
        )}
        {order && <OrderFacts order={order} lang={lang} />}
        {order?.test && <TestNote />}
        <p className={styles.actions}>
          {!paid && (
            <Link className="button button--primary" to={order?.kind === 'traffic' ? '/topup/' : '/pricing/'}>
              {order?.kind === 'traffic'
                ? translate({id: 'marketing.checkout.cancelled.backTopup', message: '返回流量包页面'})
                : translate({id: 'marketing.checkout.cancelled.backPricing', message: '返回价格页面'})}
            </Link>
          )}
          <Link to="/bill/">{translate({id: 'marketing.checkout.toOrders', message: '订单记录'})}</Link>
        </p>
      </div>
    </AccountPage>
  );
}
