/**
 * The account's own business: confirming the email, a forgotten password, changing the password
 * or the email, exporting the data and deleting the account.
 */
import type {FastifyBaseLogger, FastifyReply, FastifyRequest} from 'fastify';
import {
  DeleteAccountBody,
  EmailChangeBody,
  ForgotPasswordBody,
  LocaleBody,
  PasswordChangeBody,
  ResetPasswordBody,
  TokenBody,
} from '@interlinear/shared/api';
import {digest, findUser, normalizeEmail} from '../accounts.ts';
import {proFromSubscriptions} from '../billing.ts';
import {writeTransaction} from '../db/transaction.ts';
import {composeMail, type MailKind} from '../mail/mailer.ts';
import {localePrefix} from '../payments.ts';
import {consumeToken, deleteAccount, exportAccount, issueToken, verificationKey} from '../selfService.ts';
import {addressKey, countAttempt, emailKey} from '../throttle.ts';
import {iso} from '../time.ts';
import {cookieOptions, refuse, signedIn, typed, type Routes, type Services} from '../http.ts';
import {siteLocale} from './orders.ts';
import {startSession, tooMany} from './accounts.ts';

/** The site page a link opens, in the account's language, on the site's configured origin. */
function linkTo(services: Services, locale: string, page: 'verify' | 'reset', token: string): string {
  return `${services.config.publicUrl}${localePrefix(locale)}/account/${page}/?token=${token}`;
}

/**
 * Sends an account email without holding up the answer; a failure is logged (the visitor can ask
 * again), never shown, so the answer cannot tell whether an address has an account.
 */
export function sendAccountMail(
  services: Services,
  log: FastifyBaseLogger,
  request: {kind: MailKind; to: string; locale: string; email: string; link?: string},
): void {
  const mail = composeMail(request, services.config.productName, services.config.publicUrl);
  void services.mailer
    .send(mail)
    .catch((error: unknown) => log.error({err: error, kind: request.kind}, 'mail not sent'));
}

/** Sends a new confirmation link for the account's address. */
export async function sendVerification(services: Services, log: FastifyBaseLogger, userId: string, locale: string) {
  const user = await services.db.kysely
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const token = await issueToken(services.db, userId, 'verify', user.email);
  sendAccountMail(services, log, {
    kind: 'verify',
    to: user.email,
    locale,
    email: user.email,
    link: linkTo(services, locale, 'verify', token),
  });
}

/**
 * Checks the signed-in user's password for an action that needs it. A wrong one counts against
 * the same per-email limit as logins, so a stolen session cannot guess the password here instead.
 */
async function checkPassword(
  {db, hasher, config}: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
  field = 'password',
): Promise<{email: string; hash: string; locale: string} | null> {
  const user = await db.kysely
    .selectFrom('users')
    .select(['email', 'password_hash', 'locale'])
    .where('id', '=', request.userId)
    .executeTakeFirstOrThrow();
  const perEmail = emailKey('login:email', user.email);
  const throttled = await countAttempt(db, [{key: perEmail, limit: config.limits.loginPerEmail}]);
  if (!throttled.allowed) {
    await tooMany(reply, throttled.retryAfterSeconds);
    return null;
  }
  if (!(await hasher.verify(user.password_hash, password))) {
    await refuse(reply, 'wrong_password', 'the password is not this account’s', field);
    return null;
  }
  return {email: user.email, hash: user.password_hash, locale: user.locale};
}

