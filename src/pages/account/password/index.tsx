import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {User} from '@site/src/api/client';
import AccountPage from '@site/src/components/account/AccountPage';
import Field, {NewPasswordField} from '@site/src/components/account/Field';
import FormEnd from '@site/src/components/account/FormEnd';
import SignedInOnly from '@site/src/components/account/SignedInOnly';
import PasswordRefusal, {PASSWORD_REFUSALS} from '@site/src/components/account/PasswordRefusal';
import {passwordText} from '@site/src/components/account/credentialText';
import {refusalOf, useAction} from '@site/src/components/account/useAction';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {checkPassword, type PasswordProblem} from '@site/src/lib/credentials';
import styles from '@site/src/components/account/AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

function ChangePasswordForm(): ReactNode {
  const api = useApiClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problems, setProblems] = useState<{current?: PasswordProblem; next?: PasswordProblem}>({});
  const {action, run} = useAction<User>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {current: current === '' ? ('empty' as const) : undefined, next: checkPassword(next)};
    setProblems(found);
    if (!found.current && !found.next) run(() => api.changePassword(current, next));
  }

  const refusal = refusalOf(action);
  if (action.status === 'done')
    return (
      <div className={styles.form} aria-live="polite" data-testid="password-form">
        <Message tone="success">
          {translate({
            id: 'marketing.account.changePassword.done',
            message: '密码已经更改。其他设备上的登录都已退出，我们也发了一封邮件告诉你这次更改。',
          })}{' '}
          <Link to="/profile/">{translate({id: 'marketing.account.token.toProfile', message: '打开个人中心'})}</Link>
        </Message>
      </div>
    );
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="password-form">
      <Field
        id="current-password"
        label={translate({id: 'marketing.account.changePassword.current', message: '当前密码'})}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        problem={problems.current ? passwordText(problems.current) : null}
        testId="current-password-input"
      />
      <NewPasswordField
        id="new-password"
        value={next}
        onChange={setNext}
        problem={problems.next ? passwordText(problems.next) : null}
        testId="new-password-input"
      />
      <FormEnd
        action={action}
        explained={PASSWORD_REFUSALS}
        name="password"
        label={translate({id: 'marketing.account.changePassword.submit', message: '更改密码'})}
        busyLabel={translate({id: 'marketing.account.reset.pending', message: '正在保存…'})}>
        <PasswordRefusal code={refusal} />
      </FormEnd>
    </form>
  );
}

/** A new password for the signed-in account: the current one is asked for, and every other session ends. */
export default function ChangePasswordPage(): ReactNode {
  return (
    <AccountPage
      title={translate({id: 'marketing.account.changePassword.title', message: '更改密码'})}
      description={translate({
        id: 'marketing.account.changePassword.description',
        message: '为你的账户设置一个新密码。',
      })}
      heading={translate({id: 'marketing.account.changePassword.title', message: '更改密码'})}
      lead={translate({
        id: 'marketing.account.changePassword.lead',
        message: '更改密码后，账户在其他所有设备上都会退出登录，这台设备保持登录。',
      })}>
      <SignedInOnly>{() => <ChangePasswordForm />}</SignedInOnly>
    </AccountPage>
  );
}
