/**
 * The one client for the site's own API (the address is `apiBaseUrl` in the settings). Every call
 * answers a result instead of throwing: the data, or an error of a kind the pages can explain to
 * the visitor (cannot reach the server, must sign in, refused with a reason, server fault).
 */

import {
  ClaimAnswer,
  CreatedOrderAnswer,
  OrdersAnswer,
  PackagesAnswer,
  RedemptionAnswer,
  UserAnswer,
  isRefusalCode,
  type Order,
  type RefusalCode,
  type TrafficPackage,
  type User,
} from '@interlinear/shared/api';
import {matches, type Schema} from '@interlinear/shared/check';

export type {Order, OrderStatus, RefusalCode, SubscriptionStatus, TrafficPackage, User} from '@interlinear/shared/api';

export type ApiError =
  | {readonly kind: 'unreachable'}
  | {readonly kind: 'unauthorized'}
  | {readonly kind: 'refused'; readonly status: number; readonly code: RefusalCode}
  | {readonly kind: 'server'; readonly status: number};

export type ApiResult<T> = {readonly ok: true; readonly data: T} | {readonly ok: false; readonly error: ApiError};

export interface ApiClient {
  /** Creates an account and signs it in; `email_taken` when the email has one. */
  register(email: string, password: string): Promise<ApiResult<User>>;
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
  /** Records a pending order for a traffic package, to be paid at the checkout address. */
  createOrder(packageId: string): Promise<ApiResult<Order>>;
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
    register: (email, password) => call('POST', 'register', {email, password}, UserAnswer, user),
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
    createOrder: (packageId) => call('POST', 'orders', {packageId}, CreatedOrderAnswer, (j: {order: Order}) => j.order),
    packages: () => call('GET', 'packages', undefined, PackagesAnswer, (j: {packages: TrafficPackage[]}) => j.packages),
  };
}