export const selfServiceRoutes: Routes = async (instance, services) => {
  const {config, db, hasher} = services;
  const api = typed(instance);
  const guard = signedIn(services);

  api.post('/account/verification', {schema: {body: LocaleBody}, preHandler: guard}, async (request, reply) => {
    const user = await db.kysely
      .selectFrom('users')
      .select(['email_verified_at', 'locale'])
      .where('id', '=', request.userId)
      .executeTakeFirstOrThrow();
    if (user.email_verified_at) return refuse(reply, 'already_verified', 'this address is confirmed already');
    const throttled = await countAttempt(db, [
      {key: verificationKey(request.userId), limit: config.limits.verificationPerUser},
    ]);
    if (!throttled.allowed) return tooMany(reply, throttled.retryAfterSeconds);
    await sendVerification(services, request.log, request.userId, siteLocale(request.body.locale ?? user.locale));
    return reply.code(202).send({accepted: true});
  });

  api.post('/account/verify', {schema: {body: TokenBody}}, async (request, reply) => {
    const now = Date.now();
    const result = await writeTransaction(db, async (trx) => {
      const used = await consumeToken(trx, request.body.token, ['verify', 'change_email'], now);
      if (!used.ok) return used;
      const user = await trx
        .selectFrom('users')
        .select(['email', 'locale'])
        .where('id', '=', used.userId)
        .executeTakeFirstOrThrow();
      if (used.purpose === 'verify') {
        // A link sent to an address the account has since left confirms nothing.
        if (user.email !== used.email) return {ok: false, code: 'token_invalid'} as const;
        await trx
          .updateTable('users')
          .set({email_verified_at: iso(now)})
          .where('id', '=', used.userId)
          .where('email_verified_at', 'is', null)
          .execute();
        return {...used, previous: null, locale: user.locale};
      }
      const taken = await trx.selectFrom('users').select('id').where('email', '=', used.email).executeTakeFirst();
      if (taken && taken.id !== used.userId) throw new EmailTaken();
      await trx
        .updateTable('users')
        .set({email: used.email, email_verified_at: iso(now)})
        .where('id', '=', used.userId)
        .execute();
      return {...used, previous: user.email, locale: user.locale};
    }).catch((error: unknown) => {
      // Taken meanwhile, or by a concurrent change (the unique key): the link stays unused.
      if (error instanceof EmailTaken || isUniqueViolation(error)) return {ok: false, code: 'email_taken'} as const;
      throw error;
    });
    if (!result.ok) return refuse(reply, result.code);
    request.log.info({userId: result.userId, purpose: result.purpose}, 'email confirmed');
    if (result.previous && result.previous !== result.email) {
      sendAccountMail(services, request.log, {
        kind: 'emailChanged',
        to: result.previous,
        locale: result.locale,
        email: result.email,
      });
    }
    return {purpose: result.purpose, email: result.email};
  });

  // The same answer, at once, whether or not the address has an account: the lookup and the
  // email happen after the answer has gone.
  api.post('/password/forgot', {schema: {body: ForgotPasswordBody}}, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    const throttled = await countAttempt(db, [
      {key: `reset:address:${addressKey(request.ip)}`, limit: config.limits.resetPerAddress},
      {key: emailKey('reset:email', email), limit: config.limits.resetPerEmail},
    ]);
    if (!throttled.allowed) return tooMany(reply, throttled.retryAfterSeconds);
    const locale = siteLocale(request.body.locale);
    setImmediate(() => {
      void (async () => {
        const user = await db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
        if (!user) return;
        const token = await issueToken(db, user.id, 'reset', email);
        sendAccountMail(services, request.log, {
          kind: 'reset',
          to: email,
          locale,
          email,
          link: linkTo(services, locale, 'reset', token),
        });
        request.log.info({userId: user.id}, 'password reset link sent');
      })().catch((error: unknown) => request.log.error({err: error}, 'password reset link not sent'));
    });
    return reply.code(202).send({accepted: true});
  });

  api.post('/password/reset', {schema: {body: ResetPasswordBody}}, async (request, reply) => {
    // Hashed first: the transaction holds its lock only for the writes.
    const hash = await hasher.hash(request.body.password);
    const now = Date.now();
    const result = await writeTransaction(db, async (trx) => {
      const used = await consumeToken(trx, request.body.token, ['reset'], now);
      if (!used.ok) return used;
      // The mailbox answered the link, so the address is confirmed too.
      await trx
        .updateTable('users')
        .set((eb) => ({password_hash: hash, email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(iso(now)))}))
        .where('id', '=', used.userId)
        .execute();
      // Whoever knew the old password is signed out everywhere.
      await trx.deleteFrom('sessions').where('user_id', '=', used.userId).execute();
      return used;
    });
    if (!result.ok) return refuse(reply, result.code);
    await startSession(services, reply, result.userId);
    request.log.info({userId: result.userId}, 'password reset');
    return findUser(db, result.userId);
  });

  api.post('/account/password', {schema: {body: PasswordChangeBody}, preHandler: guard}, async (request, reply) => {
    const user = await checkPassword(services, request, reply, request.body.currentPassword, 'currentPassword');
    if (!user) return reply;
    const hash = await hasher.hash(request.body.newPassword);
    const current = digest(request.cookies[config.cookieName] ?? '');
    await writeTransaction(db, async (trx) => {
      await trx.updateTable('users').set({password_hash: hash}).where('id', '=', request.userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', request.userId).where('id', '!=', current).execute();
    });
    request.log.info({userId: request.userId}, 'password changed');
    sendAccountMail(services, request.log, {
      kind: 'passwordChanged',
      to: user.email,
      locale: user.locale,
      email: user.email,
    });
    return findUser(db, request.userId);
  });

  api.post('/account/email', {schema: {body: EmailChangeBody}, preHandler: guard}, async (request, reply) => {
    const newEmail = normalizeEmail(request.body.newEmail);
    const user = await checkPassword(services, request, reply, request.body.password);
    if (!user) return reply;
    if (newEmail === user.email)
      return refuse(reply, 'bad_request', 'this is the account’s address already', 'newEmail');
    const taken = await db.kysely.selectFrom('users').select('id').where('email', '=', newEmail).executeTakeFirst();
    if (taken) return refuse(reply, 'email_taken', 'an account with this email exists', 'newEmail');
    const locale = siteLocale(request.body.locale ?? user.locale);
    const token = await issueToken(db, request.userId, 'change_email', newEmail);
    sendAccountMail(services, request.log, {
      kind: 'changeEmail',
      to: newEmail,
      locale,
      email: newEmail,
      link: linkTo(services, locale, 'verify', token),
    });
    request.log.info({userId: request.userId}, 'email change asked');
    return reply.code(202).send({pendingEmail: newEmail});
  });

  api.get('/account/export', {preHandler: guard}, async (request, reply) => {
    const token = request.cookies[config.cookieName];
    const data = await exportAccount(db, request.userId, token ? digest(token) : null);
    const day = data.exportedAt.slice(0, 10);
    void reply
      .header('content-disposition', `attachment; filename="interlinear-account-${day}.json"`)
      .header('cache-control', 'no-store');
    return data;
  });

  api.post('/account/delete', {schema: {body: DeleteAccountBody}, preHandler: guard}, async (request, reply) => {
    const user = await checkPassword(services, request, reply, request.body.password);
    if (!user) return reply;
    // A subscription that still renews would go on charging an account that no longer exists.
    const {billing} = await proFromSubscriptions(db, request.userId);
    if (billing?.status === 'active')
      return refuse(reply, 'subscription_running', 'cancel the subscription first (manage subscription)');
    await deleteAccount(db, request.userId);
    request.log.info({userId: request.userId}, 'account deleted');
    void reply.clearCookie(config.cookieName, cookieOptions(config));
    return reply.code(204).send();
  });
};

class EmailTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as {code?: unknown} | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
