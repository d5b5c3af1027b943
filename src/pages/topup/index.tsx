import {useCallback, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section from '@site/src/components/marketing/Section';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {TRAFFIC_PACKAGES} from '@site/src/data/plans';
import type {TrafficPackage} from '@site/src/api/client';
import {formatMoney} from '@site/src/data/plans';
import {formatCount} from '@site/src/lib/accountView';
import {useLoaded} from '@site/src/components/account/useLoaded';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import {canBuy, type PurchaseState} from '@site/src/lib/purchase';
import {useCheckout} from '@site/src/components/account/useCheckout';
import PurchaseStatus from '@site/src/components/account/PurchaseStatus';
import accountStyles from '@site/src/components/account/account.module.css';
import styles from './styles.module.css';
import '@generated/page-speed/default/topup.js';

function PackageCard({
  pkg,
  lang,
  state,
  onBuy,
}: {
  readonly pkg: TrafficPackage;
  readonly lang: string;
  readonly state: PurchaseState;
  readonly onBuy: (id: string) => void;
}): ReactNode {
  const nameId = `package-${pkg.id}-name`;
  const mine = 'item' in state && state.item === pkg.id;
  return (
    <li className={styles.package} data-testid={`package-${pkg.id}`}>
      <h3 id={nameId} className={styles.packageName}>
        {translate(
          {id: 'marketing.topup.package.characters', message: '{count} 字符'},
          {count: formatCount(pkg.characters, lang)},
        )}
      </h3>
      <p className={styles.packagePrice} data-price>
        {formatMoney(pkg.price, lang)}
      </p>
      <button
        type="button"
        className="button button--primary button--block"
        aria-describedby={nameId}
        disabled={!canBuy(state)}
        aria-busy={mine && state.status === 'pending'}
        onClick={() => onBuy(pkg.id)}
        data-testid={`buy-${pkg.id}`}>
        {mine && state.status === 'pending'
          ? translate({id: 'marketing.topup.buy.pending', message: '正在创建订单…'})
          : translate({id: 'marketing.topup.buy', message: '购买'})}
      </button>
    </li>
  );
}

export default function TopupPage(): ReactNode {
  const {productName} = useSettings();
  const product = {product: productName};
  const api = useApiClient();
  const {lang} = useLocaleInfo();
  const me = useCallback(() => api.me(), [api]);
  const {state: sessionState, retry: retrySession} = useLoaded(me);
  // The server's catalogue once it answers; until then, or without a server, the one in the build.
  const catalogue = useCallback(() => api.packages(), [api]);
  const {state: packagesState} = useLoaded(catalogue);
  const packages: readonly TrafficPackage[] =
    packagesState.status === 'ready' && packagesState.data.length > 0 ? packagesState.data : TRAFFIC_PACKAGES;
  const {state: purchase, buy: startCheckout} = useCheckout();
  const buy = useCallback((packageId: string) => startCheckout({packageId}, packageId), [startCheckout]);

  const title = translate({id: 'marketing.topup.title', message: '购买流量包'});
  const signedOut = sessionState.status === 'signedOut';

  return (
    <MarketingPage
      title={translate(
        {id: 'pages.topup.title', message: '购买流量包', description: 'Title of the topup page'},
        product,
      )}
      description={translate(
        {
          id: 'pages.topup.intro',
          message: '流量包为 AI 翻译引擎提供额外用量，与会员分开购买，用完可以随时再买。',
          description: 'Lead paragraph of the topup page',
        },
        product,
      )}
      heading={title}
      lead={
        <p>
          {translate(
            {
              id: 'marketing.topup.lead',
              message:
                '流量包为 {product} AI 翻译补充字符数：Pro 会员自带的用量用完后，从流量包余额继续扣除。与会员分开购买，用完随时再买。',
            },
            product,
          )}
        </p>
      }>
      <Section id="what" title={translate({id: 'marketing.topup.what.title', message: '什么是流量包'})}>
        <div className={styles.prose}>
          <p>
            {translate(
              {
                id: 'marketing.topup.what.body',
                message:
                  '流量是 {product} AI 翻译的字符数。Pro 会员用 {product} AI 引擎翻译网页、文档和字幕时，先使用会员自带的用量；自带用量用完后，再按翻译的字符数从流量包余额中扣除。',
              },
              product,
            )}
          </p>
          <p>
            {translate({
              id: 'marketing.topup.what.ownKey',
              message: '用你自己的 API 密钥接入的翻译服务（例如 DeepL 或 OpenAI）由服务商直接向你收费，不消耗流量。',
            })}
          </p>
          <p>
            {translate({
              id: 'marketing.topup.what.stack',
              message: '流量包与 Pro 会员分开购买。可以一次买多个，字符数会累加到同一个余额里。',
            })}
          </p>
        </div>
      </Section>

      <Section
        id="packages"
        title={translate({id: 'marketing.topup.packages.title', message: '选择流量包'})}
        lead={translate({
          id: 'marketing.topup.packages.lead',
          message: '价格以美元计。点击购买后会创建订单，并带你前往结账页面完成付款。',
        })}>
        <div className={styles.account} aria-live="polite">
          {sessionState.status === 'loading' && !signedOut && (
            <p className={accountStyles.loading}>
              {translate({id: 'marketing.topup.account.loading', message: '正在读取你的账户信息…'})}
            </p>
          )}
          {sessionState.status === 'ready' && (
            <p className={styles.balance} data-testid="traffic-balance">
              {translate(
                {id: 'marketing.topup.account.balance', message: '当前流量余额：{count} 字符'},
                {count: formatCount(sessionState.data.traffic.balance, lang)},
              )}
            </p>
          )}
          {signedOut && (
            <SignInPrompt
              text={translate({id: 'marketing.topup.signin.text', message: '登录后可以查看流量余额并购买流量包。'})}
              action={translate({id: 'marketing.topup.signin.action', message: '登录'})}
            />
          )}
          {sessionState.status === 'failed' && <ApiErrorNotice error={sessionState.error} onRetry={retrySession} />}
        </div>

        <ul className={styles.packages}>
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} lang={lang} state={purchase} onBuy={buy} />
          ))}
        </ul>

        <PurchaseStatus state={purchase} onRetry={() => 'item' in purchase && buy(purchase.item)} />
      </Section>

      <Section id="after" title={translate({id: 'marketing.topup.after.title', message: '付款之后'})}>
        <div className={styles.prose}>
          <p>
            {translate({
              id: 'marketing.topup.after.body',
              message:
                '付款完成后，订单会变为已支付，字符数自动加到你的流量余额。你可以在订单记录里查看每笔订单的状态。',
            })}
          </p>
          <p className={styles.links}>
            <Link to="/bill/">{translate({id: 'marketing.topup.after.bill', message: '查看订单记录'})}</Link>
            <Link to="/pricing/">
              {translate({id: 'marketing.topup.after.pricing', message: '比较免费版和 Pro 会员'})}
            </Link>
            <Link to="/exchange/">
              {translate({id: 'marketing.topup.after.exchange', message: '有兑换码？兑换 Pro 会员'})}
            </Link>
          </p>
        </div>
      </Section>
    </MarketingPage>
  );
}
