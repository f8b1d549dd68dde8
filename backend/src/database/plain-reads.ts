import { AnyEntity, Configuration, EntityData, LoggingOptions, Transaction } from '@mikro-orm/core';
import { Knex, PostgreSqlConnection, PostgreSqlDriver, QueryResult as OrmQueryResult } from '@mikro-orm/postgresql';
import type { ClientBase, QueryResult } from 'pg';

/** Statements in pg's `$n` form, numbered once per statement text (the hot reads have one or two texts each). */
const numbered = new Map<string, string>();

function numberedSql(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?(?!\?)/g, () => `$${++n}`);
    numbered.set(sql, text);
  }
  return text;
}

/** A read statement with `?` placeholders (no `??`) that the connection sends as it is, its values bound by PostgreSQL. */
class PlainStatement {
  constructor(
    readonly sql: string,
    readonly params: readonly unknown[],
  ) {}

  /** The text, as a knex query builder names it (what the query-count tests read). */
  toQuery(): string {
    return this.sql;
  }
}

/**
 * A read for `em.execute(plainRead(sql, params), [], 'get')`: outside a transaction the connection sends it straight to a
 * pooled pg client, with bound parameters, instead of MikroORM's and knex's way (the values written into the text, a knex
 * Raw, its runner); inside one it goes MikroORM's way on the transaction's connection. Either way through
 * `connection.execute`, so the driver's error conversion and the query counts see it. For the hot public reads only.
 */
export function plainRead(sql: string, params: readonly unknown[]): Knex.Raw {
  // What em.execute's signature takes; PlainReadsConnection.execute recognises it before anything else looks at it.
  return new PlainStatement(sql, params) as unknown as Knex.Raw;
}

/** MikroORM's PostgreSQL connection, which also sends plainRead's statements. */
export class PlainReadsConnection extends PostgreSqlConnection {
  override async execute<T extends OrmQueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[] = EntityData<AnyEntity>[]>(
    queryOrKnex: string | Knex.QueryBuilder | Knex.Raw,
    params: unknown[] = [],
    method: 'all' | 'get' | 'run' = 'all',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    const statement = queryOrKnex as unknown;
    if (!(statement instanceof PlainStatement)) return super.execute<T>(queryOrKnex, params, method, ctx, loggerContext);
    if (ctx || method === 'run') return super.execute<T>(statement.sql, [...statement.params], method, ctx, loggerContext);
    const result = await this.sendPlain(statement);
    return (method === 'get' ? result.rows[0] : result.rows) as T;
  }

  private async sendPlain(statement: PlainStatement): Promise<QueryResult> {
    await this.ensureConnection();
    const client = this.getKnex().client as { acquireConnection(): Promise<ClientBase>; releaseConnection(connection: ClientBase): Promise<void> };
    const connection = await client.acquireConnection();
    try {
      return await connection.query(numberedSql(statement.sql), statement.params as unknown[]);
    } finally {
      await client.releaseConnection(connection);
    }
  }
}

/** MikroORM's PostgreSQL driver with PlainReadsConnection. */
export class AppPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // The connection AbstractSqlDriver made (not connected yet) replaced by ours; no read replicas are configured.
    Object.assign(this, { connection: new PlainReadsConnection(this.config) });
  }
}

// @mikro-orm/nestjs finds the driver's package (and so its MikroORM and EntityManager classes to inject) by the driver
// class's name: this one is PostgreSQL's.
Object.defineProperty(AppPostgreSqlDriver, 'name', { value: PostgreSqlDriver.name });
