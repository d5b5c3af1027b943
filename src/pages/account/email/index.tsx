import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {User} from '@site/src/api/client';
import AccountPage from '@site/src/components/account/AccountPage';
import Field from '@site/src/components/account/Field';
import FormEnd from '@site/src/components/account/FormEnd';
import PasswordRefusal, {PASSWORD_REFUSALS} from '@site/src/components/account/PasswordRefusal';
import SignedInOnly from '@site/src/components/account/SignedInOnly';
import {emailText, passwordText} from '@site/src/components/account/credentialText';
import {refusalOf, useAction} from '@site/src/components/account/useAction';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {checkEmail, type EmailProblem} from '@site/src/lib/credentials';
import styles from '@site/src/components/account/AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

function ChangeEmailForm({user}: {readonly user: User}): ReactNode {
  const api = useApiClient();
  const {currentLocale} = useDocusaurusContext().i18n;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{email?: EmailProblem; password?: 'empty'}>({});
  const {action, run} = useAction<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {email: checkEmail(email), password: password === '' ? ('empty' as const) : undefined};
    setProblems(found);
    if (!found.email && !found.password) run(() => api.changeEmail(email.trim(), password, currentLocale));
  }

  const refusal = refusalOf(action);
  if (action.status === 'done')
    return (
      <div className={styles.form} aria-live="polite" data-testid="email-form">
        <Message tone="success">
          {translate(
            {
              id: 'marketing.account.changeEmail.sent',
              message: '确认链接已经发到 {email}。打开链接后更改才会生效；在那之前，账户仍使用 {current}。',
            },
            {email: action.data, current: user.email},
          )}
        </Message>
      </div>
    );
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="email-form">
      <p className={styles.hint} data-testid="current-email">
        {translate({id: 'marketing.account.changeEmail.current', message: '当前邮箱：{email}'}, {email: user.email})}
      </p>
      <Field
        id="new-email"
        label={translate({id: 'marketing.account.changeEmail.new', message: '新邮箱'})}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        problem={problems.email ? emailText(problems.email) : null}
        testId="email-input"
      />
      <Field
        id="email-password"
        label={translate({id: 'marketing.account.changePassword.current', message: '当前密码'})}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        problem={problems.password ? passwordText(problems.password) : null}
        testId="password-input"
      />
      <FormEnd
        action={action}
        explained={[...PASSWORD_REFUSALS, 'email_taken', 'bad_request']}
        name="email"
        label={translate({id: 'marketing.account.changeEmail.submit', message: '发送确认链接'})}
        busyLabel={translate({id: 'marketing.account.forgot.pending', message: '正在发送…'})}>
        <PasswordRefusal code={refusal} />
        {refusal === 'email_taken' && (
          <Message tone="error">
            {translate({id: 'marketing.account.changeEmail.taken', message: '这个邮箱已经属于另一个账户。'})}
          </Message>
        )}
        {refusal === 'bad_request' && (
          <Message tone="notice">
            {translate({id: 'marketing.account.changeEmail.same', message: '这已经是你账户的邮箱了。'})}
          </Message>
        )}
      </FormEnd>
      <p className={styles.switch}>
        <Link to="/profile/">{translate({id: 'marketing.account.token.toProfile', message: '打开个人中心'})}</Link>
      </p>
    </form>
  );
}

/** A new address for the signed-in account: it takes effect once the link sent there is opened. */
export default function ChangeEmailPage(): ReactNode {
  return (
    <AccountPage
      title={translate({id: 'marketing.account.changeEmail.title', message: '更改邮箱'})}
      description={translate({
        id: 'marketing.account.changeEmail.description',
        message: '把账户换到一个新的邮箱地址。',
      })}
      heading={translate({id: 'marketing.account.changeEmail.title', message: '更改邮箱'})}
      lead={translate({
        id: 'marketing.account.changeEmail.lead',
        message: '我们会向新邮箱发送确认链接，确认后更改生效，原来的邮箱也会收到通知。',
      })}>
      <SignedInOnly>{(user) => <ChangeEmailForm user={user} />}</SignedInOnly>
    </AccountPage>
  );
}
