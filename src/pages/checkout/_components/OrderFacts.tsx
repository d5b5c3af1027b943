import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Order} from '@site/src/api/client';
import {formatMoney} from '@site/src/data/plans';
import {formatDate} from '@site/src/lib/accountView';
import {orderItemText, orderStatusText} from '@site/src/components/account/orderText';
import styles from './checkout.module.css';
import '@generated/page-speed/default/checkout.js';

/** An order at a glance: what it buys, for how much, its state and its number (to quote to support). */
export default function OrderFacts({order, lang}: {readonly order: Order; readonly lang: string}): ReactNode {
  return (
    <dl className={styles.facts} data-testid="order-facts">
      <dt>{translate({id: 'marketing.checkout.facts.item', message: '购买内容'})}</dt>
      <dd data-testid="order-item">{orderItemText(order, lang)}</dd>
      <dt>{translate({id: 'marketing.checkout.facts.amount', message: '金额'})}</dt>
      <dd data-price>{formatMoney(order.amount, lang)}</dd>
      <dt>{translate({id: 'marketing.checkout.facts.status', message: '状态'})}</dt>
      <dd data-testid="order-status" data-status={order.status}>
        {orderStatusText(order.status)}
      </dd>
      {order.paidAt && (
        <>
          <dt>{translate({id: 'marketing.checkout.facts.paidAt', message: '付款时间'})}</dt>
          <dd>
            <time dateTime={order.paidAt}>{formatDate(order.paidAt, lang, true)}</time>
          </dd>
        </>
      )}
      <dt>{translate({id: 'marketing.checkout.facts.id', message: '订单号'})}</dt>
      <dd>
        <code className={styles.orderId}>{order.id}</code>
      </dd>
    </dl>
  );
}

/** The note under every test payment: it looks like a purchase, but no money moved. */
export function TestNote(): ReactNode {
  return (
    <p className={styles.testNote} data-testid="test-note">
      {translate({
        id: 'marketing.checkout.test.note',
        message: '这是测试付款：网站没有配置 Stripe 密钥，订单经由内置的测试结账完成，没有实际扣款。',
      })}
    </p>
  );
}
