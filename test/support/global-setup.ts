import { freePort } from './free-port';
import { ThrowawayPostgres, startThrowawayPostgres } from './throwaway-postgres';

/**
 * Starts a throwaway PostgreSQL cluster for the HTTP tests, unless TEST_DATABASE_URL names a
 * server to use. Each Jest worker then creates and migrates its own database on it (test-app.ts).
 * No MikroORM here: importing it in a globalSetup breaks Jest.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startThrowawayPostgres(await freePort(), ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']);
  process.env.TEST_DATABASE_URL = server.url;
  (globalThis as { testPostgres?: ThrowawayPostgres }).testPostgres = server;
}
