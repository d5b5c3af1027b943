/**
 * A local stand-in for Stripe's API, for the payment tests: the server's `stripe` library is
 * pointed at it (STRIPE_API_URL), it records every request as the library sent it, and answers
 * the few calls the server makes. Also builds webhook events as Stripe sends them for the API
 * version the library pins, signed with the library's own test-header generator.
 */
import http, {type IncomingHttpHeaders} from 'node:http';
import type net from 'node:net';
import {randomBytes} from 'node:crypto';
import Stripe from 'stripe';

/** The API version the installed library pins (`2026-10-28.<name>`): what Stripe stamps on the events it sends. */
export const API_VERSION: string = Stripe.API_VERSION;

export const STRIPE_TEST_SETTINGS = {
  secretKey: 'sk_test_standin51HrVq2eZvKYlo2C',
  webhookSecret: 'whsec_standinSigningSecret0123456789',
  priceMonth: 'price_1ProMonthStandin',
  priceYear: 'price_1ProYearStandin',
} as const;

export interface RecordedRequest {
  readonly method: string;
  /** The path without its query. */
  readonly path: string;
  /** The query string, flat (`payment[type]` stays one key). */
  readonly query: Readonly<Record<string, string>>;
  /** The form body, flat (`line_items[0][price]` stays one key). */
  readonly form: Readonly<Record<string, string>>;
  readonly headers: IncomingHttpHeaders;
}

