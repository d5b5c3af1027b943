/**
 * The HTTP API under `/api/`: accounts, the comic offer, redemption codes, packages and orders.
 * Every request body is checked against a JSON schema (unknown fields and wrong types are
 * refused, not coerced); every refusal is a 4xx whose `code` the site maps to a message.
 */
import Fastify, {type FastifyInstance, type FastifyReply, type FastifyServerFactory} from 'fastify';
import cookie from '@fastify/cookie';
import {checkRedemptionCode} from '@interlinear/shared/redemption';
import {clientErrorHandler} from '@interlinear/shared/node/static-site';
import {printable} from '@interlinear/shared/node/site-address';
import type {ServerConfig} from './config.ts';
import type {Db} from './db/connect.ts';
import {checkCredentials, createSession, createUser, endSession, findUser, normalizeEmail, sessionUserId} from './accounts.ts';
import {claimMangaOffer, redeemCode} from './membership.ts';
import {PACKAGE_ID, createOrder, listPackages, publicPackage, userOrders} from './orders.ts';
import {PasswordHasher, PasswordHasherBusy} from './passwords.ts';
import {addressKey, clearAttempts, countAttempt, emailKey} from './throttle.ts';

export interface AppOptions {
  readonly config: ServerConfig;
  readonly db: Db;
  /** Serves everything outside /api/ (the built site) from the same address. */
  readonly serverFactory?: FastifyServerFactory;
  readonly logger?: boolean;
}

/** Status of each refusal code; the site reads the code, the status is for HTTP tools. */
const STATUS = {
  bad_request: 400,
  bad_origin: 403,
  unauthorized: 401,
  invalid_credentials: 401,
  email_taken: 409,
  rate_limited: 429,
  offer_ended: 410,
  already_claimed: 409,
  not_new_user: 403,
  code_invalid: 404,
  code_used: 409,
  code_expired: 410,
  package_unknown: 404,
  not_found: 404,
  too_large: 413,
  unsupported_media_type: 415,
  busy: 503,
} as const;

type Code = keyof typeof STATUS;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on the routes that require one. */
    userId: string;
  }
}

function refuse(reply: FastifyReply, code: Code, message?: string, field?: string) {
  return reply.code(STATUS[code]).send({code, ...(message ? {message} : {}), ...(field ? {field} : {})});
}

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: {type: 'string', format: 'email', maxLength: 254},
    password: {type: 'string', minLength: 8, maxLength: 128},
  },
} as const;

