import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { JwtService } from '@nestjs/jwt';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import type { DestinationStream } from 'pino';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config/app-config';
import { TokenPayload } from '../../backend/src/shared/auth/session-tokens';
import { createRootLogger } from '../../backend/src/shared/logging/root-logger';
import { RateLimiter } from '../../backend/src/shared/rate-limit/rate-limiter';
import { addDays, LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the body as untyped JSON and asserts on its fields.
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Whom a test token is for: a barber (their token version, 0 when unknown). */
type TokenOwner = { id: string; tokenVersion?: number };

/** A VAPID key pair for tests that start the app with NODE_ENV=production (as `npx web-push generate-vapid-keys` prints). */
/**
 * The only push service in-process test apps accept: nothing listens there, so a push a test
 * triggers fails at once on this machine instead of reaching a real push service.
 */
export const TEST_PUSH_ORIGIN = 'https://127.0.0.1:9';

export const TEST_VAPID_KEYS = {
  VAPID_PUBLIC_KEY: 'BGAsasC9XTbtorjlLYYFz0hjiRTuANoCW9MFQdwLe4qWRvbTvoD8s2mJleahAv6UTteHI2wojKhwKQEtivFnn6k',
  VAPID_PRIVATE_KEY: 'xGECO9vsPUNQ7rsQD4UzxGder6EMd-CfQvILe1NGEKg',
  VAPID_SUBJECT: 'mailto:testes@barbearia.example',
};

export interface AuthorizedClient {
  get(url: string): Promise<ApiResponse>;
  post(url: string, body?: unknown): Promise<ApiResponse>;
  put(url: string, body?: unknown): Promise<ApiResponse>;
  delete(url: string): Promise<ApiResponse>;
  raw(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
}

/**
 * Most test files book, look up and ask for free times far more often than one visitor may, all
 * from the inject address 127.0.0.1: for them the anonymous-call limits are raised (never off).
 * Tests about the limits start the app with `PRODUCT_RATE_LIMITS`, the product's own defaults.
 */
export const ROOMY_RATE_LIMITS = {
  RATE_LIMIT_BOOKING: '1000000/1h',
  RATE_LIMIT_LOOKUP: '1000000/1h',
  RATE_LIMIT_AVAILABILITY: '1000000/1h',
  RATE_LIMIT_MANAGE: '1000000/1h',
};
export const PRODUCT_RATE_LIMITS = {
  RATE_LIMIT_BOOKING: undefined,
  RATE_LIMIT_LOOKUP: undefined,
  RATE_LIMIT_AVAILABILITY: undefined,
  RATE_LIMIT_MANAGE: undefined,
};

/** The real app on a real PostgreSQL database of this Jest worker, driven through HTTP (Fastify inject). */
export class TestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly orm: MikroORM,
  ) {}

  /** `logStream` receives the app's log lines (JSON) instead of standard output. */
  static async start(env: NodeJS.ProcessEnv = {}, logStream?: DestinationStream): Promise<TestApp> {
    return TestApp.startOn(await workerDatabase(), env, logStream);
  }

  /** The app on a database of the test's choosing (e.g. a server the test stops and starts). */
  static async startOn(databaseUrl: string, env: NodeJS.ProcessEnv = {}, logStream?: DestinationStream): Promise<TestApp> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'barbearia-data-')),
      ADMIN_PASSWORD: 'senha-de-teste',
      JWT_SECRET: 'segredo-de-teste',
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      ...ROOMY_RATE_LIMITS,
      PUSH_ALLOWED_ORIGINS: TEST_PUSH_ORIGIN,
      ...env,
    });
    const app = await createApp(config, databaseUrl, logStream ? createRootLogger(config, logStream) : undefined);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return new TestApp(app, app.get(MikroORM));
  }

  get(url: string): Promise<ApiResponse> {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown): Promise<ApiResponse> {
    return this.request('POST', url, body);
  }

  /** Calls made with a barber's bearer token (a token string, or a barber whose current token is made). */
  as(who: TokenOwner | string): AuthorizedClient {
    const token = typeof who === 'string' ? who : this.tokenFor(who);
    const headers = { authorization: `Bearer ${token}` };
    return {
      get: (url) => this.request('GET', url, undefined, headers),
      post: (url, body) => this.request('POST', url, body, headers),
      put: (url, body) => this.request('PUT', url, body, headers),
      delete: (url) => this.request('DELETE', url, undefined, headers),
      raw: (method, url, body, extra = {}) => this.request(method, url, body, { ...headers, ...extra }),
    };
  }

  /** Anonymous calls from another client address (Fastify's `request.ip`; inject's own is 127.0.0.1). */
  from(remoteAddress: string): Omit<AuthorizedClient, 'put' | 'delete'> {
    return {
      get: (url) => this.request('GET', url, undefined, {}, remoteAddress),
      post: (url, body) => this.request('POST', url, body, {}, remoteAddress),
      raw: (method, url, body, headers = {}) => this.request(method, url, body, headers, remoteAddress),
    };
  }

  /**
   * A token signed by the app's own JwtService, as a login would give: for the barber's token
   * version as this object knows it (a barber id alone: version 0, a barber just built).
   */
  tokenFor(who: TokenOwner | string): string {
    const owner = typeof who === 'string' ? { id: who } : who;
    const payload: TokenPayload = { sub: owner.id, ver: owner.tokenVersion ?? 0 };
    return this.app.get(JwtService).sign(payload);
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}, remoteAddress?: string): Promise<ApiResponse> {
    const isJsonBody = body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body);
    const payload = isJsonBody ? JSON.stringify(body) : body;
    const jsonHeader = isJsonBody ? { 'content-type': 'application/json' } : {};
    const response = await this.app.inject({ method, url, payload, headers: { ...jsonHeader, ...headers }, remoteAddress });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return { status: response.statusCode, body: isJson ? response.json() : response.body, headers: response.headers };
  }

  /** Also listens on a free local port, for tests that need a real socket; answers that port. */
  async listen(): Promise<number> {
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    return (this.app.getHttpServer().address() as AddressInfo).port;
  }

  /** Empties every table and the job queue, so each test builds exactly the shop it needs. */
  async reset(): Promise<void> {
    const connection = this.orm.em.getConnection();
    await retriedOnDeadlock(() =>
      connection.execute(
        'truncate appointment, unavailable, weekday_off, hour_slot, job, barber_photo, login_failure, rate_limit_counter, barber_device, payment_settings, commission_settings, commission_payout, commission_advance, commission_rate, barber cascade',
      ),
    );
    // Row deletes, not truncate: the queue's workers keep polling the table meanwhile.
    await connection.execute('delete from pgboss.job');
    this.app.get(RateLimiter).forgetCountsInMemory();
  }

  /** A date `days` after today in the shop's time zone. */
  daysFromToday(days: number): LocalDate {
    return addDays(this.app.get(ShopClock).now().date, days);
  }

  /** The same date as 'YYYY-MM-DD'. */
  isoDaysFromToday(days: number): string {
    return toIsoDate(this.daysFromToday(days));
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}

/**
 * The truncate takes every table at once, while the app's queue workers (the waitlist's offers and sweep, the deposit
 * holds) may be reading the same tables row by row: PostgreSQL then ends one of the two with a deadlock. The worker's
 * job is tried again by the queue; the reset is tried again here.
 */
async function retriedOnDeadlock<T>(statement: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01' || /deadlock detected/.test(String(error));
      if (!deadlock || attempt >= attempts) throw error;
    }
  }
}

/** One database per Jest worker on the test server, created on first use; the app migrates it at start. */
export async function workerDatabase(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the HTTP tests through Jest (test/support/global-setup.ts).');
  const name = `barbearia_test_${process.env.JEST_WORKER_ID ?? '1'}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