export interface StripeStandin {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** PaymentIntent → invoice, as Stripe's invoice payments would answer it. */
  readonly invoiceOfPayment: Map<string, string>;
  /** The checkout sessions opened, by id: a test may mark one `complete` (paid), which Stripe then refuses to expire. */
  readonly sessions: Map<string, {status: 'open' | 'complete' | 'expired'}>;
  /** While true, every request is answered 500 (Stripe being down). */
  failing: boolean;
  /** The environment that points a server at this stand-in, with test keys and prices. */
  env(): Record<string, string>;
  /** The requests to one method and path. */
  calls(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

const flat = (params: URLSearchParams): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
};

export async function startStripeStandin(): Promise<StripeStandin> {
  let n = 0;
  const requests: RecordedRequest[] = [];
  const invoiceOfPayment = new Map<string, string>();
  const sessions = new Map<string, {status: 'open' | 'complete' | 'expired'}>();
  const sockets = new Set<net.Socket>();
  const state = {failing: false};

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'request-id': `req_${randomBytes(7).toString('hex')}`,
    });
    res.end(text);
  };

  const invoicePayment = (paymentIntent: string, invoice: string) => ({
    id: `inpay_${randomBytes(8).toString('hex')}`,
    object: 'invoice_payment',
    amount_paid: 599,
    amount_requested: 599,
    created: Math.floor(Date.now() / 1000),
    currency: 'usd',
    invoice,
    is_default: true,
    livemode: false,
    payment: {type: 'payment_intent', payment_intent: paymentIntent},
    status: 'paid',
    status_transitions: {canceled_at: null, paid_at: Math.floor(Date.now() / 1000)},
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const record: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: flat(url.searchParams),
        form: flat(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        headers: req.headers,
      };
      requests.push(record);
      if (state.failing)
        return answer(res, 500, {error: {type: 'api_error', message: 'The stand-in is failing on purpose.'}});
      const {form} = record;
      const id = ++n;
      const route = `${record.method} ${record.path}`;
      const expire = /^POST \/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(route);
      if (expire) {
        const session = sessions.get(expire[1]!);
        if (!session)
          return answer(res, 404, {
            error: {type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session`},
          });
        if (session.status !== 'open')
          return answer(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${session.status}".`,
            },
          });
        session.status = 'expired';
        return answer(res, 200, {id: expire[1], object: 'checkout.session', status: 'expired', url: null});
      }
      const retrieve = /^GET \/v1\/checkout\/sessions\/([\w-]+)$/.exec(route);
      if (retrieve) {
        const session = sessions.get(retrieve[1]!);
        if (!session)
          return answer(res, 404, {
            error: {type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session`},
          });
        return answer(res, 200, {id: retrieve[1], object: 'checkout.session', status: session.status, url: null});
      }
      switch (route) {
        case 'POST /v1/checkout/sessions':
          sessions.set(`cs_test_${id}`, {status: 'open'});
          return answer(res, 200, {
            id: `cs_test_${id}`,
            object: 'checkout.session',
            mode: form.mode ?? null,
            status: 'open',
            payment_status: 'unpaid',
            client_reference_id: form.client_reference_id ?? null,
            customer: form.customer ?? null,
            customer_email: form.customer_email ?? null,
            metadata: {order_id: form['metadata[order_id]'], user_id: form['metadata[user_id]']},
            locale: form.locale ?? null,
            success_url: form.success_url ?? null,
            cancel_url: form.cancel_url ?? null,
            livemode: false,
            created: Math.floor(Date.now() / 1000),
            expires_at: Math.floor(Date.now() / 1000) + 86_400,
            url: `https://checkout.stripe.test/c/pay/cs_test_${id}`,
          });
        case 'POST /v1/billing_portal/sessions':
          return answer(res, 200, {
            id: `bps_${id}`,
            object: 'billing_portal.session',
            customer: form.customer ?? null,
            locale: form.locale ?? null,
            return_url: form.return_url ?? null,
            livemode: false,
            created: Math.floor(Date.now() / 1000),
            url: `https://billing.stripe.test/p/session/${id}`,
          });
        case 'GET /v1/invoice_payments': {
          const q = record.query;
          let data: ReturnType<typeof invoicePayment>[] = [];
          const byPayment = q['payment[payment_intent]'];
          if (byPayment) {
            const invoice = invoiceOfPayment.get(byPayment);
            data = invoice ? [invoicePayment(byPayment, invoice)] : [];
          } else if (q.invoice) {
            data = [...invoiceOfPayment]
              .filter(([, invoice]) => invoice === q.invoice)
              .map(([pi, invoice]) => invoicePayment(pi, invoice));
          }
          return answer(res, 200, {object: 'list', data, has_more: false, url: '/v1/invoice_payments'});
        }
        case 'POST /v1/refunds':
          return answer(res, 200, {
            id: `re_${id}`,
            object: 'refund',
            amount: 0,
            currency: 'usd',
            payment_intent: form.payment_intent ?? null,
            metadata: form['metadata[order_id]'] ? {order_id: form['metadata[order_id]']} : {},
            status: 'succeeded',
            created: Math.floor(Date.now() / 1000),
          });
        default:
          return answer(res, 404, {
            error: {type: 'invalid_request_error', message: `Unrecognized request URL (${route}).`},
          });
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const {port} = server.address() as net.AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    invoiceOfPayment,
    sessions,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    env: () => ({
      STRIPE_SECRET_KEY: STRIPE_TEST_SETTINGS.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SETTINGS.webhookSecret,
      STRIPE_PRICE_PRO_MONTH: STRIPE_TEST_SETTINGS.priceMonth,
      STRIPE_PRICE_PRO_YEAR: STRIPE_TEST_SETTINGS.priceYear,
      STRIPE_API_URL: url,
    }),
    calls: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// Webhook events, as Stripe sends them.

let sequence = 0;

/** An id in Stripe's style, unique within the test run: `evt_…`, `pi_…`, `sub_…`. */
export function stripeId(prefix: string): string {
  return `${prefix}_1T${(++sequence).toString(36).padStart(4, '0')}${randomBytes(8).toString('hex')}`;
}

/** Seconds since the epoch, as Stripe writes times. */
export const seconds = (ms: number = Date.now()) => Math.floor(ms / 1000);

export interface StripeEventJson {
  readonly id: string;
  readonly object: 'event';
  readonly api_version: string;
  readonly created: number;
  readonly data: {readonly object: Record<string, unknown>; readonly previous_attributes?: Record<string, unknown>};
  readonly livemode: false;
  readonly pending_webhooks: number;
  readonly request: {readonly id: string | null; readonly idempotency_key: string | null};
  readonly type: string;
}

export interface EventOptions {
  readonly id?: string;
  /** The event's creation, in seconds (what orders subscription states). */
  readonly created?: number;
}

export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: EventOptions & {previous?: Record<string, unknown>} = {},
): StripeEventJson {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: options.created ?? seconds(),
    data: options.previous ? {object, previous_attributes: options.previous} : {object},
    livemode: false,
    pending_webhooks: 1,
    request: {id: null, idempotency_key: null},
    type,
  };
}

export interface CheckoutInit extends EventOptions {
  readonly orderId: string;
  readonly userId: string;
  readonly mode: 'payment' | 'subscription';
  readonly sessionId?: string;
  /** Payment mode: the PaymentIntent that paid. */
  readonly paymentIntent?: string | null;
  readonly customer?: string | null;
  /** Subscription mode: the subscription and its first invoice. */
  readonly subscription?: string | null;
  readonly invoice?: string | null;
  readonly amount?: number;
  readonly paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  readonly email?: string;
}

export function checkoutCompleted(init: CheckoutInit): StripeEventJson {
  const created = init.created ?? seconds();
  const subscriptionMode = init.mode === 'subscription';
  const session = {
    id: init.sessionId ?? stripeId('cs_test'),
    object: 'checkout.session',
    amount_subtotal: init.amount ?? 1199,
    amount_total: init.amount ?? 1199,
    cancel_url: `https://interlinear.example/checkout/cancelled/?order=${init.orderId}`,
    client_reference_id: init.userId,
    created: created - 60,
    currency: 'usd',
    customer: init.customer ?? null,
    customer_creation: subscriptionMode ? 'always' : 'if_required',
    customer_details: {email: init.email ?? 'buyer@example.com', name: null, tax_exempt: 'none'},
    customer_email: init.email ?? 'buyer@example.com',
    expires_at: created + 86_340,
    invoice: subscriptionMode ? (init.invoice ?? null) : null,
    livemode: false,
    locale: 'auto',
    metadata: {order_id: init.orderId, user_id: init.userId},
    mode: init.mode,
    payment_intent: subscriptionMode ? null : (init.paymentIntent ?? null),
    payment_method_types: ['card'],
    payment_status: init.paymentStatus ?? 'paid',
    status: 'complete',
    subscription: subscriptionMode ? (init.subscription ?? null) : null,
    success_url: `https://interlinear.example/checkout/success/?order=${init.orderId}`,
    url: null,
  };
  return stripeEvent('checkout.session.completed', session, {...init, created});
}

export interface InvoiceInit extends EventOptions {
  readonly invoiceId: string;
  readonly subscription: string;
  readonly customer: string;
  readonly userId: string;
  readonly orderId: string;
  readonly interval: 'month' | 'year';
  /** The line's service period, in seconds. */
  readonly start: number;
  readonly end: number;
  /** When it was paid (invoice.paid), in seconds; defaults to the event's creation. */
  readonly paidAt?: number;
  readonly amount?: number;
  readonly billingReason?: 'subscription_create' | 'subscription_cycle';
  readonly priceId?: string;
}

/** invoice.paid or invoice.payment_failed of a subscription's invoice (one line, its service period). */
export function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', init: InvoiceInit): StripeEventJson {
  const created = init.created ?? seconds();
  const paid = type === 'invoice.paid';
  const amount = init.amount ?? 599;
  const reason = init.billingReason ?? 'subscription_create';
  const metadata = {user_id: init.userId, order_id: init.orderId, interval: init.interval};
  const invoice = {
    id: init.invoiceId,
    object: 'invoice',
    account_country: 'US',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    auto_advance: !paid,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: init.start,
    currency: 'usd',
    customer: init.customer,
    customer_email: 'buyer@example.com',
    lines: {
      object: 'list',
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount,
          currency: 'usd',
          description: `1 × Interlinear Pro (at $${(amount / 100).toFixed(2)} / ${init.interval})`,
          invoice: init.invoiceId,
          livemode: false,
          metadata,
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: {credited_items: null},
              subscription: init.subscription,
              subscription_item: stripeId('si'),
            },
          },
          period: {start: init.start, end: init.end},
          pricing: {
            type: 'price_details',
            price_details: {price: init.priceId ?? 'price_1ProMonthStandin', product: 'prod_Interlinear'},
            unit_amount_decimal: String(amount),
          },
          quantity: 1,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${init.invoiceId}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: paid ? null : init.end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {subscription: init.subscription, metadata},
    },
    // An invoice's own period is the one before its lines' (Stripe bills a cycle in advance):
    // only the line says which period was paid.
    period_end: init.start,
    period_start: reason === 'subscription_create' ? init.start : init.start - (init.end - init.start),
    status: paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: init.start,
      marked_uncollectible_at: null,
      paid_at: paid ? (init.paidAt ?? created) : null,
      voided_at: null,
    },
    subtotal: amount,
    total: amount,
  };
  return stripeEvent(type, invoice, {...init, created});
}

