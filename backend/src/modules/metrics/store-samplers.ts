import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppMetrics } from '../../shared/metrics/app-metrics';

/** The part of knex's connection pool (tarn) read here. */
interface PoolCounts {
  numUsed(): number;
  numPendingAcquires(): number;
}

/**
 * Per queue (pg-boss's own queue table, so an empty queue reads 0): the jobs that are due and not
 * yet taken, and how long the oldest of them has been due. A reminder planned for next week is not waiting.
 */
const QUEUE_SQL = `
  select q.name as queue,
         count(j.id)::int as waiting,
         coalesce(extract(epoch from now() - min(j.start_after)), 0)::float8 as oldest
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state < 'active' and j.start_after <= now()
   group by q.name`;

/** At every scrape: the request path's database pool and the job queue, read as they are now. */
@Injectable()
export class StoreSamplers implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly metrics: AppMetrics,
  ) {}

  onModuleInit(): void {
    this.metrics.sampleOnScrape(() => this.samplePool());
    this.metrics.sampleOnScrape(() => this.sampleQueue());
  }

  private samplePool(): void {
    const pool = (this.em.getConnection().getKnex().client as { pool?: PoolCounts }).pool;
    if (pool) this.metrics.dbPoolSampled(pool.numUsed(), pool.numPendingAcquires());
  }

  private async sampleQueue(): Promise<void> {
    const rows = await this.em.getConnection().execute<{ queue: string; waiting: number; oldest: number }[]>(QUEUE_SQL);
    this.metrics.queueSampled(rows.map((row) => ({ queue: row.queue, waiting: row.waiting, oldestWaitingSeconds: row.oldest })));
  }
}
