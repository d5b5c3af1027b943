/** The tables, as Kysely sees them. Instants are ISO 8601 text in UTC, so both databases sort and compare them alike. */
import type {Generated} from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  /** Null while the account has never had Pro; this is what makes an account "new" for the comic offer. */
  pro_expires_at: string | null;
  traffic_balance: Generated<number>;
  /** The payment provider's customer (Stripe `cus_…`), once the user has paid for Pro; opens the customer portal. */
  customer_id: string | null;
  /** When the address was confirmed through a link sent to it; null until then. */
  email_verified_at: string | null;
  /** The language of the account's emails. */
  locale: Generated<string>;
}

export type TokenPurpose = 'verify' | 'reset' | 'change_email';

/** A link sent by email: confirm the address, reset the password, or confirm a new address. */
export interface AccountTokensTable {
  /** SHA-256 of the token in the link; the token itself is never stored. */
  id: string;
  user_id: string;
  purpose: TokenPurpose;
  /** The address the link was sent to (for `change_email`, the new one). */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the token in the cookie; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface OfferClaimsTable {
  user_id: string;
  offer: string;
  claimed_at: string;
  expires_at: string;
}

export interface RedemptionCodesTable {
  code: string;
  days: number;
  created_at: string;
  expires_at: string | null;
  redeemed_by: string | null;
  redeemed_at: string | null;
}

export interface PackagesTable {
  id: string;
  characters: number;
  /** Price in the currency's minor unit (cents). */
  price_cents: number;
  currency: string;
  /** 1 when on sale, 0 when withdrawn; integers behave the same in SQLite and PostgreSQL. */
  active: number;
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'refunded';

export interface OrdersTable {
  id: string;
  /** Null once the account was deleted: the order is kept for the books, naming no one. */
  user_id: string | null;
  /** A traffic package (`package_id`, `characters`) or a Pro plan (`plan_interval`). */
  kind: 'traffic' | 'pro';
  package_id: string | null;
  plan_interval: 'month' | 'year' | null;
  status: OrderStatus;
  /** In the currency's minor unit. */
  amount_cents: number;
  currency: string;
  characters: number;
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  /** `stripe`, or `test` for the built-in test checkout. */
  provider: 'stripe' | 'test';
  /** The page's locale, for the checkout page and the addresses it returns to. */
  locale: string;
  /** The checkout session (`cs_…`, or `test_cs_…`). */
  checkout_id: string | null;
  /** The payment a refund names (a PaymentIntent `pi_…` for a traffic package). */
  payment_id: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  /** The first invoice of a Pro subscription (`in_…`). */
  invoice_id: string | null;
}

/** A Pro subscription bought on the site, as its provider last described it. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_interval: 'month' | 'year';
  /** The provider's status: `active`, `past_due`, `canceled`, `unpaid`, … */
  status: string;
  cancel_at_period_end: number;
  current_period_end: string | null;
  ended_at: string | null;
  /** When the state above was true (the event's creation): an older delivery never overwrites a newer one. */
  state_at: string;
  /** The end of the period whose payment last failed; shown while no paid period reaches it. */
  failed_period_end: string | null;
  created_at: string;
}

/** One paid (or refunded) period of a subscription, by its invoice; Pro lasts to the end of the latest paid one. */
export interface ProPeriodsTable {
  invoice_id: string;
  subscription_id: string | null;
  user_id: string | null;
  period_start: string | null;
  period_end: string | null;
  paid_at: string | null;
  payment_id: string | null;
  refunded_at: string | null;
}

/** Refunds by payment, kept so that a refund delivered before its payment's checkout still applies. */
export interface RefundsTable {
  payment_id: string;
  refunded_at: string;
  /** 1 when the whole amount was refunded. */
  full: number;
}

/** Every provider event applied, once: a replay or a second delivery finds its id here and changes nothing. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface ThrottlesTable {
  /** What is counted: `register:address:…`, `login:address:…`, `login:email:<sha-256>`. */
  key: string;
  hits: number;
  /** When the current window ends and the count starts again. */
  resets_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  offer_claims: OfferClaimsTable;
  redemption_codes: RedemptionCodesTable;
  packages: PackagesTable;
  orders: OrdersTable;
  throttles: ThrottlesTable;
  subscriptions: SubscriptionsTable;
  pro_periods: ProPeriodsTable;
  refunds: RefundsTable;
  payment_events: PaymentEventsTable;
  account_tokens: AccountTokensTable;
}
