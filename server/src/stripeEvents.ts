/**
 * Stripe's webhook events as the payment state machine's facts (`billing.ts`). Each fact is read
 * from the event's own object and timestamps, never from the order in which events arrive. An
 * event of a type the site does not use, or about an object the site did not create, is no fact.
 */
import type Stripe from 'stripe';
import type {BillingFact} from './billing.ts';

type Interval = 'month' | 'year';

const ms = (seconds: number) => seconds * 1000;
const idOf = (value: string | {id: string} | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
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
    userId,
    interval: intervalOf(details?.metadata?.interval),
    start: ms(line.period.start),
    end: ms(line.period.end),
  };
}

export interface EventContext {
  /** The invoice a PaymentIntent paid (Stripe's invoice payments), for a refund of a Pro period. */
  readonly invoiceOfPayment: (paymentId: string) => Promise<string | null>;
}

export async function factOf(event: Stripe.Event, context: EventContext): Promise<BillingFact | null> {
  const at = ms(event.created);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const orderId = session.metadata?.order_id;
      // A delayed payment method completes the session unpaid; its own event says how it ended.
      if (!orderId || session.payment_status === 'unpaid') return null;
      return {
        type: 'checkout.paid',
        orderId,
        at,
        paymentId: idOf(session.payment_intent),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        invoiceId: idOf(session.invoice),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const orderId = event.data.object.metadata?.order_id;
      return orderId ? {type: 'checkout.failed', orderId} : null;
    }
    case 'checkout.session.expired': {
      const orderId = event.data.object.metadata?.order_id;
      return orderId ? {type: 'checkout.closed', orderId} : null;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const sub = invoiceSubscription(invoice);
      if (!sub || !invoice.id) return null;
      const paidAt = invoice.status_transitions?.paid_at;
      return {type: 'period.paid', invoiceId: invoice.id, ...sub, at: paidAt ? ms(paidAt) : at};
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
        subscriptionId: subscription.id,
        userId,
        interval: intervalOf(subscription.metadata?.interval ?? item?.price?.recurring?.interval),
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
        periodEnd: item?.current_period_end ? ms(item.current_period_end) : null,
        endedAt: subscription.ended_at ? ms(subscription.ended_at) : null,
        at,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent) ?? charge.id;
      const full = charge.refunded || charge.amount_refunded >= charge.amount;
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
