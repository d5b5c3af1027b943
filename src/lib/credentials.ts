/**
 * The sign-in and registration forms' rules, checked in the browser before anything is sent (the
 * server checks the same again): an email address, and a password of 8 to 128 characters.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;

export type EmailProblem = 'empty' | 'invalid';
export type PasswordProblem = 'empty' | 'short' | 'long';

export interface CredentialProblems {
  readonly email?: EmailProblem;
  readonly password?: PasswordProblem;
}

/** One @, something before it, a dot in the domain, no spaces: what the server's format check accepts. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function checkEmail(email: string): EmailProblem | undefined {
  const e = email.trim();
  if (e === '') return 'empty';
  if (e.length > EMAIL_MAX || !EMAIL.test(e)) return 'invalid';
  return undefined;
}

export function checkPassword(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length === 0) return 'empty';
  if (length < PASSWORD_MIN) return 'short';
  if (length > PASSWORD_MAX) return 'long';
  return undefined;
}

export function checkCredentials(email: string, password: string): CredentialProblems {
  const problems: {email?: EmailProblem; password?: PasswordProblem} = {};
  const e = checkEmail(email);
  const p = checkPassword(password);
  if (e) problems.email = e;
  if (p) problems.password = p;
  return problems;
}

/**
 * Where to go after signing in: the `next` address when it is a path on this site, else the
 * fallback. Anything that could leave the site (`//host`, `https:`, `javascript:`) is ignored.
 */
export function safeNext(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
