/** Accounts: register, sign in and out, and the signed-in visitor. */
import type {FastifyReply} from 'fastify';
import {CredentialsBody} from '@interlinear/shared/api';
import {checkCredentials, createSession, createUser, endSession, findUser, normalizeEmail} from '../accounts.ts';
import {cookieOptions, refuse, signedIn, typed, type Routes, type Services} from '../http.ts';
import {addressKey, clearAttempts, countAttempt, emailKey} from '../throttle.ts';
import {siteLocale} from './orders.ts';
import {sendVerification} from './selfService.ts';

/** Refuses an attempt past its throttle, saying when to try again. */
export function tooMany(reply: FastifyReply, seconds: number) {
  void reply.header('retry-after', String(seconds));
  return refuse(reply, 'rate_limited', `too many attempts; try again in ${seconds} s`);
}

/** Opens a session for the user and sets the login cookie. */
export async function startSession({config, db}: Services, reply: FastifyReply, userId: string) {
  const session = await createSession(db, userId, config.sessionDays);
  void reply.setCookie(config.cookieName, session.token, {
    ...cookieOptions(config),
    expires: new Date(session.expiresAt),
  });
}

export const accountRoutes: Routes = async (instance, services) => {
  const {config, db, hasher} = services;
  const {limits} = config;
  const api = typed(instance);

  api.post('/register', {schema: {body: CredentialsBody}}, async (request, reply) => {
    const {email, password} = request.body;
    const throttled = await countAttempt(db, [
      {key: `register:address:${addressKey(request.ip)}`, limit: limits.registrationPerAddress},
    ]);
    if (!throttled.allowed) return tooMany(reply, throttled.retryAfterSeconds);
    const locale = siteLocale(request.body.locale);
    const user = await createUser(db, hasher, email, password, locale);
    if (user === 'email_taken') return refuse(reply, 'email_taken', 'an account with this email exists', 'email');
    await startSession(services, reply, user.id);
    request.log.info({userId: user.id}, 'account created');
    await sendVerification(services, request.log, user.id, locale);
    return reply.code(201).send(user);
  });

  api.post('/login', {schema: {body: CredentialsBody}}, async (request, reply) => {
    const {email, password} = request.body;
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
    await startSession(services, reply, userId);
    request.log.info({userId}, 'signed in');
    return findUser(db, userId);
  });

  api.post('/logout', async (request, reply) => {
    const token = request.cookies[config.cookieName];
    if (token) await endSession(db, token);
    void reply.clearCookie(config.cookieName, cookieOptions(config));
    return reply.code(204).send();
  });

  api.get(
    '/me',
    {preHandler: signedIn(services)},
    async (request, reply) => (await findUser(db, request.userId)) ?? refuse(reply, 'unauthorized', 'sign in first'),
  );
};
