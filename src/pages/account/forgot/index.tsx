import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AccountPage from '@site/src/components/account/AccountPage';
import Field from '@site/src/components/account/Field';
import FormEnd from '@site/src/components/account/FormEnd';
import {emailText} from '@site/src/components/account/credentialText';
import {refusalOf, useAction} from '@site/src/components/account/useAction';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {checkEmail, type EmailProblem} from '@site/src/lib/credentials';
import styles from '@site/src/components/account/AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

/** A forgotten password: the visitor names the address, and a reset link goes there if it has an account. */
export default function ForgotPasswordPage(): ReactNode {
  const api = useApiClient();
  const {currentLocale} = useDocusaurusContext().i18n;
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | undefined>();
  const {action, run} = useAction<null>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkEmail(email);
    setProblem(found);
    if (!found) run(() => api.forgotPassword(email.trim(), currentLocale));
  }

  return (
    <AccountPage
      title={translate({id: 'marketing.account.forgot.title', message: '找回密码'})}
      description={translate({
        id: 'marketing.account.forgot.description',
        message: '忘记密码时，通过邮件中的链接设置新密码。',
      })}
      heading={translate({id: 'marketing.account.forgot.heading', message: '忘记密码'})}
      lead={translate({
        id: 'marketing.account.forgot.lead',
        message: '填写注册时使用的邮箱，我们会发送一个设置新密码的链接，链接 1 小时内有效。',
      })}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="forgot-form">
        <Field
          id="forgot-email"
          label={translate({id: 'marketing.account.email.label', message: '邮箱'})}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          problem={problem ? emailText(problem) : null}
          testId="email-input"
        />
        <FormEnd
          action={action}
          explained={['rate_limited']}
          name="forgot"
          label={translate({id: 'marketing.account.forgot.submit', message: '发送重置链接'})}
          busyLabel={translate({id: 'marketing.account.forgot.pending', message: '正在发送…'})}>
          {action.status === 'done' && (
            <Message tone="success">
              {translate(
                {
                  id: 'marketing.account.forgot.sent',
                  message:
                    '如果 {email} 注册过账户，重置链接已经发到这个邮箱。几分钟内没收到的话，请看看垃圾邮件文件夹。',
                },
                {email: email.trim()},
              )}
            </Message>
          )}
          {refusalOf(action) === 'rate_limited' && (
            <Message tone="error">
              {translate({
                id: 'marketing.account.forgot.rateLimited',
                message: '重置链接发送得太频繁了。请先查看已经收到的邮件，或者过一个小时再试。',
              })}
            </Message>
          )}
        </FormEnd>
        <p className={styles.switch}>
          <Link to="/login/">{translate({id: 'marketing.account.forgot.toLogin', message: '想起来了？返回登录'})}</Link>
        </p>
      </form>
    </AccountPage>
  );
}
