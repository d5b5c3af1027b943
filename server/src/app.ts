/**
 * The HTTP API under `/api/`: accounts, the comic offer, redemption codes, packages, orders and
 * payments (Stripe's webhook, or the built-in test checkout).
 * Every request body is checked against a JSON schema (unknown fields and wrong types are
 * refused, not coerced); every refusal is a 4xx whose `code` the site maps to a message.
 */
import Fastify, {type FastifyInstance, type FastifyServerFactory} from 'fastify';
import cookie from '@fastify/cookie';
import {clientErrorHandler} from '@interlinear/shared/node/static-site';
import {printable} from '@interlinear/shared/node/site-address';
import type {ServerConfig} from './config.ts';
import type {Db} from './db/connect.ts';
import {refuse, type Routes, type Services} from './http.ts';
import {PasswordHasher, PasswordHasherBusy} from './passwords.ts';
import {accountRoutes} from './routes/accounts.ts';
import {offerRoutes} from './routes/offers.ts';
import {orderRoutes} from './routes/orders.ts';
import {redemptionRoutes} from './routes/redemptions.ts';
import {testCheckoutRoutes} from './routes/testCheckout.ts';
import {webhookRoutes} from './routes/webhooks.ts';
import {stripeClient, stripeProvider, testProvider} from './payments.ts';
import {createMailer, type Mailer} from './mail/mailer.ts';
import {selfServiceRoutes} from './routes/selfService.ts';

export interface AppOptions {
  readonly config: ServerConfig;
  readonly db: Db;
  /** Another way to send account emails (tests); by default the settings' SMTP server or `.eml` files. */
  readonly mailer?: Mailer;
  /** Serves everything outside /api/ (the built site) from the same address. */
  readonly serverFactory?: FastifyServerFactory;
  readonly logger?: boolean;
}

/** The API's resources, each one Fastify plugin under /api (see src/routes/). */
const RESOURCES: readonly Routes[] = [accountRoutes, selfServiceRoutes, offerRoutes, redemptionRoutes, orderRoutes];

/** Stripe's checkout and webhook when its keys are set, else the built-in test checkout. */
function paymentParts(config: ServerConfig, db: Db) {
  if (!config.stripe) return {payments: testProvider(db), routes: testCheckoutRoutes};
  const stripe = stripeClient(config.stripe);
  return {payments: stripeProvider(config.stripe, stripe), routes: webhookRoutes(stripe, config.stripe)};
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function buildApp({config, db, serverFactory, logger = true, mailer}: AppOptions): FastifyInstance {
  const app = Fastify({
    // Request lines log the method, the address made printable and the peer: never the Host or
    // other headers as they came, which are the sender's bytes.
    logger: logger
      ? {
          level: config.logLevel,
          serializers: {req: (req) => ({method: req.method, url: printable(req.url), remoteAddress: req.ip})},
        }
      : false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ajv: {customOptions: {removeAdditional: false, coerceTypes: false, allErrors: false}},
    ...(serverFactory ? {serverFactory} : {}),
    // Requests Node's parser refuses are answered by it and logged once, by error code only.
    clientErrorHandler: (error, socket) => refusedByParser(error, socket),
  });
  const refusedByParser = clientErrorHandler((entry) => app.log.warn(entry, 'request refused'));
  const payment = paymentParts(config, db);
  const services: Services = {
    config,
    db,
    hasher: new PasswordHasher(config.passwordHashing),
    payments: payment.payments,
    mailer: mailer ?? createMailer(config.mail, (entry, message) => app.log.info(entry, message)),
  };

  void app.register(cookie);
  app.decorateRequest('userId', '');

  app.setErrorHandler(
    (
      error: Error & {
        statusCode?: number;
        code?: string;
        validation?: {instancePath: string; params: Record<string, unknown>}[];
      },
      request,
      reply,
    ) => {
      if (error.validation) {
        const [first] = error.validation;
        const field =
          first?.params.missingProperty ??
          first?.params.additionalProperty ??
          first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const name = typeof field === 'string' && field ? field : 'body';
        const reason = first?.params.additionalProperty
          ? `unknown field "${name}"`
          : `${name} ${error.message.replace(/^body(\/\S+)? /, '')}`;
        return refuse(reply, 'bad_request', reason, name);
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return refuse(reply, 'bad_request', 'the body is not valid JSON', 'body');
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return refuse(reply, 'too_large', `the body is larger than ${config.bodyLimit} bytes`, 'body');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return refuse(reply, 'unsupported_media_type', 'send the body as application/json', 'content-type');
      }
      if (error instanceof PasswordHasherBusy) {
        request.log.warn('password hashing queue full');
        void reply.header('retry-after', '1');
        return refuse(reply, 'busy', 'the server is busy; try again in a moment');
      }
      if (error instanceof SyntaxError || error.statusCode === 400)
        return refuse(reply, 'bad_request', 'the body is not valid JSON', 'body');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({code: 'bad_request', message: error.message});
      }
      request.log.error({err: error}, 'request failed');
      return reply.code(500).send({code: 'server_error'});
    },
  );

  app.setNotFoundHandler((request, reply) =>
    refuse(reply, 'not_found', `no API at ${request.method} ${request.url.split('?')[0]}`),
  );

  // Cross-site request forgery: a state-changing request must come from this site's pages.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site')
        return refuse(reply, 'bad_origin', 'cross-site request refused');
      return;
    }
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return refuse(reply, 'bad_origin', 'malformed Origin header');
    }
    if (host === request.headers.host || config.allowedOrigins.includes(origin)) return;
    return refuse(reply, 'bad_origin', `requests from ${origin} are not accepted`);
  });

  app.register(
    async (api) => {
      api.get('/health', async () => ({ok: true, database: db.dialect}));
      for (const routes of [...RESOURCES, payment.routes]) await api.register(routes, services);
    },
    {prefix: '/api'},
  );

  return app;
}
