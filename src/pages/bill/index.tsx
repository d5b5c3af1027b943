import {useCallback, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section from '@site/src/components/marketing/Section';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import type {Order} from '@site/src/api/client';
import {formatDate} from '@site/src/lib/accountView';
import {formatMoney} from '@site/src/data/plans';
import {orderItemText, orderStatusText} from '@site/src/components/account/orderText';
import {useLoaded} from '@site/src/components/account/useLoaded';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import accountStyles from '@site/src/components/account/account.module.css';
import {newestFirst} from './_components/orders';
import styles from './styles.module.css';
import '@generated/page-speed/default/bill.js';

function OrdersTable({orders, lang}: {readonly orders: readonly Order[]; readonly lang: string}): ReactNode {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="orders-caption">
      <table className={styles.table} data-testid="orders-table">
        <caption id="orders-caption" className={styles.caption}>
          {translate({id: 'marketing.bill.table.caption', message: '你的订单，最新的在最前'})}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'marketing.bill.table.date', message: '下单时间'})}</th>
            <th scope="col">{translate({id: 'marketing.bill.table.item', message: '购买内容'})}</th>
            <th scope="col">{translate({id: 'marketing.bill.table.amount', message: '金额'})}</th>
            <th scope="col">{translate({id: 'marketing.bill.table.status', message: '状态'})}</th>
            <th scope="col">{translate({id: 'marketing.bill.table.id', message: '订单号'})}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(orders).map((order) => (
            <tr key={order.id} data-order={order.id}>
              <td>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt, lang, true)}</time>
              </td>
              <td>{orderItemText(order, lang)}</td>
              <td className={styles.amount}>{formatMoney(order.amount, lang)}</td>
              <td>
                <span className={styles.status} data-status={order.status}>
                  {orderStatusText(order.status)}
                </span>
              </td>
              <td>
                <code className={styles.orderId}>{order.id}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function BillPage(): ReactNode {
  const product = {product: useSettings().productName};
  const api = useApiClient();
  const {lang} = useLocaleInfo();
  const request = useCallback(() => api.orders(), [api]);
  const {state, retry} = useLoaded(request);
  const title = translate(
    {id: 'pages.bill.title', message: '订单记录', description: 'Title of the bill page'},
    product,
  );

  return (
    <MarketingPage
      title={title}
      description={translate(
        {
          id: 'pages.bill.intro',
          message: '登录后，你可以在这里查看会员和流量包的订单，以及每笔订单的金额和支付状态。',
          description: 'Lead paragraph of the bill page',
        },
        product,
      )}
      lead={
        <p>
          {translate({
            id: 'marketing.bill.lead',
            message: '这里列出你的 Pro 会员和流量包订单：下单时间、购买内容、金额和支付状态。',
          })}
        </p>
      }>
      <Section id="orders" title={translate({id: 'marketing.bill.orders.title', message: '你的订单'})}>
        <div aria-live="polite">
          {state.status === 'loading' && (
            <p className={accountStyles.loading}>
              {translate({id: 'marketing.bill.loading', message: '正在读取你的订单…'})}
            </p>
          )}
          {state.status === 'signedOut' && (
            <SignInPrompt
              text={translate({id: 'marketing.bill.signin.text', message: '订单记录属于你的账户，请先登录再查看。'})}
              action={translate({id: 'marketing.bill.signin.action', message: '登录'})}
            />
          )}
          {state.status === 'failed' && <ApiErrorNotice error={state.error} onRetry={retry} />}
          {state.status === 'ready' && state.data.length === 0 && (
            <div className={styles.empty} data-testid="orders-empty">
              <p>
                {translate({
                  id: 'marketing.bill.empty',
                  message: '你还没有任何订单。需要更多 AI 翻译用量时，可以购买流量包。',
                })}
              </p>
              <Link className="button button--primary" to="/topup/">
                {translate({id: 'marketing.bill.empty.action', message: '购买流量包'})}
              </Link>
            </div>
          )}
          {state.status === 'ready' && state.data.length > 0 && <OrdersTable orders={state.data} lang={lang} />}
        </div>
      </Section>

      <Section id="status" title={translate({id: 'marketing.bill.help.title', message: '订单状态说明'})}>
        <dl className={styles.legend}>
          <dt>{translate({id: 'marketing.bill.status.pending', message: '待支付'})}</dt>
          <dd>
            {translate({
              id: 'marketing.bill.help.pending',
              message: '订单已经创建，但还没有收到付款。在结账页面完成付款后，状态会自动变为已支付，刷新本页即可看到。',
            })}
          </dd>
          <dt>{translate({id: 'marketing.bill.status.paid', message: '已支付'})}</dt>
          <dd>
            {translate({
              id: 'marketing.bill.help.paid',
              message: '付款已经完成：流量包的字符数已加到你的余额，或者 Pro 会员已经生效。',
            })}
          </dd>
          <dt>{translate({id: 'marketing.bill.status.cancelled', message: '已取消'})}</dt>
          <dd>
            {translate({
              id: 'marketing.bill.help.cancelled',
              message: '订单已关闭，不能再付款。如果还想购买，请重新下单。',
            })}
          </dd>
          <dt>{orderStatusText('failed')}</dt>
          <dd>
            {translate({
              id: 'marketing.bill.help.failed',
              message: '付款没有成功，没有产生扣款。可以换一种付款方式重新下单。',
            })}
          </dd>
          <dt>{orderStatusText('refunded')}</dt>
          <dd>
            {translate({
              id: 'marketing.bill.help.refunded',
              message:
                '款项已原路退回：Pro 会员随之结束，流量包未用完的字符已从余额中扣除。银行入账通常需要 5 到 10 个工作日。',
            })}
          </dd>
        </dl>
        <p>
          {translate({
            id: 'marketing.bill.help.support',
            message: '如果付款后订单一直显示待支付，请写信到 support@interlinear.example，并附上订单号。',
          })}
        </p>
        <p className={styles.links}>
          <Link to="/topup/">{translate({id: 'marketing.bill.help.topup', message: '购买流量包'})}</Link>
          <Link to="/pricing/">{translate({id: 'marketing.bill.help.pricing', message: '查看会员价格'})}</Link>
        </p>
      </Section>
    </MarketingPage>
  );
}
