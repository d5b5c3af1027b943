/**
 * Buying: the packages on sale, the visitor's orders, a checkout for a package or a Pro plan, and
 * the page where a subscriber manages their subscription.
 */
import type {FastifyRequest} from 'fastify';
import {OrderBody, OrderParams, PortalBody} from '@interlinear/shared/api';
import {DEFAULT_LOCALE, LOCALES} from '@interlinear/shared/locales';
import {applyFact, proFromSubscriptions} from '../billing.ts';
import {createOrder, listPackages, publicOrder, publicPackage, setCheckout, userOrder, userOrders} from '../orders.ts';
import {localePrefix, returnUrls} from '../payments.ts';
import {refuse, signedIn, typed, type Routes, type Services} from '../http.ts';

const KNOWN_LOCALES = new Set(LOCALES.map((l) => l.code));

/** The page's locale when the site knows it, else the default one. */
export const siteLocale = (locale: string | undefined) =>
  locale && KNOWN_LOCALES.has(locale) ? locale : DEFAULT_LOCALE;

/**
 * The origin the visitor's page came from, for the addresses Stripe sends them back to. A
 * state-changing request reaches a route only with no Origin or an accepted one (app.ts).
 */
export function pageOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Closes the user's open Pro checkouts (pending orders) and cancels their orders; false when one
 * of them turned out to be paid already (its provider would not close it).
 */
async function closeOpenProCheckouts({db, payments}: Services, userId: string): Promise<boolean> {
  const open = await db.kysely
    .selectFrom('orders')
    .select(['id', 'checkout_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'pro')
    .where('status', '=', 'pending')
    .where('provider', '=', payments.name)
    .execute();
  for (const order of open) {
    if (order.checkout_id && !(await payments.closeCheckout(order.checkout_id))) return false;
    await applyFact(db, `left_${order.id}`, {type: 'checkout.closed', orderId: order.id});
  }
  return true;
}

export const orderRoutes: Routes = async (instance, services) => {
  const {db, payments, config} = services;
  const api = typed(instance);
  const guard = signedIn(services);

  api.get('/packages', async () => ({packages: (await listPackages(db)).map(publicPackage)}));

  api.get('/orders', {preHandler: guard}, async (request) => ({orders: await userOrders(db, request.userId)}));

  api.get('/orders/:id', {schema: {params: OrderParams}, preHandler: guard}, async (request, reply) => {
    const order = await userOrder(db, request.userId, request.params.id);
    return order ? {order: publicOrder(order)} : refuse(reply, 'order_unknown', 'no such order');
  });

  // The visitor came back from the checkout without paying: the checkout is closed and the order
  // cancelled, unless it was paid meanwhile (then it stays as the payment left it).
  api.post('/orders/:id/cancel', {schema: {params: OrderParams}, preHandler: guard}, async (request, reply) => {
    const order = await userOrder(db, request.userId, request.params.id);
    if (!order) return refuse(reply, 'order_unknown', 'no such order');
    if (order.status === 'pending' && order.provider === payments.name) {
      let closed: boolean;
      try {
        closed = order.checkout_id === null || (await payments.closeCheckout(order.checkout_id));
      } catch (error) {
        request.log.error({err: error, orderId: order.id}, 'checkout could not be closed');
        void reply.header('retry-after', '30');
        return refuse(reply, 'payments_unavailable', 'the payment service did not answer; try again shortly');
      }
      if (closed) await applyFact(db, `left_${order.id}`, {type: 'checkout.closed', orderId: order.id});
    }
    return {order: publicOrder((await userOrder(db, request.userId, order.id)) ?? order)};
  });

  api.post('/orders', {schema: {body: OrderBody}, preHandler: guard}, async (request, reply) => {
    const {userId} = request;
    const {packageId, plan, locale} = request.body;
    const interval = plan === 'pro-year' ? 'year' : 'month';
    if (plan) {
      const {billing} = await proFromSubscriptions(db, userId);
      if (billing && billing.status !== 'ended')
        return refuse(reply, 'already_subscribed', 'a Pro subscription is running; manage it from the profile');
      // A Pro checkout left open in another tab is closed first, so paying both cannot make two
      // subscriptions; one that was paid meanwhile is a running subscription.
      try {
        if (!(await closeOpenProCheckouts(services, userId))) {
          return refuse(reply, 'already_subscribed', 'a Pro checkout was just paid; manage it from the profile');
        }
      } catch (error) {
        request.log.error({err: error, userId}, 'an open checkout could not be closed');
        void reply.header('retry-after', '30');
        return refuse(reply, 'payments_unavailable', 'the payment service did not answer; try again shortly');
      }
    }
    const order = await createOrder(
      db,
      userId,
      plan ? {plan: interval} : {packageId: packageId ?? ''},
      payments.name,
      siteLocale(locale),
    );
    if (!order) return refuse(reply, 'package_unknown', 'no such package on sale', 'packageId');
    const user = await db.kysely
      .selectFrom('users')
      .select(['email', 'customer_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    let checkout: {id: string; url: string};
    try {
      checkout = await payments.createCheckout({
        order,
        email: user.email,
        customerId: user.customer_id,
        productName: config.productName,
        ...returnUrls(payments.name === 'stripe' ? pageOrigin(request) : '', order),
      });
    } catch (error) {
      request.log.error({err: error, orderId: order.id}, 'checkout could not be opened');
      await applyFact(db, `unopened_${order.id}`, {type: 'checkout.closed', orderId: order.id});
      void reply.header('retry-after', '30');
      return refuse(reply, 'payments_unavailable', 'the payment service did not answer; try again shortly');
    }
    await setCheckout(db, order.id, checkout.id);
    request.log.info({userId, orderId: order.id, checkoutId: checkout.id}, 'order created');
    return reply.code(201).send({order: publicOrder({...order, checkout_id: checkout.id}), checkoutUrl: checkout.url});
  });

  api.post('/billing/portal', {schema: {body: PortalBody}, preHandler: guard}, async (request, reply) => {
    const user = await db.kysely
      .selectFrom('users')
      .select('customer_id')
      .where('id', '=', request.userId)
      .executeTakeFirstOrThrow();
    if (!user.customer_id) return refuse(reply, 'no_subscription', 'no subscription was bought with this account');
    const locale = siteLocale(request.body.locale);
    const returnUrl = `${payments.name === 'stripe' ? pageOrigin(request) : ''}${localePrefix(locale)}/profile/`;
    try {
      return {url: await payments.portal(user.customer_id, locale, returnUrl)};
    } catch (error) {
      request.log.error({err: error}, 'customer portal could not be opened');
      void reply.header('retry-after', '30');
      return refuse(reply, 'payments_unavailable', 'the payment service did not answer; try again shortly');
    }
  });
};
