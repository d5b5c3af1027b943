import {useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import type {ApiError, ApiResult, User} from '@site/src/api/client';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {useSettings} from '@site/src/components/useSettings';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  checkCredentials,
  safeNext,
  type CredentialProblems,
} from '@site/src/lib/credentials';
import {emailText, passwordText} from '@site/src/components/account/credentialText';
import styles from './styles.module.css';
import '@generated/page-speed/default/account.js';

type Mode = 'login' | 'register';

type Status =
  | {readonly status: 'idle'}
  | {readonly status: 'pending'}
  | {readonly status: 'invalid'; readonly problems: CredentialProblems}
  | {readonly status: 'wrongCredentials'}
  | {readonly status: 'emailTaken'}
  | {readonly status: 'rateLimited'}
  | {readonly status: 'failed'; readonly error: ApiError};

/** The status after the server answered. */
function statusFrom(result: ApiResult<User>): Status | null {
  if (result.ok) return null;
  const {error} = result;
  if (error.kind === 'unauthorized') return {status: 'wrongCredentials'};
  if (error.kind === 'refused' && error.code === 'email_taken') return {status: 'emailTaken'};
  if (error.kind === 'refused' && error.code === 'rate_limited') return {status: 'rateLimited'};
  return {status: 'failed', error};
}

/**
 * The email and password form of the login and registration pages. It checks the fields before
 * sending, sends once however often it is submitted, and on success goes to the page named by
 * `?next=` (a path on this site) or to the profile.
 */
export default function AuthForm({mode}: {readonly mode: Mode}): ReactNode {
  const api = useApiClient();
  const history = useHistory();
  const {search} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  const {profilePath} = useSettings().links;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<Status>({status: 'idle'});
  const pending = useRef(false);
  const next = new URLSearchParams(search).get('next');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    const problems = checkCredentials(email, password);
    if (problems.email || problems.password) {
      setState({status: 'invalid', problems});
      return;
    }
    pending.current = true;
    setState({status: 'pending'});
    const request = mode === 'login' ? api.login(email.trim(), password) : api.register(email.trim(), password);
    void request.then((result) => {
      pending.current = false;
      const failed = statusFrom(result);
      if (failed) {
        setState(failed);
        return;
      }
      history.push(safeNext(next, withBaseUrl(profilePath)));
    });
  }

  const problems = state.status === 'invalid' ? state.problems : {};
  const busy = state.status === 'pending';
  const otherPage = mode === 'login' ? '/register/' : '/login/';
  const otherHref = next ? `${otherPage}?next=${encodeURIComponent(next)}` : otherPage;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={`${mode}-form`}>
      <div className={styles.field}>
        <label htmlFor={`${mode}-email`} className={styles.label}>
          {translate({id: 'marketing.account.email.label', message: '邮箱'})}
        </label>
        <input
          id={`${mode}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          inputMode="email"
          maxLength={254}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={problems.email ? `${mode}-email-problem` : undefined}
          data-testid="email-input"
        />
        {problems.email && (
          <p id={`${mode}-email-problem`} className={styles.problem}>
            {emailText(problems.email)}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${mode}-password`} className={styles.label}>
          {translate({id: 'marketing.account.password.label', message: '密码'})}
        </label>
        {mode === 'register' && (
          <p id={`${mode}-password-hint`} className={styles.hint}>
            {translate(
              {
                id: 'marketing.account.password.hint',
                message: '{min} 到 {max} 个字符。可以用一句好记的话，比单个单词更安全。',
              },
              {min: String(PASSWORD_MIN), max: String(PASSWORD_MAX)},
            )}
          </p>
        )}
        <input
          id={`${mode}-password`}
          className={styles.input}
          type="password"
          name="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={problems.password ? true : undefined}
          aria-describedby={
            [mode === 'register' ? `${mode}-password-hint` : '', problems.password ? `${mode}-password-problem` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          data-testid="password-input"
        />
        {problems.password && (
          <p id={`${mode}-password-problem`} className={styles.problem}>
            {passwordText(problems.password)}
          </p>
        )}
        {mode === 'login' && (
          <p className={styles.forgot}>
            <Link to="/account/forgot/" data-testid="forgot-link">
              {translate({id: 'marketing.account.login.forgot', message: '忘记密码？'})}
            </Link>
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy}
        aria-busy={busy}
        data-testid="auth-submit">
        {mode === 'login'
          ? busy
            ? translate({id: 'marketing.account.login.pending', message: '正在登录…'})
            : translate({id: 'marketing.account.login.submit', message: '登录'})
          : busy
            ? translate({id: 'marketing.account.register.pending', message: '正在创建账户…'})
            : translate({id: 'marketing.account.register.submit', message: '创建账户'})}
      </button>
      <div className={styles.message} aria-live="polite" data-testid="auth-message" data-state={state.status}>
        {state.status === 'wrongCredentials' && (
          <Message tone="error">
            {translate({id: 'marketing.account.login.wrong', message: '邮箱或密码不正确，请检查后重试。'})}
          </Message>
        )}
        {state.status === 'rateLimited' && (
          <Message tone="error">
            {mode === 'login'
              ? translate({
                  id: 'marketing.account.login.rateLimited',
                  message: '登录尝试次数太多。为了保护你的账户，请过十几分钟再试。',
                })
              : translate({
                  id: 'marketing.account.register.rateLimited',
                  message: '从你所在的网络注册的账户太多了。请过一个小时再试。',
                })}
          </Message>
        )}
        {state.status === 'emailTaken' && (
          <Message tone="notice">
            {translate({id: 'marketing.account.register.taken', message: '这个邮箱已经注册过账户。'})}{' '}
            <Link to={otherHref}>{translate({id: 'marketing.account.register.takenLogin', message: '直接登录'})}</Link>
          </Message>
        )}
        {state.status === 'failed' && <ApiErrorNotice error={state.error} />}
      </div>
      <p className={styles.switch}>
        {mode === 'login'
          ? translate({id: 'marketing.account.login.noAccount', message: '还没有账户？'})
          : translate({id: 'marketing.account.register.haveAccount', message: '已经有账户了？'})}{' '}
        <Link to={otherHref} data-testid="auth-switch">
          {mode === 'login'
            ? translate({id: 'marketing.account.login.toRegister', message: '免费注册'})
            : translate({id: 'marketing.account.register.toLogin', message: '登录'})}
        </Link>
      </p>
    </form>
  );
}
