/**
 * The one client for the site's own API (the address is `apiBaseUrl` in the settings). Every call
 * answers a result instead of throwing: the data, or an error of a kind the pages can explain to
 * the visitor (cannot reach the server, must sign in, refused with a reason, server fault).
 */

import {
  AcceptedAnswer,
  ClaimAnswer,
  ExportAnswer,
  PendingEmailAnswer,
  VerifiedAnswer,
  CreatedOrderAnswer,
  OrdersAnswer,
  PackagesAnswer,
  RedemptionAnswer,
  RedirectAnswer,
  SingleOrderAnswer,
  TestCheckoutAnswer,
  UserAnswer,
  isRefusalCode,
  type Order,
  type RefusalCode,
  type TestCheckout,
  type TrafficPackage,
  type User,
} from '@interlinear/shared/api';
import {matches, type Schema} from '@interlinear/shared/check';

export type {
  Billing,
  Order,
  OrderStatus,
  RefusalCode,
  SubscriptionStatus,
  TestCheckout,
  TrafficPackage,
  User,
} from '@interlinear/shared/api';

/** What an order buys: a traffic package, or Pro by the month or by the year. */
export type Purchase = {readonly packageId: string} | {readonly plan: 'pro-month' | 'pro-year'};

/** An emailed link that was opened: what it confirmed. */
export interface Verified {
  readonly purpose: 'verify' | 'change_email';
  readonly email: string;
}

/** The data export, as the server wrote it (saved as a file; the page reads only its date). */
export type AccountExport = {readonly exportedAt: string} & Readonly<Record<string, unknown>>;

/** A created order and where the visitor pays it. */
export interface Checkout {
  readonly order: Order;
  readonly checkoutUrl: string;
}

export type ApiError =
  | {readonly kind: 'unreachable'}
  | {readonly kind: 'unauthorized'}
  | {readonly kind: 'refused'; readonly status: number; readonly code: RefusalCode}
  | {readonly kind: 'server'; readonly status: number};

export type ApiResult<T> = {readonly ok: true; readonly data: T} | {readonly ok: false; readonly error: ApiError};

export interface ApiClient {
  /** Creates an account and signs it in; `email_taken` when the email has one. A confirmation link is emailed in `locale`. */
  register(email: string, password: string, locale?: string): Promise<ApiResult<User>>;
  /** Emails a new confirmation link; `already_verified`, or `rate_limited` after a few. */
  resendVerification(locale: string): Promise<ApiResult<null>>;
  /** Opens an emailed link: confirms the address, or moves the account to a new one. */
  verifyEmail(token: string): Promise<ApiResult<Verified>>;
  /** Asks for a reset link; the answer is the same whether or not the address has an account. */
  forgotPassword(email: string, locale: string): Promise<ApiResult<null>>;
  /** Sets a new password with a reset link; signs in, and every other session ends. */
  resetPassword(token: string, password: string): Promise<ApiResult<User>>;
  /** Changes the password (the current one required); every other session ends. */
  changePassword(currentPassword: string, newPassword: string): Promise<ApiResult<User>>;
  /** Starts moving the account to a new address, which a link sent there confirms. */
  changeEmail(newEmail: string, password: string, locale: string): Promise<ApiResult<string>>;
  /** Everything the site keeps about the account, as a JSON document. */
  exportAccount(): Promise<ApiResult<AccountExport>>;
  /** Deletes the account (its password required); the session ends. */
  deleteAccount(password: string): Promise<ApiResult<null>>;
  /** Signs in; `unauthorized` for a wrong email or password alike, `rate_limited` after too many tries. */
  login(email: string, password: string): Promise<ApiResult<User>>;
  /** Ends the session (the server removes the login cookie). */
  logout(): Promise<ApiResult<null>>;
  /** The signed-in visitor; `unauthorized` when nobody is signed in. */
  me(): Promise<ApiResult<User>>;
  /** Claims the free comic Pro membership; answers when it ends. */
  claimMangaOffer(): Promise<ApiResult<{readonly expiresAt: string}>>;
  /** Redeems a code in canonical form (see `checkRedemptionCode`). */
  redeem(code: string): Promise<ApiResult<{readonly days: number; readonly expiresAt: string}>>;
  orders(): Promise<ApiResult<readonly Order[]>>;
  /** One of the visitor's orders, as it is now (the checkout's return pages follow it). */
  order(id: string): Promise<ApiResult<Order>>;
  /** Closes the checkout of an order the visitor left (nothing is charged); answers the order as it is then. */
  leaveOrder(id: string): Promise<ApiResult<Order>>;
  /** Records a pending order and opens its checkout (Stripe's, or the built-in test one); `locale` is the page's. */
  createOrder(purchase: Purchase, locale: string): Promise<ApiResult<Checkout>>;
  /** Where the subscriber manages their subscription (Stripe's customer portal, or the test one). */
  portal(locale: string): Promise<ApiResult<string>>;
  /** A session of the built-in test checkout. */
  testCheckout(session: string): Promise<ApiResult<TestCheckout>>;
  /** Pays or leaves a test checkout session; answers the page to go to next. */
  closeTestCheckout(session: string, action: 'pay' | 'cancel'): Promise<ApiResult<string>>;
  /** The test portal: cancel a test subscription at period end, or take that back. */
  setTestCancellation(cancelAtPeriodEnd: boolean): Promise<ApiResult<User>>;
  /** The traffic packages on sale. */
  packages(): Promise<ApiResult<readonly TrafficPackage[]>>;
}

