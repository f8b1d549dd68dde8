import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Ends a booking's deposit hold now, as if its minutes had passed. The browser tests can't move the app's clock, so the
 * hold's end is moved back in the E2E server's own embedded database (its superuser password is in DATA_DIR, as for
 * `npm run backup`) and the hold's queued job is made due: the app's own job then expires the deposit.
 */
export async function endHoldNow(bookingId: string): Promise<void> {
  const password = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'postgres-password'), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port: Number(process.env.E2E_DB_PORT), user: 'postgres', password, database: 'barbearia' });
  await client.connect();
  try {
    await client.query("update appointment set deposit_hold_until = now() - interval '1 minute' where id = $1 and deposit_status = 'pending'", [
      bookingId,
    ]);
    await client.query(
      "update pgboss.job set start_after = now() where name = 'deposit-holds' and state in ('created', 'retry') and data->>'appointmentId' = $1",
      [bookingId],
    );
  } finally {
    await client.end();
  }
}
