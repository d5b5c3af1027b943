import {useCallback, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Message} from '@site/src/components/marketing/Section';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {TRAFFIC_PACKAGES} from '@site/src/data/plans';
import type {RefusalCode, TrafficPackage} from '@site/src/api/client';
import {formatAmount, formatCount} from '@site/src/lib/accountView';
import {useLoaded} from '@site/src/components/account/useLoaded';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import {IDLE, canBuy, checkoutUrl, purchaseFrom, type Purchase} from './_components/purchase';
import accountStyles from '@site/src/components/account/account.module.css';
import styles from './styles.module.css';
import '@generated/page-speed/default/topup.js';

function refusalText(code: RefusalCode): string {
  return code === 'package_unknown'
    ? translate({id: 'marketing.topup.refused.packageUnknown', message: '这个流量包已经下架，请刷新页面后重新选择。'})
    : translate({
        id: 'marketing.topup.refused.other',
        message: '订单没有创建成功，请刷新页面后重试。如果问题一直存在，请写信到 support@interlinear.example。',
      });
}

function PackageCard({
  pkg,
  lang,
  state,
  onBuy,
}: {
  readonly pkg: TrafficPackage;
  readonly lang: string;
  readonly state: Purchase;
  readonly onBuy: (id: string) => void;
}): ReactNode {
  const nameId = `package-${pkg.id}-name`;
  const mine = 'packageId' in state && state.packageId === pkg.id;
  return (
    <li className={styles.package} data-testid={`package-${pkg.id}`}>
      <h3 id={nameId} className={styles.packageName}>
        {translate(
          {id: 'marketing.topup.package.characters', message: '{count} 字符'},
          {count: formatCount(pkg.characters, lang)},
        )}
      </h3>
      <p className={styles.packagePrice} data-price>
        {formatAmount(pkg.price.value, pkg.price.currency, lang)}
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
  const {productName, links} = useSettings();
  const product = {product: productName};
  const api = useApiClient();
  const {lang} = useLocaleInfo();
  const me = useCallback(() => api.me(), [api]);
  const {state: sessionState, retry: retrySession, set: setSession} = useLoaded(me);
  // The server's catalogue once it answers; until then, or without a server, the one in the build.
  const catalogue = useCallback(() => api.packages(), [api]);
  const {state: packagesState} = useLoaded(catalogue);
  const packages: readonly TrafficPackage[] =
    packagesState.status === 'ready' && packagesState.data.length > 0 ? packagesState.data : TRAFFIC_PACKAGES;
  const [purchase, setPurchase] = useState<Purchase>(IDLE);
  // Guards against a second click arriving before React has disabled the buttons.
  const busy = useRef(false);

  const buy = useCallback(
    (packageId: string) => {
      if (busy.current) return;
      busy.current = true;
      setPurchase({status: 'pending', packageId});
      void api.createOrder(packageId).then((result) => {
        const next = purchaseFrom(packageId, result);
        setPurchase(next);
        if (next.status === 'redirecting') {
          window.location.assign(checkoutUrl(links.checkout, next.orderId));
          return;
        }
        busy.current = false;
        if (next.status === 'signedOut') setSession({status: 'signedOut'});
      });
    },
    [api, links.checkout, setSession],
  );

  const title = translate({id: 'marketing.topup.title', message: '购买流量包'});
  const signedOut = sessionState.status === 'signedOut' || purchase.status === 'signedOut';

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

        <div data-testid="order-message" aria-live="polite">
          {purchase.status === 'redirecting' && (
            <Message tone="success">
              {translate({id: 'marketing.topup.redirecting', message: '订单已创建，正在前往付款页面…'})}
            </Message>
          )}
          {purchase.status === 'refused' && <Message tone="error">{refusalText(purchase.code)}</Message>}
          {purchase.status === 'failed' && (
            <ApiErrorNotice error={purchase.error} onRetry={() => buy(purchase.packageId)} />
          )}
        </div>
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