export interface SubscriptionInit extends EventOptions {
  readonly subscription: string;
  readonly customer: string;
  readonly userId: string;
  readonly orderId: string;
  readonly interval: 'month' | 'year';
  readonly status: 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete';
  readonly cancelAtPeriodEnd: boolean;
  /** Seconds. */
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly endedAt?: number | null;
  readonly canceledAt?: number | null;
  readonly priceId?: string;
}

/** customer.subscription.created / updated / deleted. */
export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  init: SubscriptionInit,
): StripeEventJson {
  const created = init.created ?? seconds();
  const subscription = {
    id: init.subscription,
    object: 'subscription',
    billing_cycle_anchor: init.periodStart,
    cancel_at: init.cancelAtPeriodEnd ? init.periodEnd : null,
    cancel_at_period_end: init.cancelAtPeriodEnd,
    canceled_at: init.canceledAt ?? (init.cancelAtPeriodEnd ? created : null),
    cancellation_details: {
      comment: null,
      feedback: null,
      reason: init.cancelAtPeriodEnd ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: init.periodStart,
    currency: 'usd',
    customer: init.customer,
    ended_at: init.endedAt ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          created: init.periodStart,
          current_period_end: init.periodEnd,
          current_period_start: init.periodStart,
          metadata: {},
          price: {
            id: init.priceId ?? 'price_1ProMonthStandin',
            object: 'price',
            active: true,
            currency: 'usd',
            recurring: {interval: init.interval, interval_count: 1, usage_type: 'licensed'},
            type: 'recurring',
            unit_amount: init.interval === 'year' ? 5999 : 599,
          },
          quantity: 1,
          subscription: init.subscription,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${init.subscription}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: {user_id: init.userId, order_id: init.orderId, interval: init.interval},
    start_date: init.periodStart,
    status: init.status,
  };
  return stripeEvent(type, subscription, {...init, created});
}

export interface RefundInit extends EventOptions {
  readonly paymentIntent: string;
  readonly amount: number;
  /** Defaults to the whole amount. */
  readonly amountRefunded?: number;
  readonly customer?: string | null;
}

/** charge.refunded of a PaymentIntent's charge. */
export function chargeRefunded(init: RefundInit): StripeEventJson {
  const refunded = init.amountRefunded ?? init.amount;
  const charge = {
    id: stripeId('ch'),
    object: 'charge',
    amount: init.amount,
    amount_captured: init.amount,
    amount_refunded: refunded,
    captured: true,
    created: (init.created ?? seconds()) - 3600,
    currency: 'usd',
    customer: init.customer ?? null,
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: init.paymentIntent,
    refunded: refunded >= init.amount,
    status: 'succeeded',
  };
  return stripeEvent('charge.refunded', charge, init);
}

const signer = new Stripe('sk_test_signerOnly');

export interface Delivery {
  /** The exact bytes Stripe sends (and signs). */
  readonly payload: string;
  /** The Stripe-Signature header. */
  readonly signature: string;
}

/** An event as Stripe delivers it: its JSON and the signature header over it, with the library's test-header generator. */
export function signedDelivery(event: StripeEventJson, options: {secret?: string; timestamp?: number} = {}): Delivery {
  const payload = JSON.stringify(event, null, 2);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_SETTINGS.webhookSecret,
    ...(options.timestamp === undefined ? {} : {timestamp: options.timestamp}),
  });
  return {payload, signature};
}

/** The headers of a delivery, as Stripe sends them. */
export function deliveryHeaders(delivery: Delivery): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    'stripe-signature': delivery.signature,
  };
}
