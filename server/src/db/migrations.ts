/**
 * The schema, as migrations that run in order when the server starts (and from the admin tool).
 * A migration, once released, never changes; a new one is added after it.
 */
import {Migrator, sql, type Kysely, type Migration, type MigrationProvider} from 'kysely';
import type {Database} from './schema.ts';

const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('pro_expires_at', 'text')
        .addColumn('traffic_balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    },
  },
  '0002-offers-codes-orders': {
    async up(db: Kysely<unknown>) {
      // One claim per user and offer, enforced by the database itself.
      await db.schema
        .createTable('offer_claims')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('offer', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('offer_claims_pk', ['user_id', 'offer'])
        .execute();
      await db.schema
        .createTable('redemption_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('redeemed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('redeemed_at', 'text')
        .execute();
      await db.schema
        .createTable('packages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('characters', 'bigint', (c) => c.notNull().check(sql`characters > 0`))
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('characters', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();
      // The catalogue the top-up page shows (src/data/plans.ts); the admin tool changes it later.
      await db
        .insertInto('packages' as never)
        .values([
          {id: 'chars-2m', characters: 2_000_000, price_cents: 299, currency: 'USD', active: 1},
          {id: 'chars-10m', characters: 10_000_000, price_cents: 1199, currency: 'USD', active: 1},
          {id: 'chars-50m', characters: 50_000_000, price_cents: 4999, currency: 'USD', active: 1},
        ] as never)
        .execute();
    },
  },
  '0003-throttles': {
    async up(db: Kysely<unknown>) {
      // Attempt counters shared by every server process (src/throttle.ts).
      await db.schema
        .createTable('throttles')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('resets_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('throttles_resets_at').on('throttles').column('resets_at').execute();
    },
  },
  '0004-payments': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('customer_id', 'text').execute();
      // Orders now hold Pro plans as well as packages, so `package_id` may be null: the table is
      // made anew (SQLite cannot drop a NOT NULL in place) and its rows copied as traffic orders.
      await db.schema
        .createTable('orders_v2')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('package_id', 'text', (c) => c.references('packages.id'))
        .addColumn('plan_interval', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('characters', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('refunded_at', 'text')
        .addColumn('provider', 'text', (c) => c.notNull().defaultTo('test'))
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh'))
        .addColumn('checkout_id', 'text', (c) => c.unique())
        .addColumn('payment_id', 'text')
        .addColumn('customer_id', 'text')
        .addColumn('subscription_id', 'text')
        .addColumn('invoice_id', 'text')
        .execute();
      await sql`insert into orders_v2 (id, user_id, kind, package_id, status, amount_cents, currency, characters, created_at, paid_at)
        select id, user_id, 'traffic', package_id, status, amount_cents, currency, characters, created_at, paid_at from orders`.execute(
        db,
      );
      await db.schema.dropTable('orders').execute();
      await db.schema.alterTable('orders_v2').renameTo('orders').execute();
      await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('orders_payment').on('orders').column('payment_id').execute();
      await db.schema.createIndex('orders_invoice').on('orders').column('invoice_id').execute();

      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_interval', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('current_period_end', 'text')
        .addColumn('ended_at', 'text')
        .addColumn('state_at', 'text', (c) => c.notNull())
        .addColumn('failed_period_end', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();
      await db.schema
        .createTable('pro_periods')
        .addColumn('invoice_id', 'text', (c) => c.primaryKey())
        .addColumn('subscription_id', 'text')
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('period_start', 'text')
        .addColumn('period_end', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('payment_id', 'text')
        .addColumn('refunded_at', 'text')
        .execute();
      await db.schema.createIndex('pro_periods_user').on('pro_periods').column('user_id').execute();
      await db.schema.createIndex('pro_periods_payment').on('pro_periods').column('payment_id').execute();
      await db.schema
        .createTable('refunds')
        .addColumn('payment_id', 'text', (c) => c.primaryKey())
        .addColumn('refunded_at', 'text', (c) => c.notNull())
        .addColumn('full', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('payment_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0005-account-self-service': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
      // The language of the account's emails (the page it registered from, then its last request).
      await db.schema
        .alterTable('users')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh'))
        .execute();
      // Links sent by email: only a SHA-256 digest of each token is kept, as for sessions.
      await db.schema
        .createTable('account_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();
      // Orders outlive a deleted account (accounting), naming no one: `user_id` becomes nullable
      // and is cleared when the user goes. SQLite cannot change a column in place: the table is
      // made anew and its rows copied.
      await db.schema
        .createTable('orders_v3')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('package_id', 'text', (c) => c.references('packages.id'))
        .addColumn('plan_interval', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('characters', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('refunded_at', 'text')
        .addColumn('provider', 'text', (c) => c.notNull().defaultTo('test'))
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh'))
        .addColumn('checkout_id', 'text', (c) => c.unique())
        .addColumn('payment_id', 'text')
        .addColumn('customer_id', 'text')
        .addColumn('subscription_id', 'text')
        .addColumn('invoice_id', 'text')
        .execute();
      await sql`insert into orders_v3 select id, user_id, kind, package_id, plan_interval, status, amount_cents, currency,
        characters, created_at, paid_at, refunded_at, provider, locale, checkout_id, payment_id, customer_id,
        subscription_id, invoice_id from orders`.execute(db);
      await db.schema.dropTable('orders').execute();
      await db.schema.alterTable('orders_v3').renameTo('orders').execute();
      await db.schema.createIndex('orders_by_user').on('orders').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('orders_by_payment').on('orders').column('payment_id').execute();
      await db.schema.createIndex('orders_by_invoice').on('orders').column('invoice_id').execute();
    },
  },
};

const provider: MigrationProvider = {getMigrations: async () => MIGRATIONS};

/** Brings the schema up to date; answers the names of the migrations it ran. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({db, provider});
  const {error, results} = await migrator.migrateToLatest();
  if (error) throw new Error('Database migration failed', {cause: error});
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
