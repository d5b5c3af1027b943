import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {RefusalCode} from '@site/src/api/client';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import type {PurchaseState} from '@site/src/lib/purchase';
import '@generated/page-speed/default/checkout.js';

function refusalText(code: RefusalCode): string {
  switch (code) {
    case 'package_unknown':
      return translate({
        id: 'marketing.checkout.refused.packageUnknown',
        message: '这个流量包已经下架，请刷新页面后重新选择。',
      });
    case 'already_subscribed':
      return translate({
        id: 'marketing.checkout.refused.alreadySubscribed',
        message: '你的 Pro 会员订阅仍在进行中，不需要再次购买。续费、取消和更换付款方式都可以在个人中心完成。',
      });
    default:
      return translate({
        id: 'marketing.checkout.refused.other',
        message:
          '订单没有创建成功，没有产生任何扣款。请刷新页面后重试；如果问题一直存在，请写信到 support@interlinear.example。',
      });
  }
}

/**
 * What happened to the visitor's click on a buy button, under the buttons: on the way to pay,
 * must sign in, refused with the reason, or failed with a retry. Nothing while idle or pending
 * (the button itself says it is working).
 */
export default function PurchaseStatus({
  state,
  onRetry,
}: {
  readonly state: PurchaseState;
  readonly onRetry: () => void;
}): ReactNode {
  return (
    <div data-testid="order-message" aria-live="polite">
      {state.status === 'redirecting' && (
        <Message tone="success">
          {translate({id: 'marketing.checkout.redirecting', message: '订单已创建，正在前往付款页面…'})}
        </Message>
      )}
      {state.status === 'signedOut' && (
        <SignInPrompt
          text={translate({id: 'marketing.checkout.signin.text', message: '购买前请先登录，登录后会回到这个页面。'})}
          action={translate({id: 'marketing.checkout.signin.action', message: '登录'})}
        />
      )}
      {state.status === 'refused' && (
        <Message tone={state.code === 'already_subscribed' ? 'notice' : 'error'}>
          {refusalText(state.code)}{' '}
          {state.code === 'already_subscribed' && (
            <Link to="/profile/">{translate({id: 'marketing.checkout.refused.profile', message: '打开个人中心'})}</Link>
          )}
        </Message>
      )}
      {state.status === 'failed' && <ApiErrorNotice error={state.error} onRetry={onRetry} />}
    </div>
  );
}
