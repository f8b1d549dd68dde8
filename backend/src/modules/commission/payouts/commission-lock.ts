import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * Serialises the changes to one barber's commission money across requests and app instances: paying a period, and
 * adding or deleting an advance. So two payouts of one barber never race (the exclusion constraint would refuse the
 * second anyway), and no advance slips into a period while it is being paid.
 */
@Injectable()
export class CommissionLock {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction holding the barber's advisory lock (released at its end). */
  run<T>(barberId: string, work: () => Promise<T>): Promise<T> {
    return this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`commission:${barberId}`], 'run');
      return work();
    });
  }
}
