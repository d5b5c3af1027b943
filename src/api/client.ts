/**
 * The one client for the site's own API (the address is `apiBaseUrl` in the settings). Every call
 * answers a result instead of throwing: the data, or an error of a kind the pages can explain to
 * the visitor (cannot reach the server, must sign in, refused with a reason, server fault).
 */

export type SubscriptionStatus = 'active' | 'inactive' | 'expired';

export interface User {
  readonly id: string;
  readonly email: string;
  readonly subscription: {
    readonly subscriptionStatus: SubscriptionStatus;
    readonly plan: 'free' | 'pro';
    /** ISO 8601; null when the visitor never had Pro. */
    readonly expiresAt: string | null;
  };
  /** Remaining traffic-package characters. */
  readonly traffic: {readonly balance: number};
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled';

export interface Order {
  readonly id: string;
  readonly packageId: string;
  readonly status: OrderStatus;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly amount: {readonly value: number; readonly currency: string};
}

/** Reasons the server gives for turning a request down (the `code` of its 4xx answers). */
export type RefusalCode =
  | 'not_new_user'
  | 'already_claimed'
  | 'offer_ended'
  | 'code_invalid'
  | 'code_used'
  | 'code_expired'
  | 'package_unknown'
  | 'email_taken'
  | 'rate_limited'
  | 'bad_request';

export interface TrafficPackage {
  readonly id: string;
  /** Characters of AI translation the package adds to the balance. */
  readonly characters: number;
  readonly price: {readonly value: number; readonly currency: string};
}

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

export const API_TIMEOUT_MS = 10_000;

const REFUSALS: readonly RefusalCode[] = [
  'not_new_user', 'already_claimed', 'offer_ended', 'code_invalid', 'code_used', 'code_expired', 'package_unknown', 'email_taken', 'rate_limited', 'bad_request',
];

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export function createApiClient(baseUrl: string, fetchImpl: Fetch = (input, init) => fetch(input, init)): ApiClient {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, read: (json: unknown) => T | undefined): Promise<ApiResult<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? {accept: 'application/json'} : {accept: 'application/json', 'content-type': 'application/json'},
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
      const known = REFUSALS.find((c) => c === code) ?? 'bad_request';
      return {ok: false, error: {kind: 'refused', status: response.status, code: known}};
    }
    const data = response.ok ? read(response.status === 204 ? null : json) : undefined;
    return data === undefined ? {ok: false, error: {kind: 'server', status: response.status}} : {ok: true, data};
  }

  const user = (j: unknown) => (isUser(j) ? j : undefined);
  return {
    register: (email, password) => call('POST', 'register', {email, password}, user),
    login: (email, password) => call('POST', 'login', {email, password}, user),
    logout: () => call('POST', 'logout', {}, () => null),
    me: () => call('GET', 'me', undefined, user),
    claimMangaOffer: () => call('POST', 'offers/manga/claim', {}, (j) => (hasInstant(j, 'expiresAt') ? {expiresAt: j.expiresAt} : undefined)),
    redeem: (code) =>
      call('POST', 'redemptions', {code}, (j) => {
        const days = (j as {days?: unknown} | undefined)?.days;
        return hasInstant(j, 'expiresAt') && typeof days === 'number' ? {days, expiresAt: j.expiresAt} : undefined;
      }),
    orders: () => call('GET', 'orders', undefined, (j) => {
      const list = (j as {orders?: unknown} | undefined)?.orders;
      return Array.isArray(list) && list.every(isOrder) ? list : undefined;
    }),
    createOrder: (packageId) => call('POST', 'orders', {packageId}, (j) => {
      const order = (j as {order?: unknown} | undefined)?.order;
      return isOrder(order) ? order : undefined;
    }),
    packages: () => call('GET', 'packages', undefined, (j) => {
      const list = (j as {packages?: unknown} | undefined)?.packages;
      return Array.isArray(list) && list.every(isPackage) ? list : undefined;
    }),
  };
}

function hasString<K extends string>(value: unknown, key: K): value is Record<K, string> {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string';
}

/**
 * A date the pages can format: an ISO 8601 string the browser parses. An answer that carries
 * anything else (a proxy's page, an old or broken server) is a server fault, never a crash.
 */
function isInstant(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value));
}

function hasInstant<K extends string>(value: unknown, key: K): value is Record<K, string> {
  return typeof value === 'object' && value !== null && isInstant((value as Record<string, unknown>)[key]);
}

/** Null, missing, or a date (the fields that are null until something happens). */
const isOptionalInstant = (value: unknown) => value === null || value === undefined || isInstant(value);

function isUser(value: unknown): value is User {
  const u = value as User | undefined;
  return (
    hasString(value, 'id') &&
    hasString(value, 'email') &&
    ['active', 'inactive', 'expired'].includes(u?.subscription?.subscriptionStatus as string) &&
    isOptionalInstant(u?.subscription?.expiresAt) &&
    typeof u?.traffic?.balance === 'number'
  );
}

function isOrder(value: unknown): value is Order {
  const o = value as Order | undefined;
  return (
    hasString(value, 'id') &&
    hasString(value, 'packageId') &&
    hasInstant(value, 'createdAt') &&
    isOptionalInstant((value as {paidAt?: unknown}).paidAt) &&
    ['pending', 'paid', 'cancelled'].includes(o?.status as string) &&
    typeof o?.amount?.value === 'number' &&
    typeof o?.amount?.currency === 'string'
  );
}

function isPackage(value: unknown): value is TrafficPackage {
  const p = value as TrafficPackage | undefined;
  return hasString(value, 'id') && typeof p?.characters === 'number' && typeof p?.price?.value === 'number' && typeof p?.price?.currency === 'string';
}
