import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../../config/app-config';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../embedded-postgres';
import { PASSWORD_FILE_NAME, SUPERUSER_NAME, superuserPassword } from '../embedded-postgres/superuser-password';

export interface AppDatabase {
  url: string;
  /** Stops the embedded PostgreSQL when this tool started it; nothing otherwise. */
  release(): Promise<void>;
}

/**
 * The database `npm start` uses with the same settings: DATABASE_URL, or the embedded cluster in
 * DATA_DIR. When the app is running, its embedded PostgreSQL is used as it is; when not, it is
 * started for the tool and stopped after (the app must not be started meanwhile).
 */
export async function appDatabase(config: AppConfig, log: (line: string) => void): Promise<AppDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const running = await runningEmbeddedUrl(config);
  if (running) return { url: running, release: async () => undefined };
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    dataDirIsDefault: config.dataDirIsDefault,
    port: config.embeddedDbPort,
    log,
  });
  log(`Started the embedded PostgreSQL in ${embedded.directory} (the app is not running)`);
  return { url: embedded.url, release: () => embedded.stop() };
}

/** The embedded cluster's URL when it answers on its port (the app is running), else null. */
async function runningEmbeddedUrl(config: AppConfig): Promise<string | null> {
  if (!existsSync(path.join(config.dataDir, PASSWORD_FILE_NAME))) return null;
  const { password } = superuserPassword(config.dataDir);
  const url = `postgresql://${SUPERUSER_NAME}:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedDbPort}/${EMBEDDED_DATABASE}`;
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return url;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return null;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
