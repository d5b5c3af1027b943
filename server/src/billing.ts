/**
 * The payment state machine. Stripe's webhooks and the built-in test checkout describe what
 * happened as the same few facts (`BillingFact`); `applyFact` records each fact's event id and
 * its effect in one write transaction, so a second delivery of an event changes nothing and a
 * crash in the middle leaves no half-applied event (the provider's retry applies it whole).
 *
 * Deliveries may come in any order. Every effect is written so that the end state does not
 * depend on it: a period's end only ever grows (`max`), a subscription's state is replaced only
 * by a newer one (its event's time), and a refund that arrives before its payment is kept and
 * applied when the payment arrives.
 */
import {sql, type Kysely} from 'kysely';
import type {Db} from './db/connect.ts';
import type {Database, OrdersTable} from './db/schema.ts';
import {writeTransaction} from './db/transaction.ts';
import {iso} from './time.ts';

type Interval = 'month' | 'year';

export type BillingFact =
  /** A checkout was paid: the order is paid; a package's characters are credited, a Pro plan starts. */
  | {
      readonly type: 'checkout.paid';
      readonly orderId: string;
      readonly at: number;
      readonly paymentId?: string | null;
      readonly customerId?: string | null;
      readonly subscriptionId?: string | null;
      readonly invoiceId?: string | null;
    }
  /** The payment of a checkout was declined after the visitor left it (delayed payment methods). */
  | {readonly type: 'checkout.failed'; readonly orderId: string}
  /** The visitor left the checkout, or it expired: nothing was charged. */
  | {readonly type: 'checkout.closed'; readonly orderId: string}
  /** An invoice of a subscription was paid: Pro lasts at least to the end of its period. */
  | {
      readonly type: 'period.paid';
      readonly invoiceId: string;
      readonly subscriptionId: string;
      readonly userId: string;
      readonly interval: Interval;
      readonly start: number;
      readonly end: number;
      readonly at: number;
      readonly paymentId?: string | null;
    }
  /** A renewal payment failed: Pro stays to the end of the paid period; the profile says so. */
  | {
      readonly type: 'period.failed';
      readonly subscriptionId: string;
      readonly userId: string;
      readonly interval: Interval;
      readonly end: number;
      readonly at: number;
    }
  /** The subscription as the provider describes it at `at` (created, updated, cancelled at period end, ended). */
  | {
      readonly type: 'subscription.state';
      readonly subscriptionId: string;
      readonly userId: string;
      readonly interval: Interval;
      readonly status: string;
      readonly cancelAtPeriodEnd: boolean;
      readonly periodEnd: number | null;
      readonly endedAt: number | null;
      readonly at: number;
    }
  /** A payment was refunded: a package's unused characters go, a Pro period ends. */
  | {
      readonly type: 'payment.refunded';
      readonly paymentId: string;
      /** The invoice the payment paid, when it paid one. */
      readonly invoiceId?: string | null;
      readonly full: boolean;
      readonly at: number;
    };

export type ApplyResult = 'applied' | 'duplicate';

/** The PostgreSQL advisory lock that orders payment events ("pay" in ASCII). */
const PAYMENTS_LOCK = 0x706179;

