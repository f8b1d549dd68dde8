import { Client } from 'pg';

/** A fresh, empty database of its own on the test server (one per test file and worker), so migrations run from the start on it. */
export async function freshDatabase(purpose: string): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the HTTP tests through Jest.');
  const name = `barbearia_${purpose}_${process.env.JEST_WORKER_ID ?? '1'}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
