/**
 * The accounts API's contract, written once: every refusal code with its status, the request
 * bodies the server validates, and the answers the site checks before it trusts them. Schemas are
 * plain JSON Schema, so the server validates with Fastify's own validator (and types its routes
 * through the json-schema-to-ts type provider), the site checks answers with `matches`
 * (./check.ts), and both get their TypeScript types from the same objects.
 */
import type {FromSchema} from 'json-schema-to-ts';

/** Why the API turns a request down (the `code` of its answer), with the HTTP status it uses. */
export const REFUSALS = {
  bad_request: 400,
  bad_origin: 403,
  unauthorized: 401,
  invalid_credentials: 401,
  email_taken: 409,
  rate_limited: 429,
  offer_ended: 410,
  already_claimed: 409,
  not_new_user: 403,
  code_invalid: 404,
  code_used: 409,
  code_expired: 410,
  package_unknown: 404,
  order_unknown: 404,
  no_subscription: 404,
  already_subscribed: 409,
  checkout_closed: 409,
  payments_unavailable: 503,
  bad_signature: 400,
  token_invalid: 404,
  token_used: 409,
  token_expired: 410,
  wrong_password: 403,
  email_unverified: 403,
  already_verified: 409,
  subscription_running: 409,
  not_found: 404,
  too_large: 413,
  unsupported_media_type: 415,
  busy: 503,
} as const;

export type RefusalCode = keyof typeof REFUSALS;

export function isRefusalCode(value: unknown): value is RefusalCode {
  return typeof value === 'string' && Object.hasOwn(REFUSALS, value);
}

/** The body of every refusal. `field` names the part of the request at fault, when one is. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message?: string;
  readonly field?: string;
}

// Requests. Unknown fields and wrong types are refused, never coerced.

const Email = {type: 'string', format: 'email', maxLength: 254} as const;
const Password = {type: 'string', minLength: 8, maxLength: 128} as const;
/** A site locale code: the language of the emails the request sends. */
const Locale = {type: 'string', pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$'} as const;
/** A link's token: 32 random bytes in base64url. */
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const Token = {type: 'string', pattern: TOKEN.source} as const;

export const CredentialsBody = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {email: Email, password: Password, locale: Locale},
} as const;

export const LocaleBody = {type: 'object', additionalProperties: false, properties: {locale: Locale}} as const;

export const TokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: {token: Token},
} as const;

export const ForgotPasswordBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: {email: Email, locale: Locale},
} as const;

export const ResetPasswordBody = {
  type: 'object',
  required: ['token', 'password'],
  additionalProperties: false,
  properties: {token: Token, password: Password},
} as const;

export const PasswordChangeBody = {
  type: 'object',
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
  // The current password is checked, not judged: any length an account may have.
  properties: {currentPassword: {type: 'string', minLength: 1, maxLength: 128}, newPassword: Password},
} as const;

export const EmailChangeBody = {
  type: 'object',
  required: ['newEmail', 'password'],
  additionalProperties: false,
  properties: {newEmail: Email, password: {type: 'string', minLength: 1, maxLength: 128}, locale: Locale},
} as const;

export const DeleteAccountBody = {
  type: 'object',
  required: ['password'],
  additionalProperties: false,
  properties: {password: {type: 'string', minLength: 1, maxLength: 128}},
} as const;

export const EmptyBody = {type: 'object', additionalProperties: false, properties: {}} as const;

export const RedemptionBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: {code: {type: 'string', maxLength: 64}},
} as const;

/** A traffic package id: lower-case letters, digits and dashes, at most 64 (API and admin tool alike). */
export const PACKAGE_ID = /^[a-z0-9-]{1,64}$/;

