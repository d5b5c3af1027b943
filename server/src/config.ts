/**
 * The server's settings, read from the environment in this one place. The offer window is one
 * of the site's own settings (`packages/shared/src/env.ts`), so the pages and the server
 * always agree on them. A wrong value stops the server with a message naming the variable.
 */
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildOptionsFromEnv} from '@interlinear/shared/env';
import type {Limit} from './throttle.ts';
import type {MailConfig} from './mail/mailer.ts';

const HOUR = 3600 * 1000;

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** `postgres://…` for PostgreSQL; empty for the embedded SQLite file under `dataDir`. */
  readonly databaseUrl: string;
  readonly dataDir: string;
  /** Cookies carry `Secure` everywhere but local development (NODE_ENV=development). */
  readonly secureCookies: boolean;
  /** Origins allowed to send state-changing requests besides the server's own. */
  readonly allowedOrigins: readonly string[];
  readonly offerWindow: {readonly start: string; readonly end: string};
  /** The product's name (a site setting), on what the payment provider shows the buyer. */
  readonly productName: string;
  /** How account emails leave: SMTP, or `.eml` files under the data folder. */
  readonly mail: MailConfig;
  /** The site's origin in the links of account emails: a setting, never the request's Host. */
  readonly publicUrl: string;
  /** Stripe, when its keys are set; null runs the built-in test checkout instead. */
  readonly stripe: StripeConfig | null;
  readonly sessionDays: number;
  /** The login-token cookie the site looks for (settings.storage.loginCookie). */
  readonly cookieName: string;
  /** Attempts allowed in a window, counted in the database across every server process. */
  readonly limits: {
    /** Logins for one email, from anywhere (the right password clears the count). */
    readonly loginPerEmail: Limit;
    /** Logins from one address (an IPv6 address counts by its /64), whatever the email. */
    readonly loginPerAddress: Limit;
    /** New accounts from one address. */
    readonly registrationPerAddress: Limit;
    /** Password-reset emails asked for from one address, and for one email. */
    readonly resetPerAddress: Limit;
    readonly resetPerEmail: Limit;
    /** Confirmation emails sent again for one account. */
    readonly verificationPerUser: Limit;
  };
  /** Password hashes run at once, and how many may wait; past that, 503 `busy`. */
  readonly passwordHashing: {readonly concurrency: number; readonly queue: number};
  /** The largest request body accepted, in bytes. */
  readonly bodyLimit: number;
  readonly logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (for the login limit's address): true, or a list of addresses. */
  readonly trustProxy: boolean | string;
}

export interface StripeConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Stripe price ids of the Pro plans (recurring prices in Stripe's dashboard). */
  readonly prices: {readonly month: string; readonly year: string};
  /** Seconds a webhook's signed timestamp may be old (the library's tolerance). */
  readonly webhookTolerance: number;
  /** Another address for Stripe's API (a proxy, or a local stand-in in tests): the library's host, port and protocol. */
  readonly api: {readonly host: string; readonly port: number; readonly protocol: 'http' | 'https'} | null;
}

