import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {Message} from '@site/src/components/marketing/Section';
import '@generated/page-speed/default/account.js';

/**
 * Why an emailed link did not work, and what to do instead: ask for a new one (`again`, the page
 * that sends links of this kind), or nothing when it did its work already.
 */
export default function TokenProblem({code, again}: {readonly code: string; readonly again: ReactNode}): ReactNode {
  if (code === 'token_used')
    return (
      <Message tone="notice">
        {translate({
          id: 'marketing.account.token.used',
          message: '这个链接已经用过了，每个链接只能用一次。如果上次已经完成，就不需要再做什么。',
        })}{' '}
        {again}
      </Message>
    );
  if (code === 'token_expired')
    return (
      <Message tone="error">
        {translate({id: 'marketing.account.token.expired', message: '这个链接已经过期。请重新获取一个新链接。'})}{' '}
        {again}
      </Message>
    );
  return (
    <Message tone="error">
      {translate({
        id: 'marketing.account.token.invalid',
        message: '这个链接无效。请确认复制了邮件中的完整地址，或者重新获取一个新链接。',
      })}{' '}
      {again}
    </Message>
  );
}

/** The link to the profile, where a new confirmation link is sent. */
export function ProfileLink(): ReactNode {
  return <Link to="/profile/">{translate({id: 'marketing.account.token.toProfile', message: '打开个人中心'})}</Link>;
}