/** The locales a checkout can speak (the site's locale codes); anything else is refused. */
export const CHECKOUT_LOCALE = {type: 'string', pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$'} as const;

/** One order: a traffic package (`packageId`) or a Pro plan (`plan`), never both; `locale` is the page's. */
export const OrderBody = {
  type: 'object',
  additionalProperties: false,
  oneOf: [{required: ['packageId']}, {required: ['plan']}],
  properties: {
    packageId: {type: 'string', pattern: PACKAGE_ID.source},
    plan: {type: 'string', enum: ['pro-month', 'pro-year']},
    locale: CHECKOUT_LOCALE,
  },
} as const;

export const PortalBody = {
  type: 'object',
  additionalProperties: false,
  properties: {locale: CHECKOUT_LOCALE},
} as const;

/** The built-in test checkout's subscription controls (the stand-in for Stripe's customer portal). */
export const TestSubscriptionBody = {
  type: 'object',
  required: ['cancelAtPeriodEnd'],
  additionalProperties: false,
  properties: {cancelAtPeriodEnd: {type: 'boolean'}},
} as const;

/** A checkout session's id in an address: letters, digits and underscores. */
export const CHECKOUT_ID = /^[A-Za-z0-9_]{8,255}$/;
export const CheckoutParams = {
  type: 'object',
  required: ['id'],
  properties: {id: {type: 'string', pattern: CHECKOUT_ID.source}},
} as const;

export const ORDER_ID = /^[0-9a-f-]{36}$/;
export const OrderParams = {
  type: 'object',
  required: ['id'],
  properties: {id: {type: 'string', pattern: ORDER_ID.source}},
} as const;

// Answers. `date-time` is an ISO 8601 instant a browser parses (see check.ts).

const Instant = {type: 'string', format: 'date-time'} as const;
/** Money in the currency's minor unit (cents), as `plans.ts` has it. */
const Money = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: {amount: {type: 'integer'}, currency: {type: 'string', pattern: '^[A-Z]{3}$'}},
} as const;

/** A Pro subscription bought on the site, as the profile shows it. */
const Billing = {
  type: 'object',
  required: ['interval', 'status', 'paidThrough', 'cancelAtPeriodEnd', 'paymentFailed'],
  properties: {
    interval: {type: 'string', enum: ['month', 'year']},
    /** `active` renews; `ending` is cancelled at period end; `ended` is over. */
    status: {type: 'string', enum: ['active', 'ending', 'ended']},
    /** The end of the period paid for: Pro lasts until then, and a renewal is due then. */
    paidThrough: {anyOf: [Instant, {type: 'null'}]},
    cancelAtPeriodEnd: {type: 'boolean'},
    /** The latest renewal payment failed and no later one succeeded. */
    paymentFailed: {type: 'boolean'},
    /** Whether the provider's page for managing it can be opened (Stripe's customer portal, or the test one). */
    manageable: {type: 'boolean'},
  },
} as const;

export const UserAnswer = {
  type: 'object',
  required: ['id', 'email', 'subscription', 'traffic'],
  properties: {
    id: {type: 'string'},
    email: {type: 'string'},
    createdAt: Instant,
    /** Whether the address was confirmed through the link sent to it. */
    emailVerified: {type: 'boolean'},
    subscription: {
      type: 'object',
      required: ['subscriptionStatus', 'plan', 'expiresAt'],
      properties: {
        subscriptionStatus: {type: 'string', enum: ['active', 'inactive', 'expired']},
        plan: {type: 'string', enum: ['free', 'pro']},
        /** Null when the visitor never had Pro. */
        expiresAt: {anyOf: [Instant, {type: 'null'}]},
        /** The subscription bought on the site, when there is one. */
        billing: {anyOf: [Billing, {type: 'null'}]},
      },
    },
    /** Remaining traffic-package characters. */
    traffic: {type: 'object', required: ['balance'], properties: {balance: {type: 'number'}}},
  },
} as const;

export const OrderAnswer = {
  type: 'object',
  required: ['id', 'kind', 'status', 'createdAt', 'amount'],
  properties: {
    id: {type: 'string'},
    /** A traffic package (`packageId`, `characters`) or a Pro plan (`interval`). */
    kind: {type: 'string', enum: ['traffic', 'pro']},
    packageId: {anyOf: [{type: 'string'}, {type: 'null'}]},
    interval: {anyOf: [{type: 'string', enum: ['month', 'year']}, {type: 'null'}]},
    /** `pending` until the payment is confirmed; `failed` when it was declined; `cancelled` when checkout was left. */
    status: {type: 'string', enum: ['pending', 'paid', 'cancelled', 'failed', 'refunded']},
    createdAt: Instant,
    paidAt: {anyOf: [Instant, {type: 'null'}]},
    refundedAt: {anyOf: [Instant, {type: 'null'}]},
    /** Characters the package adds to the balance once paid. */
    characters: {type: 'number'},
    amount: Money,
    /** Paid through the built-in test checkout: no money moved. */
    test: {type: 'boolean'},
  },
} as const;

