/**
 * Where orders are paid. With Stripe's keys set, through Stripe Checkout and its customer portal
 * (the official `stripe` library); without them, through the site's own test checkout, which
 * moves no money and drives the same state machine (`billing.ts`) as Stripe's webhooks.
 */
import {createHash} from 'node:crypto';
import Stripe from 'stripe';
import {DEFAULT_LOCALE} from '@interlinear/shared/locales';
import type {StripeConfig} from './config.ts';
import type {Db} from './db/connect.ts';
import type {OrdersTable} from './db/schema.ts';
import {addInterval, applyFact} from './billing.ts';

export interface CheckoutRequest {
  readonly order: OrdersTable;
  readonly email: string;
  /** The customer of an earlier Pro purchase, so one person has one customer at Stripe. */
  readonly customerId: string | null;
  /** Absolute (Stripe) or site-relative (test) addresses the checkout returns to. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly productName: string;
}

export interface PaymentProvider {
  readonly name: OrdersTable['provider'];
  /** Opens a checkout for a pending order: its id, and where to send the visitor. */
  createCheckout(request: CheckoutRequest): Promise<{readonly id: string; readonly url: string}>;
  /** Where the customer manages their subscription (cancel, resume, card, invoices). */
  portal(customerId: string, locale: string, returnUrl: string): Promise<string>;
  /** Closes an open checkout the visitor left, so it can no longer be paid; false when it was completed meanwhile. */
  closeCheckout(checkoutId: string): Promise<boolean>;
  /** Refunds a paid order in full. Stripe confirms it by webhook; the test checkout applies it at once. */
  refund(order: OrdersTable): Promise<string>;
  /** The invoice a payment paid, if it paid one (to tell a refunded Pro period from a refunded package). */
  invoiceOfPayment(paymentId: string): Promise<string | null>;
}

/** The address prefix of a locale's pages: none for the default locale. */
export function localePrefix(locale: string): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The pages a checkout returns to, for an order, under a site origin ('' for site-relative addresses). */
export function returnUrls(origin: string, order: Pick<OrdersTable, 'id' | 'locale'>) {
  const base = `${origin}${localePrefix(order.locale)}/checkout`;
  const query = `?order=${encodeURIComponent(order.id)}`;
  return {successUrl: `${base}/success/${query}`, cancelUrl: `${base}/cancelled/${query}`};
}

/** Checkout's own languages (Stripe has no Hindi or Arabic yet: it picks from the browser). */
const STRIPE_LOCALES: Readonly<Record<string, Stripe.Checkout.SessionCreateParams.Locale>> = {
  zh: 'zh',
  'zh-Hans': 'zh',
  'zh-TW': 'zh-TW',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  pt: 'pt',
  'pt-BR': 'pt-BR',
  ru: 'ru',
};

export function stripeLocale(locale: string): Stripe.Checkout.SessionCreateParams.Locale {
  return STRIPE_LOCALES[locale] ?? 'auto';
}

export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.api ? {host: config.api.host, port: config.api.port, protocol: config.api.protocol} : {}),
  });
}

