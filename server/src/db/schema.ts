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

export interface OrdersTable {
  id: string;
  user_id: string;
  package_id: string;
  status: 'pending' | 'paid' | 'cancelled';
  amount_cents: number;
  currency: string;
  characters: number;
  created_at: string;
  paid_at: string | null;
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
}
