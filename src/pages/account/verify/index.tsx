import {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Verified} from '@site/src/api/client';
import AccountPage from '@site/src/components/account/AccountPage';
import TokenProblem, {ProfileLink} from '@site/src/components/account/TokenProblem';
import {refusalOf, useAction} from '@site/src/components/account/useAction';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {tokenFrom} from '@site/src/lib/accountLinks';
import accountStyles from '@site/src/components/account/account.module.css';
import styles from '@site/src/components/account/AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

/** Where an emailed confirmation link leads: it confirms the address (or a new one) once, and says so. */
export default function VerifyEmailPage(): ReactNode {
  const api = useApiClient();
  const isBrowser = useIsBrowser();
  const token = tokenFrom(useLocation().search);
  const {action, run} = useAction<Verified>();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    // The stored user learns the confirmed (or new) address when the visitor is signed in here.
    run(
      () => api.verifyEmail(token),
      () => void api.me(),
    );
  }, [api, run, token]);

  const refusal = refusalOf(action);
  return (
    <AccountPage
      title={translate({id: 'marketing.account.verify.title', message: '确认邮箱'})}
      description={translate({
        id: 'marketing.account.verify.description',
        message: '打开邮件中的链接，确认你的邮箱地址。',
      })}
      heading={translate({id: 'marketing.account.verify.heading', message: '确认邮箱'})}
      lead={translate({
        id: 'marketing.account.verify.lead',
        message: '确认邮箱后，可以领取新用户活动，也能在忘记密码时找回账户。',
      })}>
      <div className={styles.form} aria-live="polite" data-testid="verify-result" data-state={refusal ?? action.status}>
        {isBrowser && !token && <TokenProblem code="token_invalid" again={<ProfileLink />} />}
        {(!isBrowser || (token && (action.status === 'idle' || action.status === 'busy'))) && (
          <p className={accountStyles.loading}>
            {translate({id: 'marketing.account.verify.checking', message: '正在确认…'})}
          </p>
        )}
        {action.status === 'done' && (
          <Message tone="success">
            {action.data.purpose === 'change_email'
              ? translate(
                  {
                    id: 'marketing.account.verify.changed',
                    message: '完成了：你的账户邮箱现在是 {email}。以后请用它登录。',
                  },
                  {email: action.data.email},
                )
              : translate(
                  {id: 'marketing.account.verify.done', message: '完成了：{email} 已确认。'},
                  {email: action.data.email},
                )}{' '}
            <ProfileLink />
          </Message>
        )}
        {refusal === 'email_taken' && (
          <Message tone="error">
            {translate({
              id: 'marketing.account.verify.taken',
              message: '这个邮箱刚刚被另一个账户使用了，所以没有更改。你的账户仍使用原来的邮箱。',
            })}
          </Message>
        )}
        {refusal && refusal !== 'email_taken' && <TokenProblem code={refusal} again={<ProfileLink />} />}
        {action.status === 'failed' && !refusal && (
          <ApiErrorNotice error={action.error} onRetry={() => token && run(() => api.verifyEmail(token))} />
        )}
        {action.status === 'done' && action.data.purpose === 'verify' && (
          <p className={styles.switch}>
            <Link to="/deals/manga/">
              {translate({id: 'marketing.account.verify.offer', message: '新用户可以领取 3 天免费漫画 Pro 会员'})}
            </Link>
          </p>
        )}
      </div>
    </AccountPage>
  );
}