const empty = {type: 'object', additionalProperties: false, properties: {}} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function buildApp({config, db, serverFactory, logger = true}: AppOptions): FastifyInstance {
  const app = Fastify({
    // Request lines log the method, the address made printable and the peer: never the Host or
    // other headers as they came, which are the sender's bytes.
    logger: logger ? {level: config.logLevel, serializers: {req: (req) => ({method: req.method, url: printable(req.url), remoteAddress: req.ip})}} : false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ajv: {customOptions: {removeAdditional: false, coerceTypes: false, allErrors: false}},
    ...(serverFactory ? {serverFactory} : {}),
    // Requests Node's parser refuses are answered by it and logged once, by error code only.
    clientErrorHandler: (error, socket) => refusedByParser(error, socket),
  });
  const refusedByParser = clientErrorHandler((entry) => app.log.warn(entry, 'request refused'));
  const hasher = new PasswordHasher(config.passwordHashing);
  const {limits} = config;
  const cookieOptions = {httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/'} as const;

  void app.register(cookie);

  app.setErrorHandler((error: Error & {statusCode?: number; code?: string; validation?: {instancePath: string; params: Record<string, unknown>}[]}, request, reply) => {
    if (error.validation) {
      const [first] = error.validation;
      const field = first?.params.missingProperty ?? first?.params.additionalProperty ?? first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const name = typeof field === 'string' && field ? field : 'body';
      const reason = first?.params.additionalProperty ? `unknown field "${name}"` : `${name} ${error.message.replace(/^body(\/\S+)? /, '')}`;
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
    if (error instanceof SyntaxError || error.statusCode === 400) return refuse(reply, 'bad_request', 'the body is not valid JSON', 'body');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({code: 'bad_request', message: error.message});
    }
    request.log.error({err: error}, 'request failed');
    return reply.code(500).send({code: 'server_error'});
  });

  app.setNotFoundHandler((request, reply) => refuse(reply, 'not_found', `no API at ${request.method} ${request.url.split('?')[0]}`));

  // Cross-site request forgery: a state-changing request must come from this site's pages.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') return refuse(reply, 'bad_origin', 'cross-site request refused');
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

  function tooMany(reply: FastifyReply, seconds: number) {
    void reply.header('retry-after', String(seconds));
    return refuse(reply, 'rate_limited', `too many attempts; try again in ${seconds} s`);
  }

  async function startSession(reply: FastifyReply, userId: string) {
    const session = await createSession(db, userId, config.sessionDays);
    void reply.setCookie(config.cookieName, session.token, {...cookieOptions, expires: new Date(session.expiresAt)});
  }

  app.register(
    async (api) => {
      api.get('/health', async () => ({ok: true, database: db.dialect}));

      api.post('/register', {schema: {body: credentials}}, async (request, reply) => {
        const {email, password} = request.body as {email: string; password: string};
        const throttled = await countAttempt(db, [{key: `register:address:${addressKey(request.ip)}`, limit: limits.registrationPerAddress}]);
        if (!throttled.allowed) return tooMany(reply, throttled.retryAfterSeconds);
        const user = await createUser(db, hasher, email, password);
        if (user === 'email_taken') return refuse(reply, 'email_taken', 'an account with this email exists', 'email');
        await startSession(reply, user.id);
        request.log.info({userId: user.id}, 'account created');
        return reply.code(201).send(user);
      });

      api.post('/login', {schema: {body: credentials}}, async (request, reply) => {
        const {email, password} = request.body as {email: string; password: string};
        // Counted before the password is checked: a refused attempt costs a write, not a hash.
        const perEmail = emailKey('login:email', normalizeEmail(email));
        const throttled = await countAttempt(db, [
          {key: `login:address:${addressKey(request.ip)}`, limit: limits.loginPerAddress},
          {key: perEmail, limit: limits.loginPerEmail},
        ]);
        if (!throttled.allowed) return tooMany(reply, throttled.retryAfterSeconds);
        const userId = await checkCredentials(db, hasher, email, password);
        if (!userId) return refuse(reply, 'invalid_credentials', 'wrong email or password');
        await clearAttempts(db, perEmail);
        await startSession(reply, userId);
        request.log.info({userId}, 'signed in');
        return findUser(db, userId);
      });

      api.post('/logout', async (request, reply) => {
        const token = request.cookies[config.cookieName];
        if (token) await endSession(db, token);
        void reply.clearCookie(config.cookieName, cookieOptions);
        return reply.code(204).send();
      });

      api.get('/packages', async () => ({packages: (await listPackages(db)).map(publicPackage)}));

      // Everything below needs a live session: the hook refuses the request, or names its user.
      api.register(async (signedIn) => {
        signedIn.decorateRequest('userId', '');
        signedIn.addHook('preHandler', async (request, reply) => {
          const token = request.cookies[config.cookieName];
          const userId = token ? await sessionUserId(db, token) : null;
          if (userId) {
            request.userId = userId;
            return;
          }
          // An expired or unknown token is removed, so the site stops treating the visitor as signed in.
          if (token) void reply.clearCookie(config.cookieName, cookieOptions);
          return refuse(reply, 'unauthorized', 'sign in first');
        });

        signedIn.get('/me', async (request, reply) => (await findUser(db, request.userId)) ?? refuse(reply, 'unauthorized', 'sign in first'));

        signedIn.post('/offers/manga/claim', {schema: {body: empty}}, async (request, reply) => {
          const {userId} = request;
          const result = await claimMangaOffer(db, userId, config.offerWindow);
          request.log.info({userId, result: result.ok ? 'claimed' : result.code}, 'comic offer claim');
          return result.ok ? {expiresAt: result.expiresAt} : refuse(reply, result.code);
        });

        signedIn.post(
          '/redemptions',
          {schema: {body: {type: 'object', required: ['code'], additionalProperties: false, properties: {code: {type: 'string', maxLength: 64}}}}},
          async (request, reply) => {
            const {userId} = request;
            const check = checkRedemptionCode((request.body as {code: string}).code);
            if (!check.ok) return refuse(reply, 'bad_request', `code is ${check.problem === 'empty' ? 'empty' : 'not a 16-character redemption code'}`, 'code');
            const result = await redeemCode(db, userId, check.code);
            request.log.info({userId, result: result.ok ? 'redeemed' : result.code}, 'redemption');
            return result.ok ? {days: result.days, expiresAt: result.expiresAt} : refuse(reply, result.code);
          },
        );

        signedIn.get('/orders', async (request) => ({orders: await userOrders(db, request.userId)}));

        signedIn.post(
          '/orders',
          {schema: {body: {type: 'object', required: ['packageId'], additionalProperties: false, properties: {packageId: {type: 'string', pattern: PACKAGE_ID.source}}}}},
          async (request, reply) => {
            const {userId} = request;
            const order = await createOrder(db, userId, (request.body as {packageId: string}).packageId);
            if (!order) return refuse(reply, 'package_unknown', 'no such package on sale', 'packageId');
            request.log.info({userId, orderId: order.id}, 'order created');
            const checkoutUrl = `${config.checkoutUrl}?order=${encodeURIComponent(order.id)}`;
            return reply.code(201).send({order, checkoutUrl});
          },
        );
      });
    },
    {prefix: '/api'},
  );

  return app;
}
