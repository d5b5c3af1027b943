/**
 * Orders: traffic packages and Pro plans, each recorded as pending at its current price before
 * the visitor is sent to pay. Paying, failing, leaving and refunds change them only through the
 * payment state machine (`billing.ts`).
 */
import {randomUUID} from 'node:crypto';
import {PRO_PRICES, type ProInterval} from '@interlinear/shared/plans';
import type {Db} from './db/connect.ts';
import type {OrdersTable, PackagesTable} from './db/schema.ts';
import {iso} from './time.ts';
import type {Order, TrafficPackage} from '@interlinear/shared/api';

/** A package and an order as the API answers them: the contract's shapes. */
export type PublicPackage = TrafficPackage;
export type PublicOrder = Order;

export function publicPackage(row: PackagesTable): PublicPackage {
  return {id: row.id, characters: Number(row.characters), price: {amount: row.price_cents, currency: row.currency}};
}

export function publicOrder(row: OrdersTable): PublicOrder {
  return {
    id: row.id,
    kind: row.kind,
    packageId: row.package_id,
    interval: row.plan_interval,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    refundedAt: row.refunded_at,
    characters: Number(row.characters),
    amount: {amount: row.amount_cents, currency: row.currency},
    test: row.provider === 'test',
  };
}

/** Packages on sale, smallest first. */
export async function listPackages(db: Db, includeWithdrawn = false): Promise<PackagesTable[]> {
  let query = db.kysely.selectFrom('packages').selectAll().orderBy('characters');
  if (!includeWithdrawn) query = query.where('active', '=', 1);
  return query.execute();
}

export async function userOrders(db: Db, userId: string): Promise<PublicOrder[]> {
  const rows = await db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(publicOrder);
}

/** One of the user's orders; null for an order that is not theirs, as for one that does not exist. */
export async function userOrder(db: Db, userId: string, orderId: string): Promise<OrdersTable | null> {
  const row = await db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export type Purchase = {readonly packageId: string} | {readonly plan: ProInterval};

/** Records a pending order at the current price; null when the package is not on sale. */
export async function createOrder(
  db: Db,
  userId: string,
  purchase: Purchase,
  provider: OrdersTable['provider'],
  locale: string,
  now = Date.now(),
): Promise<OrdersTable | null> {
  const base = {
    id: randomUUID(),
    user_id: userId,
    status: 'pending' as const,
    created_at: iso(now),
    paid_at: null,
    refunded_at: null,
    provider,
    locale,
    checkout_id: null,
    payment_id: null,
    customer_id: null,
    subscription_id: null,
    invoice_id: null,
  };
  let row: OrdersTable;
  if ('plan' in purchase) {
    const price = PRO_PRICES[purchase.plan];
    row = {
      ...base,
      kind: 'pro',
      package_id: null,
      plan_interval: purchase.plan,
      amount_cents: price.amount,
      currency: price.currency,
      characters: 0,
    };
  } else {
    const pkg = await db.kysely
      .selectFrom('packages')
      .selectAll()
      .where('id', '=', purchase.packageId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!pkg) return null;
    row = {
      ...base,
      kind: 'traffic',
      package_id: pkg.id,
      plan_interval: null,
      amount_cents: pkg.price_cents,
      currency: pkg.currency,
      characters: Number(pkg.characters),
    };
  }
  await db.kysely.insertInto('orders').values(row).execute();
  return row;
}

/** Notes the checkout session an order is paid through. */
export async function setCheckout(db: Db, orderId: string, checkoutId: string): Promise<void> {
  await db.kysely.updateTable('orders').set({checkout_id: checkoutId}).where('id', '=', orderId).execute();
}
