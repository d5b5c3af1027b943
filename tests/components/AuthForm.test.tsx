/**
 * The login and registration form, with the API client replaced at its module boundary: the form
 * and the site's wrapper around the client (useApiClient, which keeps `user_info`) run as they are.
 */
import {findByRole, getByLabelText, getByRole, queryByRole} from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {ApiResult, User} from '@site/src/api/client';
import AuthForm from '@site/src/components/account/AuthForm';
import {renderAt} from './page';
import {cleanup} from './render';

const api = vi.hoisted(() => ({
  login: vi.fn<(email: string, password: string) => Promise<ApiResult<User>>>(),
  register: vi.fn<(email: string, password: string) => Promise<ApiResult<User>>>(),
}));

vi.mock('@site/src/api/client', () => ({createApiClient: () => api}));

const USER: User = {
  id: 'u1',
  email: 'reader@example.com',
  subscription: {subscriptionStatus: 'inactive', plan: 'free', expiresAt: null},
  traffic: {balance: 0},
};

/** An answer of the server that arrives when the test says so. */
function pendingAnswer(): {promise: Promise<ApiResult<User>>; answer: (result: ApiResult<User>) => void} {
  let answer!: (result: ApiResult<User>) => void;
  const promise = new Promise<ApiResult<User>>((resolve) => (answer = resolve));
  return {promise, answer};
}