/** Applies one event's fact once: a second call with the same event id changes nothing. */
export async function applyFact(db: Db, eventId: string, fact: BillingFact, now = Date.now()): Promise<ApplyResult> {
  return writeTransaction(db, async (trx) => {
    // One payment event at a time, as SQLite's write lock already makes it: a refund and its
    // payment applied at once would otherwise each miss the other's uncommitted row.
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PAYMENTS_LOCK})`.execute(trx);
    const fresh = await trx
      .insertInto('payment_events')
      .values({id: eventId, type: fact.type, received_at: iso(now)})
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
    // A subscription's later events may name an account deleted since: recorded, nothing to do.
    if (
      'userId' in fact &&
      !(await trx.selectFrom('users').select('id').where('id', '=', fact.userId).executeTakeFirst())
    )
      return 'applied';
    await EFFECTS[fact.type](trx, fact as never);
    return 'applied';
  });
}

type Trx = Kysely<Database>;
type Effect<T extends BillingFact['type']> = (trx: Trx, fact: Extract<BillingFact, {type: T}>) => Promise<void>;

const EFFECTS: {readonly [T in BillingFact['type']]: Effect<T>} = {
  'checkout.paid': checkoutPaid,
  'checkout.failed': async (trx, {orderId}) => {
    await trx
      .updateTable('orders')
      .set({status: 'failed'})
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  },
  'checkout.closed': async (trx, {orderId}) => {
    await trx
      .updateTable('orders')
      .set({status: 'cancelled'})
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  },
  'period.paid': async (trx, fact) => {
    await ensureSubscription(trx, fact.subscriptionId, fact.userId, fact.interval, fact.at);
    // The invoice's own period is authoritative: it replaces the estimate a checkout wrote, and
    // keeps a refund that was recorded first.
    await trx
      .insertInto('pro_periods')
      .values({
        invoice_id: fact.invoiceId,
        subscription_id: fact.subscriptionId,
        user_id: fact.userId,
        period_start: iso(fact.start),
        period_end: iso(fact.end),
        paid_at: iso(fact.at),
        payment_id: fact.paymentId ?? null,
        refunded_at: null,
      })
      .onConflict((oc) =>
        oc.column('invoice_id').doUpdateSet((eb) => ({
          subscription_id: eb.ref('excluded.subscription_id'),
          user_id: eb.ref('excluded.user_id'),
          period_start: eb.ref('excluded.period_start'),
          period_end: eb.ref('excluded.period_end'),
          paid_at: eb.ref('excluded.paid_at'),
          payment_id: sql<string | null>`coalesce(excluded.payment_id, pro_periods.payment_id)`,
        })),
      )
      .execute();
  },
  'period.failed': async (trx, fact) => {
    await ensureSubscription(trx, fact.subscriptionId, fact.userId, fact.interval, fact.at);
    const end = iso(fact.end);
    await trx
      .updateTable('subscriptions')
      .set({failed_period_end: end})
      .where('id', '=', fact.subscriptionId)
      .where((eb) => eb.or([eb('failed_period_end', 'is', null), eb('failed_period_end', '<', end)]))
      .execute();
  },
  'subscription.state': async (trx, fact) => {
    const row = {
      id: fact.subscriptionId,
      user_id: fact.userId,
      plan_interval: fact.interval,
      status: fact.status,
      cancel_at_period_end: fact.cancelAtPeriodEnd ? 1 : 0,
      current_period_end: fact.periodEnd === null ? null : iso(fact.periodEnd),
      ended_at: fact.endedAt === null ? null : iso(fact.endedAt),
      state_at: iso(fact.at),
      failed_period_end: null,
      created_at: iso(fact.at),
    };
    // Only a newer description replaces the stored one, and an ended subscription stays ended.
    await trx
      .insertInto('subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({
            status: row.status,
            cancel_at_period_end: row.cancel_at_period_end,
            current_period_end: row.current_period_end,
            ended_at: row.ended_at,
            state_at: row.state_at,
          })
          .where('subscriptions.state_at', '<=', row.state_at)
          .where('subscriptions.ended_at', 'is', null),
      )
      .execute();
  },
  'payment.refunded': async (trx, fact) => {
    await trx
      .insertInto('refunds')
      .values({payment_id: fact.paymentId, refunded_at: iso(fact.at), full: fact.full ? 1 : 0})
      .onConflict((oc) =>
        oc
          .column('payment_id')
          .doUpdateSet({full: fact.full ? 1 : 0})
          .where('refunds.full', '=', 0),
      )
      .execute();
    if (!fact.full) return;
    await refundTraffic(trx, fact.paymentId, fact.at);
    await refundPeriod(trx, fact.paymentId, fact.invoiceId ?? null, fact.at);
  },
};

async function checkoutPaid(trx: Trx, fact: Extract<BillingFact, {type: 'checkout.paid'}>): Promise<void> {
  const order = await trx
    .updateTable('orders')
    .set({
      status: 'paid',
      paid_at: iso(fact.at),
      payment_id: fact.paymentId ?? null,
      customer_id: fact.customerId ?? null,
      subscription_id: fact.subscriptionId ?? null,
      invoice_id: fact.invoiceId ?? null,
    })
    .where('id', '=', fact.orderId)
    // A checkout the visitor left can still be paid by a delayed payment method.
    .where('status', 'in', ['pending', 'cancelled', 'failed'])
    .returningAll()
    .executeTakeFirst();
  // An order whose account was deleted is kept as paid, with nothing left to credit.
  if (!order?.user_id) return;
  const userId = order.user_id;
  if (order.kind === 'traffic') {
    await trx
      .updateTable('users')
      .set((eb) => ({traffic_balance: eb('traffic_balance', '+', Number(order.characters))}))
      .where('id', '=', userId)
      .execute();
    if (order.payment_id) {
      const refund = await trx
        .selectFrom('refunds')
        .select('refunded_at')
        .where('payment_id', '=', order.payment_id)
        .where('full', '=', 1)
        .executeTakeFirst();
      if (refund) await refundTraffic(trx, order.payment_id, Date.parse(refund.refunded_at));
    }
    return;
  }
  await startPro(trx, order, userId, fact.at);
}

/** Pro from a paid checkout: the customer is kept for the portal, and the first period starts now. */
async function startPro(trx: Trx, order: OrdersTable, userId: string, at: number): Promise<void> {
  const interval = order.plan_interval ?? 'month';
  if (order.customer_id) {
    await trx
      .updateTable('users')
      .set({customer_id: order.customer_id})
      .where('id', '=', userId)
      .where('customer_id', 'is', null)
      .execute();
  }
  const subscriptionId = order.subscription_id ?? `order_${order.id}`;
  await ensureSubscription(trx, subscriptionId, userId, interval, at);
  // Until the first invoice arrives with its exact period, the period is one interval from now.
  await trx
    .insertInto('pro_periods')
    .values({
      invoice_id: order.invoice_id ?? `order_${order.id}`,
      subscription_id: subscriptionId,
      user_id: userId,
      period_start: iso(at),
      period_end: iso(addInterval(at, interval)),
      paid_at: iso(at),
      payment_id: order.payment_id,
      refunded_at: null,
    })
    .onConflict((oc) => oc.column('invoice_id').doNothing())
    .execute();
  if (order.invoice_id) {
    const refunded = await trx
      .selectFrom('pro_periods')
      .select('refunded_at')
      .where('invoice_id', '=', order.invoice_id)
      .where('refunded_at', 'is not', null)
      .executeTakeFirst();
    if (refunded) {
      await trx
        .updateTable('orders')
        .set({status: 'refunded', refunded_at: refunded.refunded_at})
        .where('id', '=', order.id)
        .execute();
    }
  }
}

/** The subscription's row, made on whichever of its events arrives first; its state waits for a state event. */
async function ensureSubscription(trx: Trx, id: string, userId: string, interval: Interval, at: number): Promise<void> {
  await trx
    .insertInto('subscriptions')
    .values({
      id,
      user_id: userId,
      plan_interval: interval,
      status: 'active',
      cancel_at_period_end: 0,
      current_period_end: null,
      ended_at: null,
      // Older than any real description, so the first state event replaces it.
      state_at: iso(0),
      failed_period_end: null,
      created_at: iso(at),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A refunded package: the order is refunded once, and its characters leave the balance (never below zero). */
async function refundTraffic(trx: Trx, paymentId: string, at: number): Promise<void> {
  const order = await trx
    .updateTable('orders')
    .set({status: 'refunded', refunded_at: iso(at)})
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'traffic')
    .where('status', '=', 'paid')
    .returning(['user_id', 'characters'])
    .executeTakeFirst();
  if (!order) return;
  const characters = Number(order.characters);
  await trx
    .updateTable('users')
    .set({
      traffic_balance: sql<number>`case when traffic_balance > ${characters} then traffic_balance - ${characters} else 0 end`,
    })
    .where('id', '=', order.user_id)
    .execute();
}

/** A refunded Pro period no longer counts; a refund that comes before its invoice is kept for it. */
async function refundPeriod(trx: Trx, paymentId: string, invoiceId: string | null, at: number): Promise<void> {
  const refunded = await trx
    .updateTable('pro_periods')
    .set({refunded_at: iso(at)})
    .where((eb) =>
      invoiceId
        ? eb.or([eb('invoice_id', '=', invoiceId), eb('payment_id', '=', paymentId)])
        : eb('payment_id', '=', paymentId),
    )
    .where('refunded_at', 'is', null)
    .returning('invoice_id')
    .execute();
  if (refunded.length === 0 && invoiceId) {
    await trx
      .insertInto('pro_periods')
      .values({
        invoice_id: invoiceId,
        subscription_id: null,
        user_id: null,
        period_start: null,
        period_end: null,
        paid_at: null,
        payment_id: paymentId,
        refunded_at: iso(at),
      })
      .onConflict((oc) => oc.column('invoice_id').doNothing())
      .execute();
  }
  const invoices = [...refunded.map((r) => r.invoice_id), ...(invoiceId ? [invoiceId] : [])];
  await trx
    .updateTable('orders')
    .set({status: 'refunded', refunded_at: iso(at)})
    .where('kind', '=', 'pro')
    .where('status', '=', 'paid')
    .where((eb) =>
      invoices.length > 0
        ? eb.or([eb('invoice_id', 'in', invoices), eb('payment_id', '=', paymentId)])
        : eb('payment_id', '=', paymentId),
    )
    .execute();
}

/** One calendar month or year later, in UTC, as Stripe bills (the 31st of a short month clamps to its end). */
export function addInterval(at: number, interval: Interval): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  const next = new Date(at);
  next.setUTCDate(1);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.getTime();
}

export interface SubscriptionView {
  readonly interval: Interval;
  readonly status: 'active' | 'ending' | 'ended';
  readonly paidThrough: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly paymentFailed: boolean;
  readonly manageable: boolean;
}

/**
 * A user's subscriptions as Pro time: the end of the latest paid, unrefunded period (cut short
 * where the subscription ended early), and the newest subscription as the profile shows it.
 */
export async function proFromSubscriptions(
  db: Db,
  userId: string,
  now = Date.now(),
): Promise<{readonly until: string | null; readonly billing: SubscriptionView | null}> {
  const [subscriptions, periods, user] = await Promise.all([
    db.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    db.kysely
      .selectFrom('pro_periods')
      .select(['subscription_id', 'period_end'])
      .where('user_id', '=', userId)
      .where('paid_at', 'is not', null)
      .where('refunded_at', 'is', null)
      .execute(),
    db.kysely.selectFrom('users').select('customer_id').where('id', '=', userId).executeTakeFirst(),
  ]);
  let until: string | null = null;
  let billing: SubscriptionView | null = null;
  for (const sub of subscriptions) {
    let paidThrough: string | null = null;
    for (const p of periods) {
      if (p.subscription_id === sub.id && p.period_end && (paidThrough === null || p.period_end > paidThrough))
        paidThrough = p.period_end;
    }
    const end = paidThrough && sub.ended_at && sub.ended_at < paidThrough ? sub.ended_at : paidThrough;
    if (end && (until === null || end > until)) until = end;
    if (billing === null) {
      const over = sub.ended_at !== null || end === null || Date.parse(end) <= now;
      billing = {
        interval: sub.plan_interval,
        status: over ? 'ended' : sub.cancel_at_period_end ? 'ending' : 'active',
        paidThrough: end,
        cancelAtPeriodEnd: sub.cancel_at_period_end === 1,
        paymentFailed: !over && sub.failed_period_end !== null && (end === null || sub.failed_period_end > end),
        manageable: Boolean(user?.customer_id),
      };
    }
  }
  return {until, billing};
}
