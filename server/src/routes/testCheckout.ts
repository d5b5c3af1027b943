/**
 * The built-in test checkout, on when no Stripe keys are set: its page on the site reads a
 * session, pays it or leaves it, and stands in for Stripe's customer portal. It moves no money;
 * it drives the same state machine as Stripe's webhooks, so every page after it is the real one.
 */
import {CheckoutParams, TestSubscriptionBody} from '@interlinear/shared/api';
import {applyFact} from '../billing.ts';
import {publicOrder} from '../orders.ts';
import {payTestCheckout, returnUrls} from '../payments.ts';
import {refuse, signedIn, typed, type Routes} from '../http.ts';
import {findUser} from '../accounts.ts';

export const testCheckoutRoutes: Routes = async (instance, services) => {
  const {db} = services;
  const api = typed(instance);
  const guard = signedIn(services);

  /** The session's order, for its owner only: anyone else is told there is no such session. */
  const sessionOrder = (userId: string, id: string) =>
    db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('checkout_id', '=', id)
      .where('user_id', '=', userId)
      .where('provider', '=', 'test')
      .executeTakeFirst();

  api.get('/checkout/test/:id', {schema: {params: CheckoutParams}, preHandler: guard}, async (request, reply) => {
    const order = await sessionOrder(request.userId, request.params.id);
    if (!order) return refuse(reply, 'order_unknown', 'no such checkout session');
    return {order: publicOrder(order), open: order.status === 'pending', ...returnUrls('', order)};
  });

  api.post('/checkout/test/:id/pay', {schema: {params: CheckoutParams}, preHandler: guard}, async (request, reply) => {
    const order = await sessionOrder(request.userId, request.params.id);
    if (!order) return refuse(reply, 'order_unknown', 'no such checkout session');
    // Paying twice answers the same page; a session that was left cannot be paid any more.
    if (order.status !== 'pending' && order.status !== 'paid' && order.status !== 'refunded')
      return refuse(reply, 'checkout_closed', `this checkout is ${order.status}`);
    await payTestCheckout(db, order);
    request.log.info({userId: request.userId, orderId: order.id}, 'test checkout paid');
    return {url: returnUrls('', order).successUrl};
  });

  api.post(
    '/checkout/test/:id/cancel',
    {schema: {params: CheckoutParams}, preHandler: guard},
    async (request, reply) => {
      const order = await sessionOrder(request.userId, request.params.id);
      if (!order) return refuse(reply, 'order_unknown', 'no such checkout session');
      if (order.status === 'paid' || order.status === 'refunded')
        return refuse(reply, 'checkout_closed', 'this checkout is paid');
      await applyFact(db, `${request.params.id}.expired`, {type: 'checkout.closed', orderId: order.id});
      return {url: returnUrls('', order).cancelUrl};
    },
  );

  // The test portal: cancel at period end, or take the cancellation back.
  api.post(
    '/checkout/test/subscription',
    {schema: {body: TestSubscriptionBody}, preHandler: guard},
    async (request, reply) => {
      const sub = await db.kysely
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', request.userId)
        .where('id', 'like', 'test_sub_%')
        .where('ended_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!sub) return refuse(reply, 'no_subscription', 'no running test subscription');
      const now = Date.now();
      await applyFact(db, `test_portal_${sub.id}_${now}_${Math.random().toString(36).slice(2)}`, {
        type: 'subscription.state',
        subscriptionId: sub.id,
        userId: request.userId,
        interval: sub.plan_interval,
        status: sub.status,
        cancelAtPeriodEnd: request.body.cancelAtPeriodEnd,
        periodEnd: sub.current_period_end ? Date.parse(sub.current_period_end) : null,
        endedAt: null,
        at: now,
      });
      return findUser(db, request.userId);
    },
  );
};
