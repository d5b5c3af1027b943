/**
 * The account's own business through a real SMTP server (smtp-server on a local port, each
 * message parsed with mailparser): confirmation links, a forgotten password, changing the password
 * and the email, the data export and the deletion, on SQLite and on PostgreSQL. The app runs
 * in-process with SMTP_URL pointing at the local server and PUBLIC_URL at http://site.test.
 */
import {createHash} from 'node:crypto';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {FastifyBaseLogger, FastifyInstance, LightMyRequestResponse} from 'fastify';
import {sql} from 'kysely';
import {SMTPServer} from 'smtp-server';
import {simpleParser, type ParsedMail} from 'mailparser';
import {buildApp} from '../src/app.ts';
import {adminCommand} from '../src/adminCommands.ts';
import {readConfig, type ServerConfig} from '../src/config.ts';
import {BACKENDS, freshDb, tokenFrom, type TestDb} from './helpers.ts';
import {freePort} from './processes.ts';

const PASSWORD = 'correct horse 42';
const NEW_PASSWORD = 'battery staple 77';
const SITE = 'http://site.test';
const FROM_NAME = 'Interlinear Accounts';
const FROM_ADDRESS = 'accounts@site.test';
const HOUR_MS = 3_600_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DEVANAGARI = /[\u0900-\u097F]/;
const HAN = /\p{Script=Han}/u;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Received {
  /** The envelope's recipients (RCPT TO), lower-case. */
  readonly to: readonly string[];
  readonly mail: ParsedMail;
  taken: boolean;
}

