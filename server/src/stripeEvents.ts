/**
 * Stripe's webhook events as the payment state machine's facts (`billing.ts`). Each fact is read
 * from the event's own object and timestamps, never from the order in which events arrive. An
 * event of a type the site does not use, or about an object the site did not create, is no fact.
 */
import type Stripe from 'stripe';
import type {BillingFact} from './billing.ts';

type Interval = 'month' | 'year';

/**
 * Readers that trust the signature but not the shape: a signed event whose fields are not what
 * the API version says is ignored (the fact is null), never half-read into the database.
 */
class Malformed extends Error {}
const ms = (seconds: unknown): number => {
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 0 || seconds > 32_503_680_000)
    throw new Malformed('not a Unix time');
  return seconds * 1000;
};
const text = (value: unknown): string => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 255) throw new Malformed('not an id');
  return value;
};
const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  return text(typeof value === 'object' ? (value as {id?: unknown}).id : value);
};
const intervalOf = (value: unknown): Interval => (value === 'year' ? 'year' : 'month');

/** What an invoice says about the subscription it bills, from the metadata the checkout gave the subscription. */
function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  const userId = details?.metadata?.user_id;
  if (!subscriptionId || !userId) return null;
  const line = invoice.lines.data.find((l) => l.period) ?? invoice.lines.data[0];
  if (!line) return null;
  return {
    subscriptionId,
    userId: text(userId),
    interval: intervalOf(details?.metadata?.interval),
    start: ms(line.period.start),
    end: ms(line.period.end),
  };
}

export interface EventContext {
  /** The invoice a PaymentIntent paid (Stripe's invoice payments), for a refund of a Pro period. */
  readonly invoiceOfPayment: (paymentId: string) => Promise<string | null>;
}

/** The fact an event states, or null for an event the site does not use or cannot read. */
export async function factOf(event: Stripe.Event, context: EventContext): Promise<BillingFact | null> {
  try {
    return await readFact(event, context);
  } catch (error) {
    if (error instanceof Malformed || error instanceof TypeError) return null;
    throw error;
  }
}

async function readFact(event: Stripe.Event, context: EventContext): Promise<BillingFact | null> {
  const at = ms(event.created);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its own event says how it ended.
      if (!session.metadata?.order_id || session.payment_status === 'unpaid') return null;
      return {
        type: 'checkout.paid',
        orderId: text(session.metadata.order_id),
        at,
        paymentId: idOf(session.payment_intent),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        invoiceId: idOf(session.invoice),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const orderId = event.data.object.metadata?.order_id;
      return orderId ? {type: 'checkout.failed', orderId: text(orderId)} : null;
    }
    case 'checkout.session.expired': {
      const orderId = event.data.object.metadata?.order_id;
      return orderId ? {type: 'checkout.closed', orderId: text(orderId)} : null;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const sub = invoiceSubscription(invoice);
      if (!sub || !invoice.id) return null;
      const paidAt = invoice.status_transitions?.paid_at;
      return {type: 'period.paid', invoiceId: text(invoice.id), ...sub, at: paidAt ? ms(paidAt) : at};
    }
    case 'invoice.payment_failed': {
      const sub = invoiceSubscription(event.data.object);
      if (!sub) return null;
      return {
        type: 'period.failed',
        subscriptionId: sub.subscriptionId,
        userId: sub.userId,
        interval: sub.interval,
        end: sub.end,
        at,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const userId = subscription.metadata?.user_id;
      if (!userId) return null;
      const item = subscription.items.data[0];
      return {
        type: 'subscription.state',
        subscriptionId: text(subscription.id),
        userId: text(userId),
        interval: intervalOf(subscription.metadata?.interval ?? item?.price?.recurring?.interval),
        status: text(subscription.status),
        cancelAtPeriodEnd: subscription.cancel_at_period_end === true || typeof subscription.cancel_at === 'number',
        periodEnd: item?.current_period_end ? ms(item.current_period_end) : null,
        endedAt: subscription.ended_at ? ms(subscription.ended_at) : null,
        at,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent) ?? text(charge.id);
      const full = charge.refunded === true || (charge.amount > 0 && charge.amount_refunded >= charge.amount);
      return {
        type: 'payment.refunded',
        paymentId,
        invoiceId: charge.payment_intent ? await context.invoiceOfPayment(paymentId) : null,
        full,
        at,
      };
    }
    default:
      return null;
  }
}
