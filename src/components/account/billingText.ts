/** A subscription bought on the site, in the visitor's language: how it renews or when it ends. */
import {translate} from '@docusaurus/Translate';
import type {Billing} from '@site/src/api/client';
import {formatDate} from '@site/src/lib/accountView';
import '@generated/page-speed/default/account.js';

export function billingText(billing: Billing, lang: string): string {
  const date = billing.paidThrough ? formatDate(billing.paidThrough, lang) : '';
  switch (billing.status) {
    case 'active':
      return translate({id: 'marketing.account.profile.billing.renews', message: '将于 {date} 自动续费'}, {date});
    case 'ending':
      return translate(
        {id: 'marketing.account.profile.billing.ending', message: '已取消自动续费，Pro 会员到 {date} 结束'},
        {date},
      );
    case 'ended':
      return translate({id: 'marketing.account.profile.billing.ended', message: '订阅已于 {date} 结束'}, {date});
  }
}

export function planText(billing: Billing): string {
  return billing.interval === 'year'
    ? translate({id: 'marketing.account.profile.billing.yearly', message: 'Pro 会员 · 按年付费'})
    : translate({id: 'marketing.account.profile.billing.monthly', message: 'Pro 会员 · 按月付费'});
}
