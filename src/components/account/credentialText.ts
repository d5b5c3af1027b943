/** The account forms' words for a field's problem, in the visitor's language. */
import {translate} from '@docusaurus/Translate';
import {PASSWORD_MAX, PASSWORD_MIN, type CredentialProblems} from '@site/src/lib/credentials';
import '@generated/page-speed/default/account.js';

export function emailText(problem: NonNullable<CredentialProblems['email']>): string {
  return problem === 'empty'
    ? translate({id: 'marketing.account.email.empty', message: '请填写邮箱地址。'})
    : translate({
        id: 'marketing.account.email.invalid',
        message: '这不像是一个邮箱地址，请检查后重新填写，例如 name@example.com。',
      });
}

export function passwordText(problem: NonNullable<CredentialProblems['password']>): string {
  const values = {min: String(PASSWORD_MIN), max: String(PASSWORD_MAX)};
  if (problem === 'empty') return translate({id: 'marketing.account.password.empty', message: '请填写密码。'});
  if (problem === 'short')
    return translate({id: 'marketing.account.password.short', message: '密码至少需要 {min} 个字符。'}, values);
  return translate({id: 'marketing.account.password.long', message: '密码最多 {max} 个字符。'}, values);
}
