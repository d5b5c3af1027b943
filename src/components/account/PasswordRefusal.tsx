import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {Message} from '@site/src/components/marketing/Section';
import '@generated/page-speed/default/account.js';

/** The refusals `PasswordRefusal` explains. */
export const PASSWORD_REFUSALS = ['wrong_password', 'rate_limited'] as const;

/** The refusals of a form that asks for the account's password. */
export default function PasswordRefusal({code}: {readonly code: string | null}): ReactNode {
  if (code === 'wrong_password')
    return (
      <Message tone="error">
        {translate({id: 'marketing.account.password.wrong', message: '当前密码不正确。'})}{' '}
        <Link to="/account/forgot/">{translate({id: 'marketing.account.login.forgot', message: '忘记密码？'})}</Link>
      </Message>
    );
  if (code === 'rate_limited')
    return (
      <Message tone="error">
        {translate({
          id: 'marketing.account.login.rateLimited',
          message: '登录尝试次数太多。为了保护你的账户，请过十几分钟再试。',
        })}
      </Message>
    );
  return null;
}
