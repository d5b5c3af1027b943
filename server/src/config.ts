/**
 * The server's settings, read from the environment in this one place. The offer window and the
 * checkout address are the site's own settings (`packages/shared/src/env.ts`), so the pages and the server
 * always agree on them. A wrong value stops the server with a message naming the variable.
 */
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildOptionsFromEnv} from '@interlinear/shared/env';
import type {Limit} from './throttle.ts';

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
  readonly checkoutUrl: string;
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
  };
  /** Password hashes run at once, and how many may wait; past that, 503 `busy`. */
  readonly passwordHashing: {readonly concurrency: number; readonly queue: number};
  /** The largest request body accepted, in bytes. */
  readonly bodyLimit: number;
  readonly logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (for the login limit's address): true, or a list of addresses. */
  readonly trustProxy: boolean | string;
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
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 3000, 0, 65535),
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(SERVER_ROOT, 'data')),
    secureCookies: env.NODE_ENV !== 'development',
    allowedOrigins: origins,
    offerWindow: settings.promotions.mangaOffer,
    checkoutUrl: settings.links.checkout,
    cookieName: settings.storage.loginCookie,
    sessionDays: integer(env, 'SESSION_DAYS', 30, 1, 365),
    limits: {
      loginPerEmail: {attempts: integer(env, 'LOGIN_ATTEMPTS_PER_EMAIL', 10, 1, 100_000), windowMs: loginWindow},
      loginPerAddress: {attempts: integer(env, 'LOGIN_ATTEMPTS_PER_ADDRESS', 30, 1, 100_000), windowMs: loginWindow},
      registrationPerAddress: {
        attempts: integer(env, 'REGISTRATIONS_PER_ADDRESS', 5, 1, 100_000),
        windowMs: integer(env, 'REGISTRATION_WINDOW_SECONDS', 3600, 1, 86_400 * 7) * 1000,
      },
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
