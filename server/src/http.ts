/**
 * What every route shares: refusals in the contract's form, the services a route is given, and
 * the guard of the routes that need a signed-in visitor.
 */
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import type {JsonSchemaToTsProvider} from '@fastify/type-provider-json-schema-to-ts';
import {REFUSALS, type RefusalCode} from '@interlinear/shared/api';
import type {ServerConfig} from './config.ts';
import type {Db} from './db/connect.ts';
import type {PasswordHasher} from './passwords.ts';
import type {PaymentProvider} from './payments.ts';
import type {Mailer} from './mail/mailer.ts';
import {sessionUserId} from './accounts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on the routes guarded by `signedIn`. */
    userId: string;
  }
}

/** The services a group of routes is built with. */
export interface Services {
  readonly config: ServerConfig;
  readonly db: Db;
  readonly hasher: PasswordHasher;
  /** Stripe, or the built-in test checkout when Stripe's keys are not set. */
  readonly payments: PaymentProvider;
  /** Account emails: SMTP, or `.eml` files when no SMTP server is set. */
  readonly mailer: Mailer;
}

/** One resource of the API: a Fastify plugin given the services; its routes are typed from their schemas. */
export type Routes = (api: FastifyInstance, services: Services) => Promise<void>;

/** The instance a group of routes declares its routes on, typed from their JSON schemas. */
export const typed = (api: FastifyInstance) => api.withTypeProvider<JsonSchemaToTsProvider>();

/** Answers a refusal: the contract's status for the code, and the code for the site to explain. */
export function refuse(reply: FastifyReply, code: RefusalCode, message?: string, field?: string) {
  return reply.code(REFUSALS[code]).send({code, ...(message ? {message} : {}), ...(field ? {field} : {})});
}

export function cookieOptions(config: ServerConfig) {
  return {httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/'} as const;
}

/**
 * The pre-handler of the routes that need a live session: it names the request's user, or refuses
 * the request (and removes an expired or unknown token, so the site stops treating the visitor
 * as signed in).
 */
export function signedIn({config, db}: Services) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[config.cookieName];
    const userId = token ? await sessionUserId(db, token) : null;
    if (userId) {
      request.userId = userId;
      return;
    }
    if (token) void reply.clearCookie(config.cookieName, cookieOptions(config));
    return refuse(reply, 'unauthorized', 'sign in first');
  };
}
