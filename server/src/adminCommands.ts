/** What the admin tool does, apart from reading its arguments, so that tests can call it directly. */
import {randomInt} from 'node:crypto';
import {CODE_ALPHABET, CODE_LENGTH} from '@interlinear/shared/redemption';
import type {Db} from './db/connect.ts';
import {findUser, normalizeEmail} from './accounts.ts';
import {grantPro} from './membership.ts';
import {PACKAGE_ID} from '@interlinear/shared/api';
import {listPackages} from './orders.ts';
import {applyFact} from './billing.ts';
import type {PaymentProvider} from './payments.ts';
import {majorUnits, minorDigits, toMinor} from '@interlinear/shared/plans';
import {iso} from './time.ts';

export class UsageError extends Error {}

type Options = Readonly<Record<string, string | undefined>>;

function whole(options: Options, name: string, min: number, max: number, fallback?: number): number {
  const raw = options[name];
  if (raw === undefined && fallback !== undefined) return fallback;
  const n = Number(raw);
  if (raw === undefined || !Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function required(options: Options, name: string): string {
  const value = options[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

/** A new code in the form the site accepts: four groups of four from the unambiguous alphabet. */
export function newCode(): string {
  const chars = Array.from({length: CODE_LENGTH}, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

const table = (rows: readonly Record<string, unknown>[]): string =>
  rows.length === 0
    ? '(none)'
    : rows
        .map((row) =>
          Object.entries(row)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${k}=${v ?? '-'}`)
            .join('  '),
        )
        .join('\n');

export async function adminCommand(
  db: Db,
  group: string,
  action: string,
  options: Options,
  args: readonly string[],
  /** Refunds go through the provider the orders were paid with (the server's settings). */
  payments?: PaymentProvider,
): Promise<string> {
  const now = Date.now();
  switch (`${group} ${action}`) {
    case 'migrate ':
      return 'The schema is up to date.';
    case 'codes create': {
      const days = whole(options, 'days', 1, 3650);
      const count = whole(options, 'count', 1, 10_000, 1);
      let expiresAt: string | null = null;
      if (options.expires !== undefined) {
        const t = Date.parse(options.expires);
        if (Number.isNaN(t) || t <= now) throw new UsageError('--expires must be an ISO 8601 instant in the future');
        expiresAt = iso(t);
      }
      const codes = Array.from({length: count}, newCode);
      await db.kysely
        .insertInto('redemption_codes')
        .values(
          codes.map((code) => ({
            code,
            days,
            created_at: iso(now),
            expires_at: expiresAt,
            redeemed_by: null,
            redeemed_at: null,
          })),
        )
        .execute();
      return codes.join('\n');
    }
    case 'codes list': {
      const rows = await db.kysely
        .selectFrom('redemption_codes')
        .leftJoin('users', 'users.id', 'redemption_codes.redeemed_by')
        .select(['code', 'days', 'expires_at', 'redeemed_at', 'users.email as redeemed_by'])
        .orderBy('redemption_codes.created_at')
        .execute();
      return table(rows);
    }
    case 'packages list':
      return table(
        (await listPackages(db, true)).map((p) => ({
          ...p,
          price: (p.price_cents / 100).toFixed(2),
          price_cents: undefined,
        })),
      );
    case 'packages add': {
      const id = required(options, 'id');
      if (!PACKAGE_ID.test(id))
        throw new UsageError('--id may hold lower-case letters, digits and dashes (at most 64)');
      const characters = whole(options, 'characters', 1, 1e12);
      const price = Number(required(options, 'price'));
      if (!Number.isFinite(price) || price < 0) throw new UsageError('--price must be an amount such as 9.99');
      const currency = (options.currency ?? 'USD').toUpperCase();
      if (!/^[A-Z]{3}$/.test(currency)) throw new UsageError('--currency must be a three-letter ISO 4217 code');
      const row = {id, characters, price_cents: toMinor(price, currency), currency, active: 1};
      const added = await db.kysely
        .insertInto('packages')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!added) throw new UsageError(`A package ${id} exists already`);
      return `Added package ${id}.`;
    }
    case 'packages withdraw': {
      const id = required(options, 'id');
      const result = await db.kysely.updateTable('packages').set({active: 0}).where('id', '=', id).executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new UsageError(`No package ${id}`);
      return `Package ${id} is no longer on sale; its orders stay as they are.`;
    }
    case 'users list': {
      const rows = await db.kysely
        .selectFrom('users')
        .select(['id', 'email', 'created_at', 'pro_expires_at', 'traffic_balance'])
        .orderBy('created_at')
        .execute();
      return table(rows);
    }
    case 'users grant-pro': {
      const email = normalizeEmail(required(options, 'email'));
      const days = whole(options, 'days', 1, 3650);
      const user = await db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (!user) throw new UsageError(`No user ${email}`);
      const expiresAt = await grantPro(db, user.id, days);
      return `${email} has Pro until ${expiresAt}.`;
    }
    case 'orders list': {
      let query = db.kysely
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.id',
          'users.email',
          'kind',
          'package_id',
          'plan_interval',
          'status',
          'amount_cents',
          'currency',
          'orders.created_at',
          'paid_at',
          'refunded_at',
          'provider',
          'checkout_id',
          'payment_id',
          'orders.customer_id',
          'subscription_id',
          'invoice_id',
        ])
        .orderBy('orders.created_at');
      if (options.status) query = query.where('status', '=', options.status as 'pending');
      return table(
        (await query.execute()).map((o) => ({
          ...o,
          package_id: o.package_id ?? undefined,
          plan_interval: o.plan_interval ?? undefined,
          amount: majorUnits({amount: o.amount_cents, currency: o.currency}).toFixed(minorDigits(o.currency)),
          amount_cents: undefined,
        })),
      );
    }
    case 'orders mark-paid': {
      // For a payment that reached us outside any checkout (a bank transfer): the same state
      // machine as a checkout, under an event id of its own, so marking twice credits once.
      const order = await orderNamed(db, args, 'mark-paid');
      if (order.status === 'paid' || order.status === 'refunded')
        return `Order ${order.id} was already paid; nothing credited again.`;
      const result = await applyFact(db, `manual_paid_${order.id}`, {
        type: 'checkout.paid',
        orderId: order.id,
        at: Date.now(),
      });
      if (result === 'duplicate') return `Order ${order.id} was already paid; nothing credited again.`;
      const user = order.user_id ? await findUser(db, order.user_id) : null;
      if (!user) return `Order ${order.id} is paid; its account was deleted, so nothing was credited.`;
      return order.kind === 'traffic'
        ? `Order ${order.id} is paid: ${order.characters} characters credited to ${user.email}, balance ${user.traffic.balance}.`
        : `Order ${order.id} is paid: ${user.email} has Pro until ${user.subscription.expiresAt}.`;
    }
    case 'orders refund': {
      const order = await orderNamed(db, args, 'refund');
      if (order.status === 'refunded') return `Order ${order.id} is already refunded.`;
      if (order.status !== 'paid')
        throw new UsageError(`Order ${order.id} is ${order.status}; only a paid order is refunded`);
      if (!payments) throw new UsageError('Refunds need the payment settings of the server');
      if (order.provider !== payments.name)
        throw new UsageError(
          `Order ${order.id} was paid through ${order.provider}, but the server is set up for ${payments.name}`,
        );
      return `Order ${order.id}: ${await payments.refund(order)}.`;
    }
    default:
      throw new UsageError(
        `Unknown command "${[group, action].join(' ').trim()}". Commands: codes create|list, packages list|add|withdraw, users list|grant-pro, orders list|mark-paid|refund, migrate`,
      );
  }
}

async function orderNamed(db: Db, args: readonly string[], action: string) {
  const [orderId] = args;
  if (!orderId) throw new UsageError(`Name the order: orders ${action} <order id>`);
  const order = await db.kysely.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new UsageError(`No order ${orderId}`);
  return order;
}