const API_TIMEOUT_MS = 10_000;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export function createApiClient(baseUrl: string, fetchImpl: Fetch = (input, init) => fetch(input, init)): ApiClient {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  /**
   * One request. `answer` is the contract's schema of a successful answer: anything else (a
   * proxy's page, an old or broken server) is a server fault, never data a page trusts.
   */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    answer: Schema | null,
    read: (json: never) => T,
  ): Promise<ApiResult<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        credentials: 'include',
        headers:
          body === undefined
            ? {accept: 'application/json'}
            : {accept: 'application/json', 'content-type': 'application/json'},
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      return {ok: false, error: {kind: 'unreachable'}};
    } finally {
      clearTimeout(timer);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.status === 401) return {ok: false, error: {kind: 'unauthorized'}};
    const code = (json as {code?: unknown} | undefined)?.code;
    // A 4xx is the API refusing only when it says why; a bare 404 or 405 means no API answered there.
    if (response.status >= 400 && response.status < 500 && typeof code === 'string') {
      return {
        ok: false,
        error: {kind: 'refused', status: response.status, code: isRefusalCode(code) ? code : 'bad_request'},
      };
    }
    if (!response.ok || (answer && !matches(answer, json)))
      return {ok: false, error: {kind: 'server', status: response.status}};
    return {ok: true, data: read(json as never)};
  }

  const user = (j: User) => j;
  return {
    register: (email, password, locale) =>
      call('POST', 'register', {email, password, ...(locale ? {locale} : {})}, UserAnswer, user),
    resendVerification: (locale) => call('POST', 'account/verification', {locale}, AcceptedAnswer, () => null),
    verifyEmail: (token) => call('POST', 'account/verify', {token}, VerifiedAnswer, (j: Verified) => j),
    forgotPassword: (email, locale) => call('POST', 'password/forgot', {email, locale}, AcceptedAnswer, () => null),
    resetPassword: (token, password) => call('POST', 'password/reset', {token, password}, UserAnswer, user),
    changePassword: (currentPassword, newPassword) =>
      call('POST', 'account/password', {currentPassword, newPassword}, UserAnswer, user),
    changeEmail: (newEmail, password, locale) =>
      call(
        'POST',
        'account/email',
        {newEmail, password, locale},
        PendingEmailAnswer,
        (j: {pendingEmail: string}) => j.pendingEmail,
      ),
    exportAccount: () => call('GET', 'account/export', undefined, ExportAnswer, (j: AccountExport) => j),
    deleteAccount: (password) => call('POST', 'account/delete', {password}, null, () => null),
    login: (email, password) => call('POST', 'login', {email, password}, UserAnswer, user),
    logout: () => call('POST', 'logout', {}, null, () => null),
    me: () => call('GET', 'me', undefined, UserAnswer, user),
    claimMangaOffer: () =>
      call('POST', 'offers/manga/claim', {}, ClaimAnswer, (j: {expiresAt: string}) => ({expiresAt: j.expiresAt})),
    redeem: (code) =>
      call('POST', 'redemptions', {code}, RedemptionAnswer, (j: {days: number; expiresAt: string}) => ({
        days: j.days,
        expiresAt: j.expiresAt,
      })),
    orders: () => call('GET', 'orders', undefined, OrdersAnswer, (j: {orders: Order[]}) => j.orders),
    order: (id) =>
      call('GET', `orders/${encodeURIComponent(id)}`, undefined, SingleOrderAnswer, (j: {order: Order}) => j.order),
    leaveOrder: (id) =>
      call('POST', `orders/${encodeURIComponent(id)}/cancel`, {}, SingleOrderAnswer, (j: {order: Order}) => j.order),
    createOrder: (purchase, locale) =>
      call('POST', 'orders', {...purchase, locale}, CreatedOrderAnswer, (j: Checkout) => ({
        order: j.order,
        checkoutUrl: j.checkoutUrl,
      })),
    portal: (locale) => call('POST', 'billing/portal', {locale}, RedirectAnswer, (j: {url: string}) => j.url),
    testCheckout: (session) =>
      call(
        'GET',
        `checkout/test/${encodeURIComponent(session)}`,
        undefined,
        TestCheckoutAnswer,
        (j: TestCheckout) => j,
      ),
    closeTestCheckout: (session, action) =>
      call(
        'POST',
        `checkout/test/${encodeURIComponent(session)}/${action}`,
        {},
        RedirectAnswer,
        (j: {url: string}) => j.url,
      ),
    setTestCancellation: (cancelAtPeriodEnd) =>
      call('POST', 'checkout/test/subscription', {cancelAtPeriodEnd}, UserAnswer, user),
    packages: () => call('GET', 'packages', undefined, PackagesAnswer, (j: {packages: TrafficPackage[]}) => j.packages),
  };
}
