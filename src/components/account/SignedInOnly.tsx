import {useCallback, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {User} from '@site/src/api/client';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import {useLoaded} from '@site/src/components/account/useLoaded';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import accountStyles from '@site/src/components/account/account.module.css';
import '@generated/page-speed/default/account.js';

/**
 * The account pages that act on the signed-in account: while the session is read they say so, a
 * visitor who is not signed in is asked to (and comes back), and a failure offers a retry.
 */
export default function SignedInOnly({children}: {readonly children: (user: User) => ReactNode}): ReactNode {
  const api = useApiClient();
  const me = useCallback(() => api.me(), [api]);
  const {state, retry} = useLoaded(me);
  if (state.status === 'loading')
    return (
      <p className={accountStyles.loading}>
        {translate({id: 'marketing.account.profile.loading', message: '正在读取你的账户信息…'})}
      </p>
    );
  if (state.status === 'signedOut')
    return (
      <SignInPrompt
        text={translate({id: 'marketing.account.signedIn.required', message: '请先登录，登录后会回到这个页面。'})}
        action={translate({id: 'marketing.account.profile.signinAction', message: '登录'})}
      />
    );
  if (state.status === 'failed') return <ApiErrorNotice error={state.error} onRetry={retry} />;
  return children(state.data);
}
