/**
 * Stripe's webhook: the signature is checked on the raw body with the signing secret and the
 * library's timestamp tolerance, then the event's fact is applied once (`billing.ts`). A refused
 * delivery changes nothing; a failure answers 500, and Stripe delivers the event again.
 */
import type Stripe from 'stripe';
import type {StripeConfig} from '../config.ts';
import {applyFact} from '../billing.ts';
import {factOf} from '../stripeEvents.ts';
import {refuse, type Routes} from '../http.ts';

/** Stripe's events can be far larger than the API's own bodies (an invoice lists its lines). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function webhookRoutes(stripe: Stripe, config: StripeConfig): Routes {
  return async (instance, services) => {
    const {db, payments} = services;
    // Only inside this plugin: the body stays the bytes Stripe signed.
    instance.addContentTypeParser('application/json', {parseAs: 'buffer'}, (_request, body, done) => done(null, body));

    instance.post('/webhooks/stripe', {bodyLimit: WEBHOOK_BODY_LIMIT}, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
        return refuse(reply, 'bad_signature', 'a signed JSON body is expected');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret, config.webhookTolerance);
      } catch {
        request.log.warn('webhook refused: signature or timestamp does not match');
        return refuse(reply, 'bad_signature', 'the signature does not match this body, or it is too old');
      }
      if (
        typeof event !== 'object' ||
        event === null ||
        typeof event.id !== 'string' ||
        !/^[\w-]{1,255}$/.test(event.id)
      )
        return refuse(reply, 'bad_request', 'the event has no id', 'id');
      const fact = await factOf(event, {invoiceOfPayment: (id) => payments.invoiceOfPayment(id)});
      const result = fact ? await applyFact(db, event.id, fact) : 'ignored';
      request.log.info({eventId: event.id, type: event.type, result}, 'webhook');
      return {received: true};
    });
  };
}
