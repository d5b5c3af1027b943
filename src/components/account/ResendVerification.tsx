import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {refusalOf, useAction} from '@site/src/components/account/useAction';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import '@generated/page-speed/default/account.js';

/**
 * Sends the confirmation link again, for an account whose address is not confirmed (the profile,
 * the comic offer): the button, then what became of it, announced.
 */
export default function ResendVerification({testId}: {readonly testId: string}): ReactNode {
  const api = useApiClient();
  const {currentLocale} = useDocusaurusContext().i18n;
  const {action, run} = useAction<null>();
  const refusal = refusalOf(action);
  return (
    <>
      {action.status !== 'done' && (
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={action.status === 'busy'}
          onClick={() => run(() => api.resendVerification(currentLocale))}
          data-testid={testId}>
          {translate({id: 'marketing.account.profile.resend', message: '重新发送确认邮件'})}
        </button>
      )}{' '}
      <span aria-live="polite" data-testid={`${testId}-message`} data-state={refusal ?? action.status}>
        {action.status === 'done' &&
          translate({id: 'marketing.account.profile.resent', message: '已发送，请查看邮箱。链接 24 小时内有效。'})}
        {refusal === 'rate_limited' &&
          translate({id: 'marketing.account.profile.resendLimited', message: '发送次数太多了，请过一个小时再试。'})}
        {refusal === 'already_verified' &&
          translate({id: 'marketing.account.profile.alreadyVerified', message: '这个邮箱其实已经确认了，请刷新页面。'})}
      </span>
      {action.status === 'failed' && !refusal && <ApiErrorNotice error={action.error} />}
    </>
  );
}