type Env = Readonly<Record<string, string | undefined>>;

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`Environment variable ${name}: "${value}" must be a whole number from ${min} to ${max}`);
  return n;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const {settings} = buildOptionsFromEnv(env);
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      `Environment variable DATABASE_URL: "${databaseUrl}" must start with postgres:// (leave it unset for SQLite)`,
    );
  }
  const trustProxy = env.TRUST_PROXY?.trim() ?? '';
  const origins = (env.API_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      throw new Error(
        `Environment variable API_ALLOWED_ORIGINS: "${origin}" must be an origin such as https://www.example.com`,
      );
  }
  const loginWindow = integer(env, 'LOGIN_WINDOW_SECONDS', 900, 1, 86_400) * 1000;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(SERVER_ROOT, 'data'));
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 3000, 0, 65535),
    databaseUrl,
    dataDir,
    secureCookies: env.NODE_ENV !== 'development',
    allowedOrigins: origins,
    mail: readMail(env, settings.productName, settings.siteUrl, dataDir),
    publicUrl: origin(env, 'PUBLIC_URL', settings.siteUrl),
    offerWindow: settings.promotions.mangaOffer,
    productName: settings.productName,
    stripe: readStripe(env),
    cookieName: settings.storage.loginCookie,
    sessionDays: integer(env, 'SESSION_DAYS', 30, 1, 365),
    limits: {
      loginPerEmail: {attempts: integer(env, 'LOGIN_ATTEMPTS_PER_EMAIL', 10, 1, 100_000), windowMs: loginWindow},
      loginPerAddress: {attempts: integer(env, 'LOGIN_ATTEMPTS_PER_ADDRESS', 30, 1, 100_000), windowMs: loginWindow},
      registrationPerAddress: {
        attempts: integer(env, 'REGISTRATIONS_PER_ADDRESS', 5, 1, 100_000),
        windowMs: integer(env, 'REGISTRATION_WINDOW_SECONDS', 3600, 1, 86_400 * 7) * 1000,
      },
      resetPerAddress: {attempts: integer(env, 'RESET_REQUESTS_PER_ADDRESS', 10, 1, 100_000), windowMs: HOUR},
      resetPerEmail: {attempts: integer(env, 'RESET_REQUESTS_PER_EMAIL', 3, 1, 100_000), windowMs: HOUR},
      verificationPerUser: {attempts: integer(env, 'VERIFICATION_EMAILS_PER_ACCOUNT', 3, 1, 100_000), windowMs: HOUR},
    },
    // One core is left to everything else; on one core, hashing takes its turn with the rest.
    passwordHashing: {
      concurrency: integer(env, 'PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1), 1, 64),
      queue: integer(env, 'PASSWORD_HASH_QUEUE', 16, 0, 10_000),
    },
    bodyLimit: 16 * 1024,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    // Off by default: without a proxy in front, anyone could pick their address by sending the header.
    trustProxy: trustProxy === '' ? false : trustProxy === 'true' ? true : trustProxy,
  };
}

function readStripe(env: Env): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return null;
  const need = (name: string, value: string, pattern: RegExp, example: string) => {
    if (!pattern.test(value))
      throw new Error(
        `Environment variable ${name}: ${value ? `"${value}"` : 'unset, but'} must be ${example} when Stripe is on`,
      );
    return value;
  };
  need('STRIPE_SECRET_KEY', secretKey, /^(sk|rk)_(test|live)_\w+$/, 'a secret key such as sk_test_…');
  need('STRIPE_WEBHOOK_SECRET', webhookSecret, /^whsec_\w+$/, 'a signing secret such as whsec_…');
  const month = need(
    'STRIPE_PRICE_PRO_MONTH',
    env.STRIPE_PRICE_PRO_MONTH?.trim() ?? '',
    /^price_\w+$/,
    'a price id such as price_…',
  );
  const year = need(
    'STRIPE_PRICE_PRO_YEAR',
    env.STRIPE_PRICE_PRO_YEAR?.trim() ?? '',
    /^price_\w+$/,
    'a price id such as price_…',
  );
  let api: StripeConfig['api'] = null;
  const base = env.STRIPE_API_URL?.trim();
  if (base) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      throw new Error(
        `Environment variable STRIPE_API_URL: "${base}" must be an address such as http://127.0.0.1:12111`,
      );
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/')
      throw new Error(
        `Environment variable STRIPE_API_URL: "${base}" must be an origin such as http://127.0.0.1:12111`,
      );
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = {host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol};
  }
  return {
    secretKey,
    webhookSecret,
    prices: {month, year},
    webhookTolerance: integer(env, 'STRIPE_WEBHOOK_TOLERANCE_SECONDS', 300, 1, 3600),
    api,
  };
}

/** An origin (scheme, host, port; no path) from the environment, or the fallback. */
function origin(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  if (!value) return fallback.replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Environment variable ${name}: "${value}" must be an origin such as https://www.example.com`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.username)
    throw new Error(`Environment variable ${name}: "${value}" must be an origin such as https://www.example.com`);
  return url.origin;
}

function readMail(env: Env, product: string, siteUrl: string, dataDir: string): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl))
    throw new Error(
      `Environment variable SMTP_URL: must be an address such as smtp://user:password@mail.example.com:587`,
    );
  const host = new URL(siteUrl).hostname.replace(/^www\./, '');
  const from = env.MAIL_FROM?.trim() || `"${product.replace(/"/g, '')}" <no-reply@${host}>`;
  return {smtpUrl, from, dir: path.join(dataDir, 'mail')};
}
