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

export const CredentialsBody = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: {type: 'string', format: 'email', maxLength: 254},
    password: {type: 'string', minLength: 8, maxLength: 128},
  },
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

export const OrderBody = {
  type: 'object',
  required: ['packageId'],
  additionalProperties: false,
  properties: {packageId: {type: 'string', pattern: PACKAGE_ID.source}},
} as const;

// Answers. `date-time` is an ISO 8601 instant a browser parses (see check.ts).

const Instant = {type: 'string', format: 'date-time'} as const;
const Money = {
  type: 'object',
  required: ['value', 'currency'],
  properties: {value: {type: 'number'}, currency: {type: 'string'}},
} as const;

export const UserAnswer = {
  type: 'object',
  required: ['id', 'email', 'subscription', 'traffic'],
  properties: {
    id: {type: 'string'},
    email: {type: 'string'},
    createdAt: Instant,
    subscription: {
      type: 'object',
      required: ['subscriptionStatus', 'plan', 'expiresAt'],
      properties: {
        subscriptionStatus: {type: 'string', enum: ['active', 'inactive', 'expired']},
        plan: {type: 'string', enum: ['free', 'pro']},
        /** Null when the visitor never had Pro. */
        expiresAt: {anyOf: [Instant, {type: 'null'}]},
      },
    },
    /** Remaining traffic-package characters. */
    traffic: {type: 'object', required: ['balance'], properties: {balance: {type: 'number'}}},
  },
} as const;

export const OrderAnswer = {
  type: 'object',
  required: ['id', 'packageId', 'status', 'createdAt', 'amount'],
  properties: {
    id: {type: 'string'},
    packageId: {type: 'string'},
    status: {type: 'string', enum: ['pending', 'paid', 'cancelled']},
    createdAt: Instant,
    paidAt: {anyOf: [Instant, {type: 'null'}]},
    /** Characters the package adds to the balance once paid. */
    characters: {type: 'number'},
    amount: Money,
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

/** `checkoutUrl`: where this order is paid (the site builds the same address from its settings). */
export const CreatedOrderAnswer = {
  type: 'object',
  required: ['order'],
  properties: {order: OrderAnswer, checkoutUrl: {type: 'string'}},
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
export type Credentials = FromSchema<typeof CredentialsBody>;
