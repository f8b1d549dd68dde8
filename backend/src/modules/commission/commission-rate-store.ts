import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { translatingConstraintViolations } from '../../shared/persistence/constraint-violation';
import { parseIsoDate, toIsoDate } from '../../shared/time/local-date';
import { CommissionRate } from './domain/commission-rate';
import { CommissionRateExists } from './domain/commission.errors';

interface RateRow {
  id: string;
  barber_id: string;
  job_id: string | null;
  percent_bp: number | null;
  fixed_cents: number | null;
  starts_on: string;
  created_at: Date;
}

/** The rates' reads and writes (table `commission_rate`): rows are only ever added, a change being a new row. */
@Injectable()
export class CommissionRateStore {
  constructor(private readonly em: EntityManager) {}

  /** Every rate of the barber, general and per service, in no particular order. */
  async ratesOf(barberId: string): Promise<CommissionRate[]> {
    const rows = await this.em.execute<RateRow[]>(
      `select id, barber_id, job_id, percent_bp, fixed_cents, to_char(starts_on, 'YYYY-MM-DD') as starts_on, created_at
         from commission_rate where barber_id = ?`,
      [barberId],
    );
    return rows.map(toRate);
  }

  /** Stores a new rate; another one of the same barber, service (or none) and start day is COMMISSION_RATE_EXISTS. */
  async insert(rate: Omit<CommissionRate, 'createdAt'>): Promise<CommissionRate> {
    const [row] = await translatingConstraintViolations(
      () =>
        this.em.execute<RateRow[]>(
          `insert into commission_rate (id, barber_id, job_id, percent_bp, fixed_cents, starts_on) values (?, ?, ?, ?, ?, ?::date)
           returning id, barber_id, job_id, percent_bp, fixed_cents, to_char(starts_on, 'YYYY-MM-DD') as starts_on, created_at`,
          [rate.id, rate.barberId, rate.serviceId, rate.percentBp, rate.fixedCents, toIsoDate(rate.startsOn)],
        ),
      { unique: () => new CommissionRateExists() },
    );
    return toRate(row);
  }
}

function toRate(row: RateRow): CommissionRate {
  return {
    id: row.id,
    barberId: row.barber_id,
    serviceId: row.job_id,
    percentBp: row.percent_bp,
    fixedCents: row.fixed_cents,
    startsOn: parseIsoDate(row.starts_on),
    createdAt: new Date(row.created_at),
  };
}
