/**
 * The server's settings, read from the environment in this one place. The offer window and the
 * checkout address are the site's own settings (`src/site/env.ts`), so the pages and the server
 * always agree on them. A wrong value stops the server with a message naming the variable.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildOptionsFromEnv} from '../../src/site/env.ts';

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
  /** Login attempts allowed per address and email in one window, and that window. */
  readonly loginLimit: {readonly attempts: number; readonly windowMs: number};
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
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`Environment variable ${name}: "${value}" must be a whole number from ${min} to ${max}`);
  return n;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const {settings} = buildOptionsFromEnv(env);
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`Environment variable DATABASE_URL: "${databaseUrl}" must start with postgres:// (leave it unset for SQLite)`);
  }
  const trustProxy = env.TRUST_PROXY?.trim() ?? '';
  const origins = (env.API_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`Environment variable API_ALLOWED_ORIGINS: "${origin}" must be an origin such as https://www.example.com`);
  }
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
    loginLimit: {attempts: integer(env, 'LOGIN_ATTEMPTS', 10, 1, 1000), windowMs: integer(env, 'LOGIN_WINDOW_SECONDS', 900, 1, 86_400) * 1000},
    bodyLimit: 16 * 1024,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    // Off by default: without a proxy in front, anyone could pick their address by sending the header.
    trustProxy: trustProxy === '' ? false : trustProxy === 'true' ? true : trustProxy,
  };
}
