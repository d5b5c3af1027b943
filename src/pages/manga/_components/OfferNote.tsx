import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import {useSettings} from '@site/src/components/useSettings';
import {OFFER_DAYS} from '@site/src/lib/mangaOffer';
import ProNote from '../../_featurePage/ProNote';
import '@generated/page-speed/default/mangaPage.js';

type Phase = 'unknown' | 'upcoming' | 'open' | 'ended';

/**
 * The free comic Pro trial for new users, with its dates. The server renders the dates and the
 * link; once in the browser the clock says whether the offer is still open.
 */
export default function OfferNote(): ReactNode {
  const {start, end} = useSettings().promotions.mangaOffer;
  const {lang} = useLocaleInfo();
  const [phase, setPhase] = useState<Phase>('unknown');
  useEffect(() => {
    const now = Date.now();
    setPhase(now < Date.parse(start) ? 'upcoming' : now >= Date.parse(end) ? 'ended' : 'open');
  }, [start, end]);

  // UTC, so that the server's and the browser's text are the same.
  const format = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: 'UTC'});
  const dates = {start: format.format(new Date(start)), end: format.format(new Date(end)), days: String(OFFER_DAYS)};

  if (phase === 'ended') {
    return (
      <ProNote
        pro
        action={
          <Link to="/pricing/">
            {translate({id: 'marketing.mangaPage.offer.pricing', message: '查看 Pro 会员方案'})}
          </Link>
        }>
        <p data-testid="manga-offer" data-phase={phase}>
          {translate(
            {
              id: 'marketing.mangaPage.offer.ended',
              message: '新用户 {days} 天免费体验活动已于 {end} 结束。开通 Pro 会员即可使用漫画翻译。',
            },
            dates,
          )}
        </p>
      </ProNote>
    );
  }
  return (
    <ProNote
      pro
      action={
        <Link className="button button--primary" to="/deals/manga/">
          {translate({id: 'marketing.mangaPage.offer.claim', message: '领取 {days} 天免费体验'}, dates)}
        </Link>
      }>
      <p data-testid="manga-offer" data-phase={phase}>
        {phase === 'upcoming'
          ? translate(
              {
                id: 'marketing.mangaPage.offer.upcoming',
                message: '新用户可以免费领取一次 {days} 天漫画 Pro 会员。活动将于 {start} 开始，{end} 结束。',
              },
              dates,
            )
          : translate(
              {
                id: 'marketing.mangaPage.offer.open',
                message:
                  '新用户可以免费领取一次 {days} 天漫画 Pro 会员，活动截至 {end}。领取前需要登录并安装浏览器扩展。',
              },
              dates,
            )}
      </p>
    </ProNote>
  );
}
