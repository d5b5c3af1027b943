import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import AccountPage from '@site/src/components/account/AccountPage';
import Field from '@site/src/components/account/Field';
import FormEnd from '@site/src/components/account/FormEnd';
import PasswordRefusal, {PASSWORD_REFUSALS} from '@site/src/components/account/PasswordRefusal';
import SignedInOnly from '@site/src/components/account/SignedInOnly';
import {passwordText} from '@site/src/components/account/credentialText';
import {refusalOf, useAction} from '@site/src/components/account/useAction';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import styles from '@site/src/components/account/AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

function DeleteForm({onDeleted}: {readonly onDeleted: () => void}): ReactNode {
  const api = useApiClient();
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [problems, setProblems] = useState<{password?: 'empty'; sure?: true}>({});
  const {action, run} = useAction<null>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      password: password === '' ? ('empty' as const) : undefined,
      sure: sure ? undefined : (true as const),
    };
    setProblems(found);
    if (!found.password && !found.sure) run(() => api.deleteAccount(password), onDeleted);
  }

  const refusal = refusalOf(action);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="delete-form">
      <ul>
        <li>
          {translate({
            id: 'marketing.account.delete.gone',
            message: '账户、登录记录、会员时长、流量余额和活动领取记录会立即删除。',
          })}
        </li>
        <li>
          {translate({
            id: 'marketing.account.delete.kept',
            message: '订单记录按财务和税务规定保留，但不再包含你的邮箱和账户编号。',
          })}
        </li>
        <li>
          {translate({id: 'marketing.account.delete.final', message: '删除后无法恢复。需要的话，请先下载你的数据。'})}
        </li>
      </ul>
      <Field
        id="delete-password"
        label={translate({id: 'marketing.account.changePassword.current', message: '当前密码'})}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        problem={problems.password ? passwordText(problems.password) : null}
        testId="password-input"
      />
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={sure}
            onChange={(e) => setSure(e.target.checked)}
            aria-invalid={problems.sure ? true : undefined}
            aria-describedby={problems.sure ? 'delete-sure-problem' : undefined}
            data-testid="delete-confirm"
          />{' '}
          {translate({id: 'marketing.account.delete.confirm', message: '我明白账户删除后无法恢复'})}
        </label>
        {problems.sure && (
          <p id="delete-sure-problem" className={styles.problem}>
            {translate({id: 'marketing.account.delete.confirmMissing', message: '请先勾选上面的确认。'})}
          </p>
        )}
      </div>
      <FormEnd
        action={action}
        explained={[...PASSWORD_REFUSALS, 'subscription_running']}
        name="delete"
        danger
        label={translate({id: 'marketing.account.delete.submit', message: '永久删除账户'})}
        busyLabel={translate({id: 'marketing.account.delete.pending', message: '正在删除…'})}>
        <PasswordRefusal code={refusal} />
        {refusal === 'subscription_running' && (
          <Message tone="notice">
            {translate({
              id: 'marketing.account.delete.subscription',
              message: '你的 Pro 订阅仍会自动续费。请先在个人中心的“管理订阅”里取消，再删除账户。',
            })}{' '}
            <Link to="/profile/">{translate({id: 'marketing.account.token.toProfile', message: '打开个人中心'})}</Link>
          </Message>
        )}
      </FormEnd>
      <p className={styles.switch}>
        <Link to="/account/export/">{translate({id: 'marketing.account.export.title', message: '下载我的数据'})}</Link>
      </p>
    </form>
  );
}

/** Deleting the signed-in account, with its password and an explicit confirmation. */
export default function DeleteAccountPage(): ReactNode {
  const [deleted, setDeleted] = useState(false);
  return (
    <AccountPage
      title={translate({id: 'marketing.account.delete.title', message: '删除账户'})}
      description={translate({id: 'marketing.account.delete.description', message: '永久删除你的账户和个人数据。'})}
      heading={translate({id: 'marketing.account.delete.title', message: '删除账户'})}
      lead={translate({id: 'marketing.account.delete.lead', message: '删除账户前，请确认你了解会发生什么：'})}>
      <div aria-live="polite">
        {deleted ? (
          <div className={styles.form} data-testid="delete-done">
            <Message tone="success">
              {translate({id: 'marketing.account.delete.done', message: '你的账户已经删除，这台设备也已退出登录。'})}
            </Message>
          </div>
        ) : (
          <SignedInOnly>{() => <DeleteForm onDeleted={() => setDeleted(true)} />}</SignedInOnly>
        )}
      </div>
    </AccountPage>
  );
}
