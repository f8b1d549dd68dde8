import type { ClientBase } from 'pg';
import PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';

const BEGIN = 'BEGIN;';
const COMMIT = 'COMMIT;';

/**
 * pg-boss's schema as this version of it makes it (its queues come from the file), inside the
 * restore's transaction. pg-boss's plan for it is a transaction of its own: run as it is, its COMMIT
 * would commit the restore's half-done, so the plan's first and last statements are left out.
 */
export async function createQueueSchema(client: ClientBase): Promise<void> {
  const plan = PgBoss.getConstructionPlans(QUEUE_SCHEMA).trim();
  if (!plan.startsWith(BEGIN) || !plan.endsWith(COMMIT))
    throw new Error("pg-boss's plan for its schema is no longer one BEGIN … COMMIT block: see create-queue-schema.ts.");
  await client.query(plan.slice(BEGIN.length, -COMMIT.length));
  // The plan's timeouts are for its own short transaction, not for the rest of a long restore.
  await client.query('set local lock_timeout to default; set local idle_in_transaction_session_timeout to default');
}
