import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config/app-config';
import { addDays, LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** The real app on a real PostgreSQL database of this Jest worker, driven through HTTP (Fastify inject). */
export class TestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly orm: MikroORM,
  ) {}

  static async start(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
    const databaseUrl = await workerDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'barbearia-data-')),
      ADMIN_PASSWORD: 'senha-de-teste',
      JWT_SECRET: 'segredo-de-teste',
      LOG_LEVEL: 'error',
      ...env,
    });
    const app = await createApp(config, databaseUrl);
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

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const response = await this.app.inject({ method, url, payload: body as object, headers });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return { status: response.statusCode, body: isJson ? response.json() : response.body, headers: response.headers };
  }

  /** Empties every table, so each test builds exactly the shop it needs. */
  async reset(): Promise<void> {
    await this.orm.em.getConnection().execute('truncate appointment, unavailable, weekday_off, hour_slot, job, barber cascade');
  }

  /** A date `days` after today in the shop's time zone. */
  daysFromToday(days: number): LocalDate {
    return addDays(this.app.get(ShopClock).now().date, days);
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}

/** One database per Jest worker on the test server, created on first use; the app migrates it at start. */
async function workerDatabase(): Promise<string> {
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
