/** Traffic packages and their orders. Paying is recorded once: the pending → paid write is conditional. */
import {randomUUID} from 'node:crypto';
import type {Db} from './db/connect.ts';
import type {OrdersTable, PackagesTable} from './db/schema.ts';
import {writeTransaction} from './db/transaction.ts';
import {iso} from './time.ts';
import type {Order, TrafficPackage} from '@interlinear/shared/api';

/** A package and an order as the API answers them: the contract's shapes. */
export type PublicPackage = TrafficPackage;
export type PublicOrder = Order & {readonly paidAt: string | null; readonly characters: number};

const money = (cents: number, currency: string) => ({value: cents / 100, currency});

export function publicPackage(row: PackagesTable): PublicPackage {
  return {id: row.id, characters: Number(row.characters), price: money(row.price_cents, row.currency)};
}

function publicOrder(row: OrdersTable): PublicOrder {
  return {
    id: row.id,
    packageId: row.package_id,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    characters: Number(row.characters),
    amount: money(row.amount_cents, row.currency),
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

/** Records a pending order at the package's current price; null when the package is not on sale. */
export async function createOrder(
  db: Db,
  userId: string,
  packageId: string,
  now = Date.now(),
): Promise<PublicOrder | null> {
  const pkg = await db.kysely
    .selectFrom('packages')
    .selectAll()
    .where('id', '=', packageId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!pkg) return null;
  const row: OrdersTable = {
    id: randomUUID(),
    user_id: userId,
    package_id: pkg.id,
    status: 'pending',
    amount_cents: pkg.price_cents,
    currency: pkg.currency,
    characters: Number(pkg.characters),
    created_at: iso(now),
    paid_at: null,
  };
  await db.kysely.insertInto('orders').values(row).execute();
  return publicOrder(row);
}

export type MarkPaidResult = 'paid' | 'already_paid' | 'cancelled' | 'unknown';

/** Marks a pending order paid and credits its characters, in one transaction; a second call credits nothing. */
export async function markOrderPaid(db: Db, orderId: string, now = Date.now()): Promise<MarkPaidResult> {
  return writeTransaction(db, async (trx) => {
    const paid = await trx
      .updateTable('orders')
      .set({status: 'paid', paid_at: iso(now)})
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .returning(['user_id', 'characters'])
      .executeTakeFirst();
    if (!paid) {
      const row = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
      if (!row) return 'unknown';
      return row.status === 'paid' ? 'already_paid' : 'cancelled';
    }
    await trx
      .updateTable('users')
      .set((eb) => ({traffic_balance: eb('traffic_balance', '+', Number(paid.characters))}))
      .where('id', '=', paid.user_id)
      .execute();
    return 'paid';
  });
}