/** A local SMTP server that keeps every message it is given. */
interface Mailbox {
  readonly port: number;
  /** Every message sent to the address so far. */
  sentTo(address: string): readonly Received[];
  /** The next message to the address not taken yet, waiting for it up to `timeoutMs`. */
  next(address: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

async function startMailbox(): Promise<Mailbox> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail, taken: false});
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const sentTo = (address: string) => received.filter((r) => r.to.includes(address.toLowerCase()));
  return {
    port,
    sentTo,
    async next(address, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = sentTo(address).find((r) => !r.taken);
        if (found) {
          found.taken = true;
          return found.mail;
        }
        if (Date.now() > deadline) {
          const seen = received.map((r) => `${r.to.join(',')}: ${r.mail.subject ?? ''}`).join('\n  ');
          throw new Error(`No new message to ${address} within ${timeoutMs} ms; received:\n  ${seen}`);
        }
        await sleep(15);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one `?token=` link of a message's text, which the HTML links to as well. */
function linkOf(mail: ParsedMail): {link: string; token: string} {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g)?.filter((l) => l.includes('?token=')) ?? [];
  expect(links, mail.text).toHaveLength(1);
  const link = links[0]!;
  expect(typeof mail.html === 'string' ? mail.html : '').toContain(`href="${link}"`);
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(token).toMatch(TOKEN);
  return {link, token};
}

/** The same token with one character changed (still a well-formed token). */
const tampered = (token: string) => `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;

/** A logger that keeps what it is told (the app's own logger is off in these tests). */
function capturingLogger() {
  const entries: {level: string; obj: unknown; msg: unknown}[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg?: unknown): void => {
      entries.push({level, obj, msg});
    };
  const logger = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => logger,
  };
  return {logger: logger as unknown as FastifyBaseLogger, entries};
}

describe.each(BACKENDS)('account emails through SMTP, on %s', (backend) => {
  let mailbox: Mailbox;
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await freshDb(backend, {
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      PUBLIC_URL: SITE,
      MAIL_FROM: `"${FROM_NAME}" <${FROM_ADDRESS}>`,
      REGISTRATIONS_PER_ADDRESS: '1000',
      LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
    });
    app = buildApp({config: t.config, db: t.db, logger: false});
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await mailbox?.close();
  });

  interface Options {
    readonly cookie?: string;
    /** The client's address (each throttled test uses its own). */
    readonly ip?: string;
    readonly on?: FastifyInstance;
  }
  const post = (url: string, body: unknown, {cookie, ip = '127.0.0.1', on = app}: Options = {}) =>
    on.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: {'content-type': 'application/json'},
      cookies: cookie ? {[t.config.cookieName]: cookie} : {},
      remoteAddress: ip,
    });
  const get = (url: string, cookie?: string) =>
    app.inject({method: 'GET', url, cookies: cookie ? {[t.config.cookieName]: cookie} : {}});
  const cookieOf = (res: LightMyRequestResponse) => tokenFrom(res.headers['set-cookie'], t.config.cookieName);
  const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().code as unknown];

  const me = async (cookie: string) => {
    const res = await get('/api/me', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {id: string; email: string; emailVerified: boolean; subscription: {billing: unknown}};
  };
  const login = (email: string, password: string) => post('/api/login', {email, password});
  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return cookieOf(res)!;
  }

  /** Registers, and takes the confirmation email the registration sent. */
  async function register(email: string, locale?: string) {
    const res = await post('/api/register', {email, password: PASSWORD, ...(locale ? {locale} : {})});
    expect(res.statusCode, res.body).toBe(201);
    const cookie = cookieOf(res)!;
    expect(cookie).toBeTruthy();
    const mail = await mailbox.next(email);
    return {id: res.json().id as string, cookie, mail, verifyToken: linkOf(mail).token};
  }
  const openLink = (token: string) => post('/api/account/verify', {token});
  async function confirm(token: string) {
    const res = await openLink(token);
    expect(res.statusCode, res.body).toBe(200);
  }

  /** After a while, still exactly `count` messages to the address. */
  async function expectNoMoreMail(address: string, count: number, waitMs = 300) {
    await sleep(waitMs);
    expect(
      mailbox.sentTo(address).map((r) => r.mail.subject),
      address,
    ).toHaveLength(count);
  }

  const tokenRows = (userId: string) =>
    t.db.kysely.selectFrom('account_tokens').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const passwordHash = async (userId: string) =>
    (await t.db.kysely.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
      .password_hash;

  /** Every table of the database, as the database itself lists them. */
  async function tableNames(): Promise<string[]> {
    const query =
      t.db.dialect === 'sqlite'
        ? sql<{name: string}>`select name from sqlite_master where type = 'table'`
        : sql<{name: string}>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`;
    const names = (await query.execute(t.db.kysely)).rows.map((r) => r.name);
    // The search below means something only if it sees the tables the server writes.
    for (const table of ['users', 'sessions', 'account_tokens', 'orders', 'throttles', 'offer_claims'])
      expect(names).toContain(table);
    return names.sort();
  }

  /** Every row of every table, as `table: JSON` lines (every column, whatever its type). */
  async function everyRow(except: readonly string[] = []): Promise<string[]> {
    const lines: string[] = [];
    for (const table of await tableNames()) {
      if (except.includes(table)) continue;
      const {rows} = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.kysely);
      for (const row of rows)
        lines.push(`${table}: ${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
    }
    return lines.sort();
  }
  const rowsHolding = async (text: string) =>
    (await everyRow()).filter((line) => line.toLowerCase().includes(text.toLowerCase()));

  describe('confirming the address', () => {
    test('registering sends a confirmation in the account’s language (Hindi): text and HTML from MAIL_FROM, with the product and a link whose token only the mail holds', async () => {
      const email = 'asha@example.com';
      const {id, mail} = await register(email, 'hi');
      const product = t.config.productName;
      expect(product).toBeTruthy();

      expect(mail.from?.value).toEqual([{address: FROM_ADDRESS, name: FROM_NAME}]);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([email]);
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.subject).toContain(product);
      expect(mail.text).toMatch(DEVANAGARI);
      expect(mail.text).toContain(product);
      expect(mail.text).toContain(email);
      expect(typeof mail.html).toBe('string');
      const html = mail.html as string;
      expect(html).toMatch(/<html lang="hi-IN" dir="ltr">/);
      expect(html).toMatch(DEVANAGARI);
      expect(html).toContain(product);
      expect(mail.attachments).toHaveLength(0);
      const {link, token} = linkOf(mail);
      expect(link).toMatch(/^http:\/\/site\.test\/hi\/account\/verify\/\?token=[A-Za-z0-9_-]{43}$/);

      // Only the digest is stored, for a day; the token itself is in no table.
      const rows = await tokenRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({id: sha256(token), purpose: 'verify', email, used_at: null});
      expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(24 * HOUR_MS);
      expect(await rowsHolding(token)).toEqual([]);
      // (The search does find what is there.)
      expect((await rowsHolding(sha256(token))).length).toBeGreaterThan(0);
    });

    test('opening the link confirms the address, which the comic offer needs; the link works once, and only as sent', async () => {
      const email = 'ravi@example.com';
      const {cookie, verifyToken} = await register(email, 'hi');
      expect((await me(cookie)).emailVerified).toBe(false);
      expect(refusal(await post('/api/offers/manga/claim', {}, {cookie}))).toEqual([403, 'email_unverified']);

      expect(refusal(await openLink(tampered(verifyToken)))).toEqual([404, 'token_invalid']);
      expect((await me(cookie)).emailVerified).toBe(false);

      const opened = await openLink(verifyToken);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toEqual({purpose: 'verify', email});
      expect((await me(cookie)).emailVerified).toBe(true);
      expect((await post('/api/offers/manga/claim', {}, {cookie})).statusCode).toBe(200);

      expect(refusal(await openLink(verifyToken))).toEqual([409, 'token_used']);
      expect(refusal(await openLink(tampered(verifyToken)))).toEqual([404, 'token_invalid']);
    });

    test('an expired link is refused as expired and confirms nothing', async () => {
      const {id, cookie, verifyToken} = await register('late-link@example.com');
      await t.db.kysely
        .updateTable('account_tokens')
        .set({expires_at: new Date(Date.now() - 1000).toISOString()})
        .where('user_id', '=', id)
        .execute();
      expect(refusal(await openLink(verifyToken))).toEqual([410, 'token_expired']);
      expect((await me(cookie)).emailVerified).toBe(false);
    });

    test('concurrent uses of one fresh link: exactly one is accepted', async () => {
      const {cookie, verifyToken} = await register('racing-link@example.com');
      const results = await Promise.all(Array.from({length: 4}, () => openLink(verifyToken)));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('token_used');
      expect((await me(cookie)).emailVerified).toBe(true);
    });

    test('asking again sends a new link and the older one stops working; 3 an hour, then 429 with Retry-After; a confirmed address is refused as such', async () => {
      const email = 'again@example.com';
      const {cookie, verifyToken: first} = await register(email);
      expect((await post('/api/account/verification', {})).statusCode).toBe(401);

      const again = await post('/api/account/verification', {}, {cookie});
      expect([again.statusCode, again.json()]).toEqual([202, {accepted: true}]);
      const second = linkOf(await mailbox.next(email)).token;
      expect(second).not.toBe(first);
      const old = await openLink(first);
      expect([404, 409]).toContain(old.statusCode);
      expect((await me(cookie)).emailVerified).toBe(false);

      // The request's language wins over the account's (zh, the default).
      expect((await post('/api/account/verification', {locale: 'en'}, {cookie})).statusCode).toBe(202);
      const english = await mailbox.next(email);
      const third = linkOf(english);
      expect(third.link.startsWith(`${SITE}/en/account/verify/?token=`)).toBe(true);
      expect(english.subject).toMatch(/confirm/i);
      expect(english.html).toMatch(/<html lang="en-US" dir="ltr">/);

      expect((await post('/api/account/verification', {}, {cookie})).statusCode).toBe(202);
      const fourth = linkOf(await mailbox.next(email)).token;

      const limited = await post('/api/account/verification', {}, {cookie});
      expect(refusal(limited)).toEqual([429, 'rate_limited']);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      await expectNoMoreMail(email, 4);

      expect((await openLink(third.token)).statusCode).not.toBe(200);
      expect((await openLink(second)).statusCode).not.toBe(200);
      expect((await me(cookie)).emailVerified).toBe(false);
      await confirm(fourth);
      expect((await me(cookie)).emailVerified).toBe(true);
      expect(refusal(await post('/api/account/verification', {}, {cookie}))).toEqual([409, 'already_verified']);
      await expectNoMoreMail(email, 4, 100);
    });

    // Links issued at once for one account: the account's row orders them, so only the last works.
    test('of links asked for at the same time, only one works', async () => {
      // The limit is not what is tested here.
      const config: ServerConfig = {
        ...t.config,
        limits: {...t.config.limits, verificationPerUser: {attempts: 100_000, windowMs: HOUR_MS}},
      };
      const eager = buildApp({config, db: t.db, logger: false});
      await eager.ready();
      try {
        for (const n of [1, 2, 3]) {
          const email = `many-links-${n}@example.com`;
          const {id, cookie, verifyToken} = await register(email);
          const asked = await Promise.all(
            Array.from({length: 8}, () => post('/api/account/verification', {}, {cookie, on: eager})),
          );
          expect(asked.map((r) => r.statusCode)).toEqual(Array(8).fill(202));
          const tokens = [verifyToken];
          for (let i = 0; i < 8; i++) tokens.push(linkOf(await mailbox.next(email)).token);
          const unused = (await tokenRows(id)).filter((r) => r.used_at === null);
          const opened: number[] = [];
          for (const token of tokens) opened.push((await openLink(token)).statusCode);
          expect(
            opened.filter((status) => status === 200),
            `${email}: ${unused.length} links unused; answers ${opened.join(' ')}`,
          ).toHaveLength(1);
        }
      } finally {
        await eager.close();
      }
    });

    test('each registration gets its language: the default (zh) without one, English, and Arabic right to left', async () => {
      const chinese = (await register('default-lang@example.com')).mail;
      expect(linkOf(chinese).link.startsWith(`${SITE}/account/verify/?token=`)).toBe(true);
      expect(chinese.subject).toMatch(HAN);
      expect(chinese.html).toMatch(/<html lang="zh-CN" dir="ltr">/);

      const english = (await register('english@example.com', 'en')).mail;
      expect(linkOf(english).link.startsWith(`${SITE}/en/account/verify/?token=`)).toBe(true);
      expect(english.subject).toContain(t.config.productName);
      expect(english.subject).toMatch(/confirm/i);
      expect(english.text).not.toMatch(HAN);
      expect(english.text).not.toMatch(DEVANAGARI);
      expect(english.html).toMatch(/<html lang="en-US" dir="ltr">/);

      const arabic = (await register('arabic@example.com', 'ar')).mail;
      expect(linkOf(arabic).link.startsWith(`${SITE}/ar/account/verify/?token=`)).toBe(true);
      expect(arabic.html).toMatch(/<html lang="ar-SA" dir="rtl">/);
      // The link itself stays left to right inside the right-to-left text.
      expect(arabic.html).toMatch(/<bdi dir="ltr">http:\/\/site\.test\/ar\/account\/verify\//);
    });
  });

  describe('a forgotten password', () => {
    test('a known and an unknown address get the same answer, as fast; only the known one gets a link, in the page’s language', async () => {
      const known = 'known@example.com';
      const unknown = 'nobody-here@example.com';
      const {id} = await register(known);
      // The limits are not what is measured here.
      const limits = {attempts: 100_000, windowMs: HOUR_MS};
      const config: ServerConfig = {
        ...t.config,
        limits: {...t.config.limits, resetPerAddress: limits, resetPerEmail: limits},
      };
      const fast = buildApp({config, db: t.db, logger: false});
      await fast.ready();
      try {
        const ask = async (email: string) => {
          const start = process.hrtime.bigint();
          const res = await post('/api/password/forgot', {email, locale: 'hi'}, {on: fast, ip: '10.1.0.1'});
          return {res, ms: Number(process.hrtime.bigint() - start) / 1e6};
        };
        for (let i = 0; i < 3; i++) await Promise.all([ask(known), ask(unknown)]).then(() => undefined);
        const times: Record<'known' | 'unknown', number[]> = {known: [], unknown: []};
        const answers = new Set<string>();
        for (let i = 0; i < 30; i++) {
          for (const which of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
            const {res, ms} = await ask(which === 'known' ? known : unknown);
            times[which].push(ms);
            answers.add(JSON.stringify([res.statusCode, res.headers['content-type'], res.body]));
          }
        }
        expect([...answers]).toEqual([JSON.stringify([202, 'application/json; charset=utf-8', '{"accepted":true}'])]);
        const difference = median(times.known) - median(times.unknown);
        expect(
          Math.abs(difference),
          `median known ${median(times.known)} ms, unknown ${median(times.unknown)} ms`,
        ).toBeLessThan(15);

        // 33 requests for the known address: 33 links.
        const mails = [];
        for (let i = 0; i < 33; i++) mails.push(await mailbox.next(known));
        for (const mail of mails) {
          expect(linkOf(mail).link.startsWith(`${SITE}/hi/account/reset/?token=`)).toBe(true);
          expect(mail.subject).toMatch(DEVANAGARI);
          expect(mail.html).toMatch(/<html lang="hi-IN" dir="ltr">/);
        }
        const resets = (await tokenRows(id)).filter((r) => r.purpose === 'reset');
        expect(resets).toHaveLength(33);
        await expectNoMoreMail(known, 34);
        expect(mailbox.sentTo(unknown)).toHaveLength(0);
      } finally {
        await fast.close();
      }
    });

    test('the link sets the new password, signs out everywhere, signs in anew and confirms the address; it works once, and only for a reset', async () => {
      const email = 'forgetful@example.com';
      const {id, cookie: first, verifyToken} = await register(email, 'hi');
      const second = await signIn(email);
      const asked = await post(
        '/api/password/forgot',
        {email: 'Forgetful@Example.com', locale: 'en'},
        {ip: '10.2.0.1'},
      );
      expect([asked.statusCode, asked.json()]).toEqual([202, {accepted: true}]);
      const mail = await mailbox.next(email);
      expect(mail.subject).toMatch(/reset/i);
      expect(mail.subject).toContain(t.config.productName);
      expect(mail.html).toMatch(/<html lang="en-US" dir="ltr">/);
      const {link, token} = linkOf(mail);
      expect(link).toMatch(/^http:\/\/site\.test\/en\/account\/reset\/\?token=[A-Za-z0-9_-]{43}$/);
      const row = (await tokenRows(id)).find((r) => r.purpose === 'reset')!;
      expect(row.id).toBe(sha256(token));
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(HOUR_MS);

      // A link is good for its own purpose only.
      expect(refusal(await openLink(token))).toEqual([404, 'token_invalid']);
      expect(refusal(await post('/api/password/reset', {token: verifyToken, password: NEW_PASSWORD}))).toEqual([
        404,
        'token_invalid',
      ]);
      expect(refusal(await post('/api/password/reset', {token: tampered(token), password: NEW_PASSWORD}))).toEqual([
        404,
        'token_invalid',
      ]);
      expect((await me(first)).emailVerified).toBe(false);

      const reset = await post('/api/password/reset', {token, password: NEW_PASSWORD});
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toMatchObject({id, email, emailVerified: true});
      const fresh = cookieOf(reset);
      expect(fresh).toBeTruthy();
      expect([first, second]).not.toContain(fresh);
      expect((await get('/api/me', first)).statusCode).toBe(401);
      expect((await get('/api/me', second)).statusCode).toBe(401);
      expect(await me(fresh!)).toMatchObject({id, emailVerified: true});
      expect(await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([
        {id: sha256(fresh!)},
      ]);

      expect(refusal(await login(email, PASSWORD))).toEqual([401, 'invalid_credentials']);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(refusal(await post('/api/password/reset', {token, password: 'a third password'}))).toEqual([
        409,
        'token_used',
      ]);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    test('a link an hour old is refused as expired and changes nothing', async () => {
      const email = 'slow-reader@example.com';
      const {id, cookie} = await register(email);
      expect((await post('/api/password/forgot', {email}, {ip: '10.3.0.1'})).statusCode).toBe(202);
      const {link, token} = linkOf(await mailbox.next(email));
      expect(link.startsWith(`${SITE}/account/reset/?token=`)).toBe(true);
      const hourAgo = (ms: string) => new Date(Date.parse(ms) - HOUR_MS - 1000).toISOString();
      const row = (await tokenRows(id)).find((r) => r.purpose === 'reset')!;
      await t.db.kysely
        .updateTable('account_tokens')
        .set({created_at: hourAgo(row.created_at), expires_at: hourAgo(row.expires_at)})
        .where('id', '=', row.id)
        .execute();
      const before = await passwordHash(id);
      expect(refusal(await post('/api/password/reset', {token, password: NEW_PASSWORD}))).toEqual([
        410,
        'token_expired',
      ]);
      expect(await passwordHash(id)).toBe(before);
      expect((await me(cookie)).emailVerified).toBe(false);
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
    });

    test('two concurrent resets with one link: exactly one succeeds, and its password is the one set', async () => {
      const email = 'double-reset@example.com';
      await register(email);
      expect((await post('/api/password/forgot', {email}, {ip: '10.4.0.1'})).statusCode).toBe(202);
      const {token} = linkOf(await mailbox.next(email));
      const passwords = ['first new password', 'second new password'];
      const results = await Promise.all(passwords.map((password) => post('/api/password/reset', {token, password})));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.findIndex((r) => r.statusCode === 200);
      expect(results[1 - winner]!.json().code).toBe('token_used');
      expect(cookieOf(results[1 - winner]!)).toBeUndefined();
      expect((await login(email, passwords[winner]!)).statusCode).toBe(200);
      expect((await login(email, passwords[1 - winner]!)).statusCode).toBe(401);
    });

    test('requests are limited per email (3 an hour, whether or not it has an account) and per address', async () => {
      const email = 'throttled@example.com';
      await register(email);
      for (const address of [email, 'throttled-nobody@example.com']) {
        for (let i = 0; i < 3; i++)
          expect((await post('/api/password/forgot', {email: address}, {ip: `10.5.${i}.1`})).statusCode).toBe(202);
        const limited = await post('/api/password/forgot', {email: address}, {ip: '10.5.9.1'});
        expect(refusal(limited)).toEqual([429, 'rate_limited']);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
      }
      for (let i = 0; i < 3; i++) linkOf(await mailbox.next(email));
      await expectNoMoreMail(email, 4);

      // Per address: RESET_REQUESTS_PER_ADDRESS (10 by default), whatever the emails.
      const ip = '10.6.0.1';
      for (let i = 0; i < 10; i++)
        expect((await post('/api/password/forgot', {email: `someone-${i}@example.com`}, {ip})).statusCode).toBe(202);
      const limited = await post('/api/password/forgot', {email: 'someone-else@example.com'}, {ip});
      expect(refusal(limited)).toEqual([429, 'rate_limited']);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held up by it.
      expect(
        (await post('/api/password/forgot', {email: 'someone-else@example.com'}, {ip: '10.6.0.2'})).statusCode,
      ).toBe(202);
    });
  });

  test('changing the password: the current one is checked; the other sessions end, this one stays, and a notice arrives', async () => {
    const email = 'changer@example.com';
    const {id, cookie} = await register(email, 'hi');
    const other = await signIn(email);
    const change = (currentPassword: string, session = cookie) =>
      post('/api/account/password', {currentPassword, newPassword: NEW_PASSWORD}, {cookie: session});
    expect(
      (await post('/api/account/password', {currentPassword: PASSWORD, newPassword: NEW_PASSWORD})).statusCode,
    ).toBe(401);

    const before = await passwordHash(id);
    expect(refusal(await change('not the password'))).toEqual([403, 'wrong_password']);
    expect(await passwordHash(id)).toBe(before);
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    expect((await get('/api/me', other)).statusCode).toBe(200);

    const changed = await change(PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({id, email});
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    expect((await get('/api/me', other)).statusCode).toBe(401);
    expect(await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([
      {id: sha256(cookie)},
    ]);
    expect(refusal(await login(email, PASSWORD))).toEqual([401, 'invalid_credentials']);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const notice = await mailbox.next(email);
    expect(notice.subject).toMatch(DEVANAGARI);
    expect(notice.subject).toContain(t.config.productName);
    expect(notice.text).toContain(email);
    expect(notice.text).not.toContain('token=');
    expect(notice.html).toMatch(/<html lang="hi-IN" dir="ltr">/);
    // The confirmation and this one notice: none for the refused attempt.
    await expectNoMoreMail(email, 2);
  });

  describe('changing the email', () => {
    test('the password is checked and a taken address refused; the new address confirms by its link, then the old one is told', async () => {
      const oldEmail = 'old-address@example.com';
      const newEmail = 'new-address@example.com';
      const {id, cookie, verifyToken} = await register(oldEmail, 'en');
      await register('taken-address@example.com');
      const ask = (body: Record<string, string>) => post('/api/account/email', body, {cookie});

      expect(refusal(await ask({newEmail, password: 'not the password'}))).toEqual([403, 'wrong_password']);
      expect(refusal(await ask({newEmail: 'Taken-Address@example.com', password: PASSWORD}))).toEqual([
        409,
        'email_taken',
      ]);
      expect((await tokenRows(id)).filter((r) => r.purpose === 'change_email')).toEqual([]);
      expect(mailbox.sentTo(newEmail)).toHaveLength(0);

      const asked = await ask({newEmail: 'New-Address@Example.com', password: PASSWORD, locale: 'hi'});
      expect([asked.statusCode, asked.json()]).toEqual([202, {pendingEmail: newEmail}]);
      const mail = await mailbox.next(newEmail);
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.text).toContain(newEmail);
      const {link, token} = linkOf(mail);
      expect(link).toMatch(/^http:\/\/site\.test\/hi\/account\/verify\/\?token=[A-Za-z0-9_-]{43}$/);
      expect(mailbox.sentTo(oldEmail)).toHaveLength(1);

      // Until the link is opened, the account keeps its address.
      expect(await me(cookie)).toMatchObject({email: oldEmail, emailVerified: false});
      expect(refusal(await login(newEmail, PASSWORD))).toEqual([401, 'invalid_credentials']);

      const opened = await openLink(token);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toEqual({purpose: 'change_email', email: newEmail});
      expect(await me(cookie)).toMatchObject({id, email: newEmail, emailVerified: true});

      const notice = await mailbox.next(oldEmail);
      expect(notice.subject).toContain(t.config.productName);
      expect(notice.text).toContain(newEmail);
      expect(notice.text).not.toContain('token=');
      expect(notice.html).toMatch(/<html lang="en-US" dir="ltr">/);

      expect(refusal(await login(oldEmail, PASSWORD))).toEqual([401, 'invalid_credentials']);
      expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
      expect(refusal(await openLink(token))).toEqual([409, 'token_used']);
      // The first confirmation went to an address the account has left: it confirms nothing now.
      expect(refusal(await openLink(verifyToken))).toEqual([404, 'token_invalid']);
      await expectNoMoreMail(newEmail, 1, 0);
      await expectNoMoreMail(oldEmail, 2);
    });

    test('when the new address is taken before the link is opened, the link is refused and the account keeps its address', async () => {
      const email = 'keeper@example.com';
      const contested = 'contested@example.com';
      const {id, cookie} = await register(email);
      const asked = await post('/api/account/email', {newEmail: contested, password: PASSWORD}, {cookie});
      expect(asked.statusCode, asked.body).toBe(202);
      const {token} = linkOf(await mailbox.next(contested));
      await register(contested);

      expect(refusal(await openLink(token))).toEqual([409, 'email_taken']);
      expect(await me(cookie)).toMatchObject({email, emailVerified: false});
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
      // The link stays unused (the transaction that would have used it was undone).
      const row = (await tokenRows(id)).find((r) => r.purpose === 'change_email')!;
      expect(row).toMatchObject({id: sha256(token), email: contested, used_at: null});
      await expectNoMoreMail(email, 1);
    });
  });

  /** A package bought through the test checkout; answers the order's id. */
  async function buy(cookie: string, body: Record<string, string>): Promise<string> {
    const created = await post('/api/orders', body, {cookie});
    expect(created.statusCode, created.body).toBe(201);
    const {order, checkoutUrl} = created.json() as {order: {id: string}; checkoutUrl: string};
    const session = new URL(checkoutUrl, SITE).searchParams.get('session');
    expect(session).toBeTruthy();
    const paid = await post(`/api/checkout/test/${session}/pay`, {}, {cookie});
    expect(paid.statusCode, paid.body).toBe(200);
    return order.id;
  }
  async function redeemNewCode(cookie: string): Promise<string> {
    const code = (await adminCommand(t.db, 'codes', 'create', {days: '30'}, [])).trim();
    const redeemed = await post('/api/redemptions', {code}, {cookie});
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    return code;
  }

  test('the export: everything kept about the account, as an attachment never cached, with no session token or digest', async () => {
    const email = 'exporter@example.com';
    const {id, cookie, verifyToken} = await register(email, 'hi');
    await confirm(verifyToken);
    const other = await signIn(email);
    expect((await post('/api/offers/manga/claim', {}, {cookie})).statusCode).toBe(200);
    const code = await redeemNewCode(cookie);
    const orderId = await buy(cookie, {packageId: 'chars-2m'});
    const stranger = await register('stranger@example.com');
    const strangerOrder = await buy(stranger.cookie, {packageId: 'chars-2m'});

    expect((await get('/api/account/export')).statusCode).toBe(401);
    const res = await get('/api/account/export', cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json();
    const user = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(data.account).toMatchObject({
      id,
      email,
      createdAt: user.created_at,
      emailVerifiedAt: user.email_verified_at,
    });
    expect(data.account.emailVerifiedAt).toEqual(expect.any(String));

    expect(data.sessions).toHaveLength(2);
    for (const s of data.sessions) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'expiresAt']);
      expect(Date.parse(s.expiresAt)).toBeGreaterThan(Date.now());
    }
    // The session that asked is the current one (and from the other session, that one is).
    const sessionRow = (token: string) =>
      t.db.kysely.selectFrom('sessions').selectAll().where('id', '=', sha256(token)).executeTakeFirstOrThrow();
    const currentOf = (sessions: {current: boolean; createdAt: string; expiresAt: string}[]) => {
      const current = sessions.filter((s) => s.current);
      expect(current).toHaveLength(1);
      return {createdAt: current[0]!.createdAt, expiresAt: current[0]!.expiresAt};
    };
    const own = await sessionRow(cookie);
    expect(currentOf(data.sessions)).toEqual({createdAt: own.created_at, expiresAt: own.expires_at});
    const otherRow = await sessionRow(other);
    expect(currentOf((await get('/api/account/export', other)).json().sessions)).toEqual({
      createdAt: otherRow.created_at,
      expiresAt: otherRow.expires_at,
    });

    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({id: orderId, kind: 'traffic', packageId: 'chars-2m', status: 'paid'});
    expect(data.offerClaims).toEqual([
      {offer: 'manga-3-day-pro', claimedAt: expect.any(String), expiresAt: expect.any(String)},
    ]);
    expect(data.redemptions).toEqual([{code, days: 30, redeemedAt: expect.any(String)}]);

    // No secret and nothing of another account in the text.
    const sessions = await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', id).execute();
    expect(sessions).toHaveLength(2);
    const tokens = await tokenRows(id);
    const secrets = [
      cookie,
      other,
      verifyToken,
      user.password_hash,
      ...sessions.map((s) => s.id),
      ...tokens.map((r) => r.id),
    ];
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('stranger@example.com');
    expect(res.body).not.toContain(stranger.id);
    expect(res.body).not.toContain(strangerOrder);
  });

  describe('deleting the account', () => {
    /** An account with something in every table that holds an account's data. */
    async function busyAccount(email: string) {
      const {id, cookie, verifyToken} = await register(email, 'hi');
      await confirm(verifyToken);
      const other = await signIn(email);
      expect((await post('/api/offers/manga/claim', {}, {cookie})).statusCode).toBe(200);
      const code = await redeemNewCode(cookie);
      const orders = [await buy(cookie, {packageId: 'chars-2m'}), await buy(cookie, {plan: 'pro-month'})];
      // A reset link and a pending change of address, unused.
      expect((await post('/api/password/forgot', {email}, {ip: '10.7.0.1'})).statusCode).toBe(202);
      linkOf(await mailbox.next(email));
      const pending = `pending-${email}`;
      expect((await post('/api/account/email', {newEmail: pending, password: PASSWORD}, {cookie})).statusCode).toBe(
        202,
      );
      linkOf(await mailbox.next(pending));
      return {id, cookie, other, code, orders, pending};
    }

    const orderCount = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    test('the password is checked and a running subscription must be cancelled first; then nothing personal is left, the orders stay naming no one, and the address can register anew', async () => {
      const email = 'leaving@example.com';
      const account = await busyAccount(email);
      const {id, cookie, other} = account;
      expect((await me(cookie)).subscription.billing).toMatchObject({status: 'active'});
      for (const table of ['users', 'sessions', 'account_tokens', 'offer_claims', 'orders', 'subscriptions'])
        expect(
          (await rowsHolding(id)).some((line) => line.startsWith(`${table}:`)),
          `${table} holds the user id`,
        ).toBe(true);
      expect((await rowsHolding(account.pending)).length).toBeGreaterThan(0);

      expect((await post('/api/account/delete', {password: PASSWORD})).statusCode).toBe(401);
      // Refusals change nothing (but the count of password attempts).
      const before = await everyRow(['throttles']);
      const refusedWrong = await post('/api/account/delete', {password: 'not the password'}, {cookie});
      expect(refusal(refusedWrong)).toEqual([403, 'wrong_password']);
      expect(refusedWrong.headers['set-cookie']).toBeUndefined();
      const refusedRunning = await post('/api/account/delete', {password: PASSWORD}, {cookie});
      expect(refusal(refusedRunning)).toEqual([409, 'subscription_running']);
      expect(await everyRow(['throttles'])).toEqual(before);
      expect((await get('/api/me', cookie)).statusCode).toBe(200);

      const cancelled = await post('/api/checkout/test/subscription', {cancelAtPeriodEnd: true}, {cookie});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().subscription.billing).toMatchObject({status: 'ending'});
      const orders = await orderCount();

      const deleted = await post('/api/account/delete', {password: PASSWORD}, {cookie});
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(String(deleted.headers['set-cookie'])).toMatch(new RegExp(`^${t.config.cookieName}=;`));
      expect(cookieOf(deleted)).toBeUndefined();
      expect(refusal(await get('/api/me', cookie))).toEqual([401, 'unauthorized']);
      expect(refusal(await get('/api/me', other))).toEqual([401, 'unauthorized']);
      expect(refusal(await login(email, PASSWORD))).toEqual([401, 'invalid_credentials']);

      // Nothing in any column of any table names the account.
      expect(await rowsHolding(email)).toEqual([]);
      expect(await rowsHolding(account.pending)).toEqual([]);
      expect(await rowsHolding(id)).toEqual([]);

      // The books keep the orders, naming no one; the code stays used, by no one.
      expect(await orderCount()).toBe(orders);
      const kept = await t.db.kysely
        .selectFrom('orders')
        .select(['id', 'user_id', 'status'])
        .where('id', 'in', account.orders)
        .orderBy('id')
        .execute();
      expect(kept).toHaveLength(2);
      for (const order of kept) expect(order).toMatchObject({user_id: null, status: 'paid'});
      expect(
        await t.db.kysely
          .selectFrom('redemption_codes')
          .select(['redeemed_by', 'redeemed_at'])
          .where('code', '=', account.code)
          .executeTakeFirstOrThrow(),
      ).toEqual({redeemed_by: null, redeemed_at: expect.any(String)});

      // The address is free again: a new, unconfirmed account with nothing of the old one's.
      const again = await register(email, 'en');
      expect(again.id).not.toBe(id);
      expect(await me(again.cookie)).toMatchObject({
        id: again.id,
        email,
        emailVerified: false,
        subscription: {subscriptionStatus: 'inactive', plan: 'free', expiresAt: null, billing: null},
        traffic: {balance: 0},
      });
      expect((await get('/api/orders', again.cookie)).json().orders).toEqual([]);
    });

    test('an account that asked for another confirmation leaves no trace of its id either', async () => {
      const email = 'resent-then-left@example.com';
      const {id, cookie} = await register(email);
      expect((await post('/api/account/verification', {}, {cookie})).statusCode).toBe(202);
      linkOf(await mailbox.next(email));
      expect((await post('/api/account/delete', {password: PASSWORD}, {cookie})).statusCode).toBe(204);
      expect(await rowsHolding(email)).toEqual([]);
      expect(await rowsHolding(id)).toEqual([]);
    });
  });

  test('when the mail server cannot be reached, registration still answers 201 and a reset request 202; the failure is logged, not shown', async () => {
    const closedPort = await freePort();
    const config = readConfig({...t.env, SMTP_URL: `smtp://127.0.0.1:${closedPort}`});
    expect(config.mail.smtpUrl).toBe(`smtp://127.0.0.1:${closedPort}`);
    const offline = buildApp({config, db: t.db, logger: false});
    const {logger, entries} = capturingLogger();
    offline.addHook('onRequest', async (request) => {
      request.log = logger;
    });
    await offline.ready();
    try {
      const email = 'unreachable@example.com';
      const registered = await post('/api/register', {email, password: PASSWORD}, {on: offline});
      expect(registered.statusCode, registered.body).toBe(201);
      expect(registered.json()).toMatchObject({email, emailVerified: false});
      expect(cookieOf(registered)).toBeTruthy();
      const asked = await post('/api/password/forgot', {email}, {on: offline, ip: '10.8.0.1'});
      expect([asked.statusCode, asked.json()]).toEqual([202, {accepted: true}]);

      const failures = () =>
        entries
          .filter((e) => e.level === 'error' && e.msg === 'mail not sent')
          .map((e) => (e.obj as {kind: string}).kind);
      const deadline = Date.now() + 10_000;
      while (failures().length < 2 && Date.now() < deadline) await sleep(25);
      expect(failures().sort()).toEqual(['reset', 'verify']);
      for (const e of entries.filter((e) => e.msg === 'mail not sent'))
        expect((e.obj as {err?: unknown}).err).toBeInstanceOf(Error);
      expect(mailbox.sentTo(email)).toHaveLength(0);
    } finally {
      await offline.close();
    }
  });
});
