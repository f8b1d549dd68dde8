import { MikroORM } from '@mikro-orm/postgresql';

/**
 * Tables that record requests rather than shop data (login failures, rate-limit counters): a
 * refused request is meant to write there.
 */
const REQUEST_COUNTERS = /failure|attempt|rate_limit|throttle/;

/**
 * A cheap summary of everything stored: each table's row count and the md5 of its rows in a
 * stable order. Two equal fingerprints mean no row was added, changed or removed.
 */
export class DatabaseFingerprint {
  private constructor(
    private readonly orm: MikroORM,
    private readonly query: string,
  ) {}

  static async of(orm: MikroORM): Promise<DatabaseFingerprint> {
    const rows: { name: string }[] = await orm.em
      .getConnection()
      .execute(`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'mikro_orm%' order by 1`);
    const tables = rows.map((row) => row.name).filter((name) => !REQUEST_COUNTERS.test(name));
    const query = tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
      )
      .join(' union all ');
    return new DatabaseFingerprint(orm, query);
  }

  /** `{ table: "rows:md5" }` for every table. */
  async take(): Promise<Record<string, string>> {
    const rows: { name: string; rows: number; hash: string }[] = await this.orm.em.getConnection().execute(this.query);
    return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.hash}`]));
  }
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
