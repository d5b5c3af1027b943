import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import {OFFER_DAYS} from '@site/src/lib/mangaOffer';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import {instantParts} from './format';
import styles from '../styles.module.css';
import '@generated/page-speed/default/offer.js';

/** The offer's rules; the window's dates come from the settings, shown in UTC (same on server and browser). */
export default function OfferRules(): ReactNode {
  const {productName: product, promotions} = useSettings();
  const {lang} = useLocaleInfo();
  const {start, end} = promotions.mangaOffer;
  const days = String(OFFER_DAYS);
  const opens = instantParts(Date.parse(start), lang, 'UTC');
  const closes = instantParts(Date.parse(end), lang, 'UTC');
  return (
    <ul className={styles.rules} data-testid="offer-rules">
      <li>
        {translate({
          id: 'marketing.offer.rule.newUsers',
          message: '仅限新用户：只有从未开通过 Pro 会员的账户可以领取。',
        })}
      </li>
      <li>{translate({id: 'marketing.offer.rule.once', message: '每个账户限领一次，领取后不能再次领取。'})}</li>
      <li>
        {translate({id: 'marketing.offer.rule.login', message: '领取前需要登录你的 {product} 账户。'}, {product})}
      </li>
      <li>
        {translate(
          {
            id: 'marketing.offer.rule.extension',
            message: '领取前需要在当前浏览器中安装 {product} 扩展，漫画翻译通过扩展运行。',
          },
          {product},
        )}
      </li>
      <li>
        {translate(
          {id: 'marketing.offer.rule.duration', message: '会员有效期为 {days} 天，从领取成功的那一刻开始计算。'},
          {days},
        )}
      </li>
      <li>
        {translate(
          {
            id: 'marketing.offer.rule.window',
            message: '活动时间：{startDate} {startTime} 至 {endDate} {endTime}（{zone}）。',
          },
          {startDate: opens.date, startTime: opens.time, endDate: closes.date, endTime: closes.time, zone: opens.zone},
        )}
      </li>
    </ul>
  );
}