export const PackageAnswer = {
  type: 'object',
  required: ['id', 'characters', 'price'],
  properties: {id: {type: 'string'}, characters: {type: 'number'}, price: Money},
} as const;

export const ClaimAnswer = {type: 'object', required: ['expiresAt'], properties: {expiresAt: Instant}} as const;

export const RedemptionAnswer = {
  type: 'object',
  required: ['days', 'expiresAt'],
  properties: {days: {type: 'number'}, expiresAt: Instant},
} as const;

export const OrdersAnswer = {
  type: 'object',
  required: ['orders'],
  properties: {orders: {type: 'array', items: OrderAnswer}},
} as const;

export const PackagesAnswer = {
  type: 'object',
  required: ['packages'],
  properties: {packages: {type: 'array', items: PackageAnswer}},
} as const;

/** `checkoutUrl`: where this order is paid (Stripe Checkout, or the site's own test checkout). */
export const CreatedOrderAnswer = {
  type: 'object',
  required: ['order', 'checkoutUrl'],
  properties: {order: OrderAnswer, checkoutUrl: {type: 'string', minLength: 1}},
} as const;

/** A link opened: the address confirmed (`verify`), or the account's new address (`change_email`). */
export const VerifiedAnswer = {
  type: 'object',
  required: ['purpose', 'email'],
  properties: {purpose: {type: 'string', enum: ['verify', 'change_email']}, email: {type: 'string'}},
} as const;

/** A request taken (an email is on its way, or the same answer when there was nobody to send it to). */
export const AcceptedAnswer = {
  type: 'object',
  required: ['accepted'],
  properties: {accepted: {type: 'boolean'}},
} as const;

/** A change of address waiting for its confirmation link. */
export const PendingEmailAnswer = {
  type: 'object',
  required: ['pendingEmail'],
  properties: {pendingEmail: {type: 'string'}},
} as const;

/** Everything the site keeps about an account (the profile's "download my data"). */
export const ExportAnswer = {
  type: 'object',
  required: ['exportedAt', 'account', 'sessions', 'orders', 'offerClaims', 'redemptions'],
  properties: {
    exportedAt: Instant,
    account: {
      type: 'object',
      required: ['id', 'email', 'createdAt'],
      properties: {id: {type: 'string'}, email: {type: 'string'}, createdAt: Instant},
    },
    sessions: {type: 'array'},
    orders: {type: 'array'},
    offerClaims: {type: 'array'},
    redemptions: {type: 'array'},
  },
} as const;

export const SingleOrderAnswer = {type: 'object', required: ['order'], properties: {order: OrderAnswer}} as const;

/** Where the visitor goes next: Stripe's customer portal, or a page of the site. */
export const RedirectAnswer = {
  type: 'object',
  required: ['url'],
  properties: {url: {type: 'string', minLength: 1}},
} as const;

/** A session of the built-in test checkout, as its page shows it. */
export const TestCheckoutAnswer = {
  type: 'object',
  required: ['order', 'open', 'successUrl', 'cancelUrl'],
  properties: {
    order: OrderAnswer,
    /** Whether it can still be paid or left (false once paid, cancelled or failed). */
    open: {type: 'boolean'},
    successUrl: {type: 'string'},
    cancelUrl: {type: 'string'},
  },
} as const;

/**
 * The type of an answer schema without the index signature json-schema-to-ts adds for the fields
 * an answer may carry beyond the contract (the site ignores them, so a newer server does not
 * break an older page).
 */
type Known<T> = T extends readonly (infer U)[]
  ? Known<U>[]
  : T extends object
    ? {readonly [K in keyof T as string extends K ? never : K]: Known<T[K]>}
    : T;

export type User = Known<FromSchema<typeof UserAnswer>>;
export type SubscriptionStatus = User['subscription']['subscriptionStatus'];
export type Order = Known<FromSchema<typeof OrderAnswer>>;
export type OrderStatus = Order['status'];
export type TrafficPackage = Known<FromSchema<typeof PackageAnswer>>;
export type Billing = NonNullable<User['subscription']['billing']>;
export type TestCheckout = Known<FromSchema<typeof TestCheckoutAnswer>>;
export type Credentials = FromSchema<typeof CredentialsBody>;
