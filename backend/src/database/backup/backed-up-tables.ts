import type { ClientBase } from 'pg';
import { QUEUE_SCHEMA } from '../../shared/persistence/queue-schema';

/**
 * The queue's tables a backup keeps, in the order they are loaded: its queues, then the jobs not
 * yet done (created, waiting for a retry, or in hand) but the daily backup's. Finished jobs, the archive and pg-boss's
 * version row are its own bookkeeping, made again when it starts.
 */
const QUEUE_TABLES: { name: string; where?: string }[] = [
  { name: 'queue' },
  { name: 'schedule' },
  { name: 'subscription' },
  // The daily backup's own job (in hand while the backup runs) would make a restored shop back up again.
  { name: 'job', where: "state < 'completed' and name <> 'daily-backup'" },
];

/**
 * The tables every backup holds, whatever its schema's version: the migrations table and the shop's own tables that the first
 * migration made (Migration20261123000000_initial), which every later schema keeps. A file without one of them is not a
 * backup of the whole shop (a backup holds every table, restorable-tables.ts checks the rest against the file's schema).
 */
export const TABLES_OF_EVERY_BACKUP = [
  'public.mikro_orm_migrations',
  'public.barber',
  'public.job',
  'public.hour_slot',
  'public.weekday_off',
  'public.unavailable',
  'public.appointment',
];

/**
 * Whether a backup may name this table at all: one of public's (which ones the file's schema has is
 * checked against the database, restorable-tables.ts) or one of the job queue's kept ones. Anything
 * else (pg_catalog's tables among them) is refused before the database is touched.
 */
export function isBackedUpTableName(key: string): boolean {
  if (key.startsWith('public.')) return key.length > 'public.'.length;
  return QUEUE_TABLES.some((table) => key === `${QUEUE_SCHEMA}.${table.name}`);
}

export interface BackedUpTable {
  /** schema.name, quoted for SQL where needed. */
  qualified: string;
  /** schema.name as written in the backup file. */
  key: string;
  /** Every column but generated ones (PostgreSQL computes those again). */
  columns: string[];
  where?: string;
}

export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the app's schema (public) in an order where each comes after the tables its
 * foreign keys point to, then the job queue's. The same schema version gives the same order, so
 * a restore loads the file's tables as they come.
 */
export async function backedUpTables(client: ClientBase): Promise<BackedUpTable[]> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', $1) and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    [QUEUE_SCHEMA],
  );
  const { rows: references } = await client.query<{ name: string; target: string }>(
    `select c.relname as name, t.relname as target from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class t on t.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> t.oid`,
  );
  const publicNames = dependencyOrder(
    tables.filter((t) => t.schema === 'public').map((t) => t.name),
    references,
  );
  const queueNames = QUEUE_TABLES.filter((q) => tables.some((t) => t.schema === QUEUE_SCHEMA && t.name === q.name));
  const ordered = [
    ...publicNames.map((name) => ({ schema: 'public', name, where: undefined as string | undefined })),
    ...queueNames.map(({ name, where }) => ({ schema: QUEUE_SCHEMA, name, where })),
  ];
  const result: BackedUpTable[] = [];
  for (const { schema, name, where } of ordered) {
    result.push({
      qualified: `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`,
      key: `${schema}.${name}`,
      columns: await storedColumns(client, schema, name),
      where,
    });
  }
  return result;
}

export async function storedColumns(client: ClientBase, schema: string, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
    [schema, table],
  );
  return rows.map((row) => row.name);
}

/** Tables before the ones that reference them (a cycle, which the app's schema has none of, keeps the remaining names' order). */
function dependencyOrder(names: string[], references: { name: string; target: string }[]): string[] {
  const ordered: string[] = [];
  const remaining = new Set(names);
  while (remaining.size) {
    const ready = [...remaining].filter((name) => !references.some((r) => r.name === name && remaining.has(r.target)));
    const next = ready.length ? ready : [...remaining];
    for (const name of next) {
      ordered.push(name);
      remaining.delete(name);
    }
  }
  return ordered;
}
