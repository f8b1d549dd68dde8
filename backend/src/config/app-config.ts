import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { IANAZone } from 'luxon';
import type { LoginThrottleLimits } from '../shared/auth/login-throttle-limits';
import { BackupConfig, loadBackupConfig } from './backup-config';
import { ConfigError } from './config-error';
import { onOff } from './env-values';
import { loadPushConfig, PushConfig } from './push-config';
import { USERNAME_CHARACTERS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../common/rules/input-limits';
import { DEMO_ADMIN_PASSWORD, loadSecretsConfig, SecretsConfig } from './secrets-config';

export { ConfigError };

/** Everything the app reads from the environment, validated once at start-up. */
export interface AppConfig extends PushConfig, BackupConfig, SecretsConfig {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** DATA_DIR was not set (./data): as root, the embedded cluster may then live elsewhere. */
  dataDirIsDefault: boolean;
  /** Where the built React app is (index.html and assets/). */
  frontendDir: string;
  embeddedDbPort: number;
  adminUsername: string;
  jwtExpiresIn: string;
  shopName: string;
  shopTimezone: string;
  bookingWindowDays: number;
  /** Clients may move or cancel a booking until this many hours before it starts. */
  cancelMinHours: number;
  instagramUrl: string | null;
  whatsappUrl: string | null;
  /** Which proxies may set X-Forwarded-For: false, a number of hops, or their addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** `json`: one JSON object per line; `pretty`: pino-pretty's readable lines (for a terminal). */
  logFormat: 'json' | 'pretty';
  /** A request (headers and body) must arrive in full within this; then Node answers 408 and closes. */
  requestTimeoutSeconds: number;
  /** How long an idle keep-alive connection stays open after an answer (longer than a proxy's). */
  keepAliveTimeoutSeconds: number;
  /** Whether /api/docs (Swagger UI) and /api/docs-json are served: off in production unless API_DOCS=on. */
  apiDocs: boolean;
  loginThrottle: LoginThrottleLimits;
  /** Password hashes (argon2) computed at once, and how many more may wait before a 503. */
  passwordHashing: { concurrency: number; queueLimit: number };
  /** Limits on anonymous calls per client address; `enabled` is false with RATE_LIMITS=off. */
  rateLimits: RateLimits;
  /** Future live bookings one contact may hold when booking online (the barber's own bookings are never capped). */
  maxFutureBookingsPerContact: number;
  /** How long a waitlist offer holds a freed time for the client it was offered to (WAITLIST_OFFER_MINUTES). */
  waitlistOfferMinutes: number;
  /** Bookings older than this many months lose the client's name and phone (a daily task, ClientDataRetention); null: kept. */
  clientDataRetentionMonths: number | null;
}

/** At most `max` calls per client address in each window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The anonymous calls that are limited; each name is a counter of its own. */
export type RateLimitName = 'booking' | 'lookup' | 'availability' | 'manage';

export interface RateLimits {
  enabled: boolean;
  limits: Record<RateLimitName, RateLimit>;
}

/**
 * The project's folder, the nearest above this file with a package.json: the sources' (backend/src/config) and the
 * build's (dist/server/backend/src/config) are at different depths in it.
 */
function projectDir(from: string): string {
  const parent = path.dirname(from);
  if (existsSync(path.join(from, 'package.json')) || parent === from) return from;
  return projectDir(parent);
}

/** `vite build` output. */
const FRONTEND_BUILD_DIR = path.join(projectDir(__dirname), 'dist/frontend');

const DEMO_ADMIN_USERNAME = 'barbeiro';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const names = { adminUsername: adminUsername(env.ADMIN_USERNAME || DEMO_ADMIN_USERNAME), shopName: env.SHOP_NAME || 'Barbearia Navalha de Ouro' };
  return {
    production,
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    dataDirIsDefault: !env.DATA_DIR,
    frontendDir: env.FRONTEND_DIR ? path.resolve(env.FRONTEND_DIR) : FRONTEND_BUILD_DIR,
    embeddedDbPort: integer(env, 'EMBEDDED_DB_PORT', 54329, 1024, 65535),
    ...names,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '12h',
    shopTimezone: timezone(env.SHOP_TIMEZONE || 'America/Sao_Paulo'),
    bookingWindowDays: integer(env, 'BOOKING_WINDOW_DAYS', 60, 1, 366),
    cancelMinHours: integer(env, 'CANCEL_MIN_HOURS', 2, 0, 168),
    instagramUrl: optionalUrl(env, 'SHOP_INSTAGRAM_URL', 'https://www.instagram.com/'),
    whatsappUrl: optionalUrl(env, 'SHOP_WHATSAPP_URL', 'https://wa.me/5511999999999'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    logFormat: logFormat(env.LOG_FORMAT),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600),
    keepAliveTimeoutSeconds: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72, 1, 3600),
    apiDocs: onOff(env, 'API_DOCS', !production),
    rateLimits: rateLimits(env),
    loginThrottle: {
      windowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60) * 60,
      maxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 10, 1, 10_000),
      usernameFailuresBeforeDelay: integer(env, 'LOGIN_FAILURES_BEFORE_DELAY', 5, 1, 10_000),
    },
    passwordHashing: {
      concurrency: integer(env, 'PASSWORD_HASH_CONCURRENCY', defaultHashConcurrency(), 1, 64),
      queueLimit: integer(env, 'PASSWORD_HASH_QUEUE', 16, 0, 10_000),
    },
    maxFutureBookingsPerContact: integer(env, 'MAX_FUTURE_BOOKINGS_PER_CONTACT', 3, 1, 1000),
    waitlistOfferMinutes: integer(env, 'WAITLIST_OFFER_MINUTES', 10, 1, 120),
    clientDataRetentionMonths: retentionMonths(env),
    ...loadSecretsConfig(env, production, dataDir, names),
    ...loadPushConfig(env, production, dataDir),
    ...loadBackupConfig(env, dataDir),
  };
}

