import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresBinaries } from '../../backend/src/database/embedded-postgres/postgres-binaries';
import { PostgresCluster } from '../../backend/src/database/embedded-postgres/postgres-cluster';
import { postgresSystemUser } from '../../backend/src/database/embedded-postgres/postgres-system-user';

/** A PostgreSQL cluster in a new temp folder, run by the same code as `npm start`'s embedded one. */
export interface ThrowawayPostgres {
  /** Connection URL of its `postgres` database. */
  url: string;
  cluster: PostgresCluster;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startThrowawayPostgres(port: number, flags: string[] = []): Promise<ThrowawayPostgres> {
  const user = postgresSystemUser();
  const binaries = postgresBinaries(user, () => undefined);
  const parent = mkdtempSync(path.join(tmpdir(), 'barbearia-pg-'));
  chmodSync(parent, 0o755); // mkdtemp's folder is private; as root the server runs as `postgres`
  // --no-sync: nothing here must survive a power cut, and initdb's fsyncs are slow on a busy disk.
  const password = randomBytes(24).toString('base64url');
  const cluster = new PostgresCluster({ binaries, directory: path.join(parent, 'pg'), port, user, flags, initdbFlags: ['--no-sync'], password });
  const destroy = async () => {
    await cluster.stop();
    rmSync(parent, { recursive: true, force: true });
  };
  try {
    await cluster.create();
    await cluster.start();
  } catch (error) {
    await destroy();
    throw error;
  }
  stopWhenKilled(cluster);
  return { url: cluster.url('postgres'), cluster, destroy };
}

/**
 * Jest ends a worker that won't exit with SIGTERM, which skips Node's `exit` event (where the
 * cluster stops itself): stop the server first, then die of the signal as before.
 */
function stopWhenKilled(cluster: PostgresCluster): void {
  process.once('SIGTERM', () => {
    cluster.abandon();
    process.kill(process.pid, 'SIGTERM');
  });
}