export function stripeProvider(config: StripeConfig, stripe = stripeClient(config)): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout({order, email, customerId, successUrl, cancelUrl, productName}) {
      if (!order.user_id) throw new Error(`Order ${order.id} belongs to no account`);
      const metadata = {order_id: order.id, user_id: order.user_id};
      const common = {
        client_reference_id: order.user_id,
        metadata,
        locale: stripeLocale(order.locale),
        success_url: successUrl,
        cancel_url: cancelUrl,
        ...(customerId ? {customer: customerId} : {customer_email: email}),
      };
      const params: Stripe.Checkout.SessionCreateParams =
        order.kind === 'pro'
          ? {
              ...common,
              mode: 'subscription',
              line_items: [{price: config.prices[order.plan_interval ?? 'month'], quantity: 1}],
              subscription_data: {metadata: {...metadata, interval: order.plan_interval ?? 'month'}},
            }
          : {
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: order.currency.toLowerCase(),
                    unit_amount: order.amount_cents,
                    product_data: {name: `${productName}: ${Number(order.characters).toLocaleString('en')} characters`},
                  },
                },
              ],
              payment_intent_data: {metadata},
            };
      // One session per order, however often the request is retried.
      const session = await stripe.checkout.sessions.create(params, {idempotencyKey: `checkout-${order.id}`});
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without an address`);
      return {id: session.id, url: session.url};
    },
    async closeCheckout(checkoutId) {
      try {
        await stripe.checkout.sessions.expire(checkoutId);
        return true;
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: paid, or expired already.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return (await stripe.checkout.sessions.retrieve(checkoutId)).status !== 'complete';
      }
    },
    async portal(customerId, locale, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: stripeLocale(locale) as Stripe.BillingPortal.SessionCreateParams.Locale,
      });
      return session.url;
    },
    async refund(order) {
      let paymentIntent = order.payment_id;
      if (!paymentIntent && order.invoice_id) {
        const payments = await stripe.invoicePayments.list({invoice: order.invoice_id, status: 'paid', limit: 1});
        const found = payments.data[0]?.payment.payment_intent;
        paymentIntent = typeof found === 'string' ? found : (found?.id ?? null);
      }
      if (!paymentIntent) throw new Error(`Order ${order.id} has no payment to refund`);
      const refund = await stripe.refunds.create(
        {payment_intent: paymentIntent, metadata: {order_id: order.id}},
        {idempotencyKey: `refund-${order.id}`},
      );
      return `refund ${refund.id} requested at Stripe (${refund.status}); the order changes when Stripe confirms it`;
    },
    async invoiceOfPayment(paymentId) {
      const payments = await stripe.invoicePayments.list({
        payment: {type: 'payment_intent', payment_intent: paymentId},
        limit: 1,
      });
      const invoice = payments.data[0]?.invoice;
      return typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
    },
  };
}

/** A short id derived from another, so the test checkout names the same objects however often it is asked. */
const derived = (prefix: string, from: string) =>
  `${prefix}_${createHash('sha256').update(from).digest('hex').slice(0, 24)}`;

/** The built-in test checkout: pages of the site itself, no money, the same state machine. */
export function testProvider(db: Db): PaymentProvider {
  return {
    name: 'test',
    async createCheckout({order}) {
      const id = derived('test_cs', `${order.id}:${Date.now()}:${Math.random()}`);
      return {id, url: `${localePrefix(order.locale)}/checkout/test/?session=${id}`};
    },
    async closeCheckout() {
      return true;
    },
    async portal(_customerId, locale) {
      return `${localePrefix(locale)}/checkout/test/?portal=1`;
    },
    async refund(order) {
      const paymentId = order.payment_id ?? derived('test_pi', order.checkout_id ?? order.id);
      const result = await applyFact(db, `test_refund_${order.id}`, {
        type: 'payment.refunded',
        paymentId,
        invoiceId: order.invoice_id,
        full: true,
        at: Date.now(),
      });
      return result === 'applied' ? 'refunded (test payment)' : 'already refunded';
    },
    async invoiceOfPayment() {
      return null;
    },
  };
}

/**
 * Pays a test checkout session as Stripe would report it: the checkout, then for Pro its first
 * invoice and the subscription. Every event id derives from the session, so paying twice (a double
 * click, a retried request) applies each event once.
 */
export async function payTestCheckout(db: Db, order: OrdersTable, now = Date.now()): Promise<void> {
  const session = order.checkout_id ?? order.id;
  const userId = order.user_id;
  if (!userId) return;
  const paymentId = derived('test_pi', session);
  if (order.kind === 'traffic') {
    await applyFact(db, `${session}.completed`, {type: 'checkout.paid', orderId: order.id, at: now, paymentId});
    return;
  }
  const interval = order.plan_interval ?? 'month';
  const subscriptionId = derived('test_sub', session);
  const invoiceId = derived('test_in', session);
  const end = addInterval(now, interval);
  await applyFact(db, `${session}.completed`, {
    type: 'checkout.paid',
    orderId: order.id,
    at: now,
    customerId: derived('test_cus', userId),
    subscriptionId,
    invoiceId,
  });
  await applyFact(db, `${session}.invoice`, {
    type: 'period.paid',
    invoiceId,
    subscriptionId,
    userId,
    interval,
    start: now,
    end,
    at: now,
    paymentId,
  });
  await applyFact(db, `${session}.subscription`, {
    type: 'subscription.state',
    subscriptionId,
    userId,
    interval,
    status: 'active',
    cancelAtPeriodEnd: false,
    periodEnd: end,
    endedAt: null,
    at: now,
  });
}
