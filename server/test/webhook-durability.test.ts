/**
 * A real server process killed (SIGKILL) in the middle of a burst of Stripe webhooks, then started
 * again and sent every event once more, as Stripe retries: no acknowledged payment is lost, none
 * is half-applied, and none is credited twice.
 */
import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {makeUsers, startServer} from './processes.ts';
import {BACKENDS, freshDb, type TestDb} from './helpers.ts';
import {
  checkoutCompleted,
  deliveryHeaders,
  signedDelivery,
  startStripeStandin,
  stripeId,
  type StripeEventJson,
  type StripeStandin,
} from './stripe-standin.ts';

const ORDERS = 200;
const CONCURRENCY = 20;
const CHARACTERS = 2_000_000;

/** Sends each event once, `CONCURRENCY` at a time; `after` runs on each answer (the status, or null when the connection failed). */
async function sendAll(
  url: string,
  events: readonly StripeEventJson[],
  after: (event: StripeEventJson, status: number | null) => void = () => undefined,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const event = events[next++]!;
      // Signed when sent, as Stripe signs each attempt.
      const delivery = signedDelivery(event);
      const status = await fetch(`${url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: deliveryHeaders(delivery),
        body: delivery.payload,
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => null,
      );
      after(event, status);
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
}

describe.each(BACKENDS)('a server killed in the middle of a burst of Stripe webhooks, on %s', (backend) => {
  let stripe: StripeStandin;
  let t: TestDb;
  beforeAll(async () => {
    stripe = await startStripeStandin();
    t = await freshDb(backend, {...stripe.env(), LOG_LEVEL: 'error'});
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  test('loses no acknowledged payment, half-applies none, and credits each once when Stripe delivers them all again', async () => {
    const users = await makeUsers(t.db, ORDERS, `webhook-${backend}`);
    const orders = users.map((user) => ({id: randomUUID(), userId: user.id}));
    await t.db.kysely
      .insertInto('orders')
      .values(
        orders.map((o) => ({
          id: o.id,
          user_id: o.userId,
          kind: 'traffic' as const,
          package_id: 'chars-2m',
          plan_interval: null,
          status: 'pending' as const,
          amount_cents: 299,
          currency: 'USD',
          characters: CHARACTERS,
          created_at: new Date().toISOString(),
          paid_at: null,
          refunded_at: null,
          provider: 'stripe' as const,
          locale: 'zh',
          checkout_id: stripeId('cs_test'),
          payment_id: null,
          customer_id: null,
          subscription_id: null,
          invoice_id: null,
        })),
      )
      .execute();
    const events = orders.map((o) =>
      checkoutCompleted({orderId: o.id, userId: o.userId, mode: 'payment', paymentIntent: stripeId('pi'), amount: 299}),
    );
    const orderOf = new Map(events.map((e, i) => [e.id, orders[i]!]));

    const server = await startServer(t.env);
    const acknowledged = new Set<string>();
    let killed = false;
    await sendAll(server.url, events, (event, status) => {
      if (status === 200) acknowledged.add(event.id);
      // Killed once a third of the burst is through, with the rest in flight.
      if (!killed && acknowledged.size >= ORDERS / 3) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    });
    await server.stop();
    expect(killed).toBe(true);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(ORDERS / 3);
    expect(acknowledged.size).toBeLessThan(ORDERS);

    // After the crash: every acknowledged event is applied, and every event is applied whole or not at all.
    const state = async () => {
      const rows = await t.db.kysely
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select(['orders.id', 'orders.status', 'orders.payment_id', 'users.traffic_balance'])
        .where(
          'orders.id',
          'in',
          orders.map((o) => o.id),
        )
        .execute();
      const recorded = await t.db.kysely.selectFrom('payment_events').select(['id', 'type']).execute();
      return {byOrder: new Map(rows.map((r) => [r.id, r])), recorded};
    };
    const crashed = await state();
    const recorded = new Set(crashed.recorded.map((r) => r.id));
    expect(crashed.recorded.length).toBe(recorded.size);
    for (const id of acknowledged) expect(recorded.has(id), `acknowledged ${id}`).toBe(true);
    for (const event of events) {
      const row = crashed.byOrder.get(orderOf.get(event.id)!.id)!;
      const applied = recorded.has(event.id);
      expect({status: row.status, balance: Number(row.traffic_balance)}, event.id).toEqual(
        applied ? {status: 'paid', balance: CHARACTERS} : {status: 'pending', balance: 0},
      );
    }
    const appliedBeforeRestart = recorded.size;

    // Started again, the server gets every event once more (Stripe retries acknowledged or not).
    const again = await startServer(t.env);
    const answers = new Map<string, number | null>();
    await sendAll(again.url, events, (event, status) => answers.set(event.id, status));
    // …and a second copy of a few, at the same time as each other.
    const copies = events.filter((_, i) => i % 10 === 0);
    await Promise.all(
      copies.map(async (event) => {
        const delivery = signedDelivery(event);
        const res = await fetch(`${again.url}/api/webhooks/stripe`, {
          method: 'POST',
          headers: deliveryHeaders(delivery),
          body: delivery.payload,
        });
        answers.set(`${event.id} copy`, res.status);
      }),
    );
    await again.stop();
    expect([...answers.values()].filter((s) => s !== 200)).toEqual([]);
    expect(answers.size).toBe(ORDERS + copies.length);

    const end = await state();
    for (const o of orders) {
      const row = end.byOrder.get(o.id)!;
      expect({status: row.status, balance: Number(row.traffic_balance)}, o.id).toEqual({
        status: 'paid',
        balance: CHARACTERS,
      });
      expect(row.payment_id).toMatch(/^pi_/);
    }
    expect(end.recorded.length).toBe(ORDERS);
    expect(new Set(end.recorded.map((r) => r.id))).toEqual(new Set(events.map((e) => e.id)));
    expect(end.recorded.every((r) => r.type === 'checkout.paid')).toBe(true);
    expect(appliedBeforeRestart).toBeLessThan(ORDERS);
    const total = await t.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.sum<number>('traffic_balance').as('sum'))
      .where(
        'id',
        'in',
        users.map((u) => u.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(total.sum)).toBe(ORDERS * CHARACTERS);
  });
});