/** True when the owner's password is the built-in demo one, so start-up can say so once. */
export function usesDemoAdmin(config: AppConfig): boolean {
  return config.adminPassword === DEMO_ADMIN_PASSWORD;
}

/** Two hashes at once, but always a core left for the event loop: one on a 2-core machine. */
function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/** The owner's username follows the rule of every barber's (common/rules/input-limits.ts), so first start can create it. */
function adminUsername(value: string): string {
  const name = value.normalize('NFKC').trim();
  if (name.length < USERNAME_MIN_LENGTH || name.length > USERNAME_MAX_LENGTH || !USERNAME_CHARACTERS.test(name)) {
    throw new ConfigError(
      `ADMIN_USERNAME must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} of a-z, A-Z, the accented letters of Portuguese, digits, spaces, ".", "-" or "_" (got "${value}").`,
    );
  }
  return value;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}").`);
  }
  return value;
}

/** CLIENT_DATA_RETENTION_MONTHS: off (the default) or a number of months. */
function retentionMonths(env: NodeJS.ProcessEnv): number | null {
  if (env.CLIENT_DATA_RETENTION_MONTHS === 'off') return null;
  const months = integer(env, 'CLIENT_DATA_RETENTION_MONTHS', 0, 1, 1200);
  return months === 0 ? null : months;
}

function timezone(name: string): string {
  if (!IANAZone.isValidZone(name)) throw new ConfigError(`SHOP_TIMEZONE "${name}" is not a valid IANA time zone.`);
  return name;
}

/**
 * TRUST_PROXY: unset/false, a hop count ("1" behind one reverse proxy), or a comma list of proxy
 * addresses/CIDRs. "true" (trust every hop) would let a client forge its address, so it is refused.
 */
function trustProxy(raw: string | undefined): boolean | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new ConfigError('TRUST_PROXY=true would trust a client-sent X-Forwarded-For. Use the number of proxies (e.g. 1) or their addresses.');
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * RATE_LIMITS=off (load tests only) turns the anonymous-call limits off; each limit is
 * `<calls>/<window>`, the window in seconds, minutes or hours: `10/1h`, `60/10m`, `600/10m`.
 */
function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  return {
    enabled: onOff(env, 'RATE_LIMITS', true),
    limits: {
      booking: rateLimit(env, 'RATE_LIMIT_BOOKING', '10/1h'),
      lookup: rateLimit(env, 'RATE_LIMIT_LOOKUP', '60/10m'),
      availability: rateLimit(env, 'RATE_LIMIT_AVAILABILITY', '600/10m'),
      manage: rateLimit(env, 'RATE_LIMIT_MANAGE', '120/10m'),
    },
  };
}

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600 } as const;
const MAX_WINDOW_SECONDS = 24 * 3600;

function rateLimit(env: NodeJS.ProcessEnv, name: string, fallback: string): RateLimit {
  const raw = env[name] || fallback;
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])\s*$/.exec(raw);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]) * SECONDS_PER_UNIT[(match?.[3] ?? 's') as keyof typeof SECONDS_PER_UNIT];
  if (!match || max < 1 || windowSeconds < 1 || windowSeconds > MAX_WINDOW_SECONDS) {
    throw new ConfigError(`${name} must be <calls>/<window> like 10/1h, 60/10m or 30/90s, at least 1 call, a window of 1 s to 24 h (got "${raw}").`);
  }
  return { max, windowSeconds };
}

/** Readable lines in a terminal (`npm start`), JSON for everything else (Docker, systemd, files). */
function logFormat(raw: string | undefined): 'json' | 'pretty' {
  if (raw === undefined || raw === '') return process.stdout.isTTY ? 'pretty' : 'json';
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new ConfigError(`LOG_FORMAT must be "json" or "pretty" (got "${raw}").`);
}

/** An empty value turns a link off; an unset one falls back to the demo link. */
function optionalUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string | null {
  const raw = env[name];
  if (raw === '') return null;
  const value = raw ?? fallback;
  if (!/^https?:\/\//.test(value)) throw new ConfigError(`${name} must be an http(s) URL (got "${value}").`);
  return value;
}