/** The text a screen reader reads as the field's description. */
function description(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function form(mode: 'login' | 'register', path = `/${mode}/`) {
  const {page, address} = renderAt(path, <AuthForm mode={mode} />);
  return {
    page,
    address,
    email: getByLabelText<HTMLInputElement>(page, '邮箱'),
    password: getByLabelText<HTMLInputElement>(page, '密码'),
    submit: getByRole<HTMLButtonElement>(page, 'button'),
    formElement: page.querySelector('form')!,
  };
}

beforeEach(() => {
  api.login.mockReset();
  api.register.mockReset();
});

describe('AuthForm: checking the fields', () => {
  it('names each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const {email, password, submit} = form('login');
    await user.click(submit);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe('请填写邮箱地址。');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(description(password)).toBe('请填写密码。');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('explains an address that is not one and a password that is too short, and sends nothing', async () => {
    const user = userEvent.setup();
    const {email, password} = form('register');
    expect(description(password)).toBe('8 到 128 个字符。可以用一句好记的话，比单个单词更安全。');
    await user.type(email, 'reader@example');
    await user.type(password, 'short{Enter}');
    expect(description(email)).toBe('这不像是一个邮箱地址，请检查后重新填写，例如 name@example.com。');
    expect(description(password)).toBe(
      '8 到 128 个字符。可以用一句好记的话，比单个单词更安全。 密码至少需要 8 个字符。',
    );
    expect(api.register).not.toHaveBeenCalled();
  });

  it('clears the messages once the fields are right', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValue({ok: false, error: {kind: 'unauthorized'}});
    const {page, email, password, submit} = form('login');
    await user.click(submit);
    await user.type(email, 'reader@example.com');
    await user.type(password, 'correct horse{Enter}');
    await findByRole(page, 'alert');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(description(email)).toBe('');
    expect(description(password)).toBe('');
  });
});

describe('AuthForm: sending', () => {
  it('signs in, shows that it is working, then opens the profile', async () => {
    const user = userEvent.setup();
    const request = pendingAnswer();
    api.login.mockReturnValue(request.promise);
    const {email, password, submit, address} = form('login');
    await user.type(email, 'reader@example.com');
    await user.type(password, 'correct horse');
    await user.click(submit);

    expect(api.login).toHaveBeenCalledWith('reader@example.com', 'correct horse');
    expect(submit.textContent).toBe('正在登录…');
    expect(submit.disabled).toBe(true);
    expect(address()).toBe('/login/');

    request.answer({ok: true, data: USER});
    await vi.waitFor(() => expect(address()).toBe('/profile/'));
    // The navbar and account pages learn about the visitor from this copy.
    expect(JSON.parse(localStorage.getItem('user_info')!)).toMatchObject({id: 'u1', email: 'reader@example.com'});
  });

  it('goes back to the page named by ?next= after registering, and ignores an address off the site', async () => {
    const user = userEvent.setup();
    api.register.mockResolvedValue({ok: true, data: USER});
    const first = form('register', '/register/?next=%2Fdocs%2Fusage%2F%23install');
    await user.type(first.email, 'reader@example.com');
    await user.type(first.password, 'correct horse{Enter}');
    await vi.waitFor(() => expect(first.address()).toBe('/docs/usage/'));

    cleanup();
    const second = form('register', '/register/?next=https%3A%2F%2Fevil.example%2F');
    await user.type(second.email, 'reader@example.com');
    await user.type(second.password, 'correct horse{Enter}');
    await vi.waitFor(() => expect(second.address()).toBe('/profile/'));
  });

  it('sends once however often the form is submitted while the answer is on its way', async () => {
    const user = userEvent.setup();
    const request = pendingAnswer();
    api.login.mockReturnValue(request.promise);
    const {email, password, submit, formElement} = form('login');
    await user.type(email, 'reader@example.com');
    await user.type(password, 'correct horse');
    // Two submissions before the page has re-rendered (a double tap on a slow phone) …
    formElement.requestSubmit();
    formElement.requestSubmit();
    // … and more once it shows that it is working.
    await user.dblClick(submit);
    await user.type(password, '{Enter}');
    expect(api.login).toHaveBeenCalledTimes(1);

    request.answer({ok: false, error: {kind: 'unreachable'}});
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    // Once answered, the visitor may try again.
    await user.click(submit);
    expect(api.login).toHaveBeenCalledTimes(2);
  });
});

describe('AuthForm: what the server answered', () => {
  async function submitted(mode: 'login' | 'register', result: ApiResult<User>, path?: string) {
    const user = userEvent.setup();
    api[mode].mockResolvedValue(result);
    const parts = form(mode, path);
    await user.type(parts.email, 'reader@example.com');
    await user.type(parts.password, 'correct horse{Enter}');
    return parts;
  }

  it('a wrong email or password: says so and lets the visitor correct it', async () => {
    const {page, submit, address} = await submitted('login', {ok: false, error: {kind: 'unauthorized'}});
    expect((await findByRole(page, 'alert')).textContent).toBe('邮箱或密码不正确，请检查后重试。');
    expect(submit.disabled).toBe(false);
    expect(submit.textContent).toBe('登录');
    expect(address()).toBe('/login/');
  });

  it('too many attempts: asks to wait, in the words of the page', async () => {
    const login = await submitted('login', {ok: false, error: {kind: 'refused', status: 429, code: 'rate_limited'}});
    expect((await findByRole(login.page, 'alert')).textContent).toBe(
      '登录尝试次数太多。为了保护你的账户，请过十几分钟再试。',
    );
    cleanup();
    const register = await submitted('register', {
      ok: false,
      error: {kind: 'refused', status: 429, code: 'rate_limited'},
    });
    expect((await findByRole(register.page, 'alert')).textContent).toBe(
      '从你所在的网络注册的账户太多了。请过一个小时再试。',
    );
  });

  it('an address that has an account: offers to sign in instead, keeping ?next=', async () => {
    const {page} = await submitted(
      'register',
      {ok: false, error: {kind: 'refused', status: 409, code: 'email_taken'}},
      '/register/?next=%2Fpricing%2F',
    );
    const notice = await findByRole(page, 'status');
    expect(notice.textContent).toBe('这个邮箱已经注册过账户。 直接登录');
    expect(getByRole(notice, 'link', {name: '直接登录'}).getAttribute('href')).toBe('/login/?next=%2Fpricing%2F');
    expect(queryByRole(page, 'alert')).toBeNull();
  });

  it('a server that cannot be reached or fails: the general explanation', async () => {
    const unreachable = await submitted('login', {ok: false, error: {kind: 'unreachable'}});
    expect((await findByRole(unreachable.page, 'alert')).textContent?.trim()).toBe(
      '暂时连接不到服务器，请检查网络后重试。',
    );
    cleanup();
    const failed = await submitted('login', {ok: false, error: {kind: 'server', status: 502}});
    expect((await findByRole(failed.page, 'alert')).textContent?.trim()).toBe(
      '服务器暂时无法处理这个请求，请稍后重试。',
    );
  });
});

describe('AuthForm: the other form', () => {
  it('links login and registration to each other, keeping ?next=', () => {
    const login = form('login', '/login/?next=%2Fdocs%2F');
    expect(getByRole(login.page, 'link', {name: '免费注册'}).getAttribute('href')).toBe('/register/?next=%2Fdocs%2F');
    cleanup();
    const register = form('register');
    expect(getByRole(register.page, 'link', {name: '登录'}).getAttribute('href')).toBe('/login/');
  });
});
