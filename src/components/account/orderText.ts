/** What an order bought and what state it is in, in the visitor's language (the order history's own words). */
import {translate} from '@docusaurus/Translate';
import type {Order, OrderStatus} from '@site/src/api/client';
import {formatCount} from '@site/src/lib/accountView';
import {purchased} from '@site/src/pages/bill/_components/orders';
import '@generated/page-speed/default/bill.js';

export function orderStatusText(status: OrderStatus): string {
  switch (status) {
    case 'pending':
      return translate({id: 'marketing.bill.status.pending', message: '待支付'});
    case 'paid':
      return translate({id: 'marketing.bill.status.paid', message: '已支付'});
    case 'cancelled':
      return translate({id: 'marketing.bill.status.cancelled', message: '已取消'});
    case 'failed':
      return translate({id: 'marketing.bill.status.failed', message: '支付失败'});
    case 'refunded':
      return translate({id: 'marketing.bill.status.refunded', message: '已退款'});
  }
}

export function orderItemText(order: Order, lang: string): string {
  const what = purchased(order);
  switch (what.kind) {
    case 'traffic':
      return translate(
        {id: 'marketing.bill.item.traffic', message: '流量包 · {count} 字符'},
        {count: formatCount(what.characters, lang)},
      );
    case 'proMonthly':
      return translate({id: 'marketing.bill.item.proMonthly', message: 'Pro 会员 · 按月'});
    case 'proYearly':
      return translate({id: 'marketing.bill.item.proYearly', message: 'Pro 会员 · 按年'});
  }
}
