import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {User} from '@site/src/api/client';
import AccountPage from '@site/src/components/account/AccountPage';
import {NewPasswordField} from '@site/src/components/account/Field';
import FormEnd from '@site/src/components/account/FormEnd';
import TokenProblem from '@site/src/components/account/TokenProblem';
import {passwordText} from '@site/src/components/account/credentialText';
import {refusalOf, useAction} from '@site/src/components/account/useAction';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {tokenFrom} from '@site/src/lib/accountLinks';
import {checkPassword, type PasswordProblem} from '@site/src/lib/credentials';
import styles from '@site/src/components/account/AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

function AskAgain(): ReactNode {
  return (
    <Link to="/account/forgot/">{translate({id: 'marketing.account.reset.again', message: '重新获取重置链接'})}</Link>
  );
}

/** Where a reset link leads: a new password, set once; the visitor is signed in and every other session ends. */
export default function ResetPasswordPage(): ReactNode {
  const api = useApiClient();
  const isBrowser = useIsBrowser();
  const token = tokenFrom(useLocation().search);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | undefined>();
  const {action, run} = useAction<User>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPassword(password);
    setProblem(found);
    if (!found && token) run(() => api.resetPassword(token, password));
  }

  const refusal = refusalOf(action);
  return (
    <AccountPage
      title={translate({id: 'marketing.account.reset.title', message: '设置新密码'})}
      description={translate({id: 'marketing.account.reset.description', message: '用邮件中的链接为账户设置新密码。'})}
      heading={translate({id: 'marketing.account.reset.heading', message: '设置新密码'})}
      lead={translate({
        id: 'marketing.account.reset.lead',
        message: '设置新密码后，你会在这里登录，账户在其他所有设备上都会退出登录。',
      })}>
      {isBrowser && !token ? (
        <div className={styles.form} data-testid="reset-form">
          <TokenProblem code="token_invalid" again={<AskAgain />} />
        </div>
      ) : action.status === 'done' ? (
        <div className={styles.form} data-testid="reset-form" aria-live="polite">
          <Message tone="success">
            {translate({
              id: 'marketing.account.reset.done',
              message: '新密码已经生效，你已登录。其他设备上的登录都已退出。',
            })}{' '}
            <Link to="/profile/">{translate({id: 'marketing.account.token.toProfile', message: '打开个人中心'})}</Link>
          </Message>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="reset-form">
          <NewPasswordField
            id="reset-password"
            value={password}
            onChange={setPassword}
            problem={problem ? passwordText(problem) : null}
            testId="password-input"
          />
          <FormEnd
            action={action}
            explained="all"
            name="reset"
            label={translate({id: 'marketing.account.reset.submit', message: '保存新密码'})}
            busyLabel={translate({id: 'marketing.account.reset.pending', message: '正在保存…'})}>
            {refusal && <TokenProblem code={refusal} again={<AskAgain />} />}
          </FormEnd>
        </form>
      )}
    </AccountPage>
  );
}
