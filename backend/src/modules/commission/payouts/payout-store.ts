import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { translatingConstraintViolations } from '../../../shared/persistence/constraint-violation';
import { parseIsoDate, toIsoDate } from '../../../shared/time/local-date';
import { CommissionPeriodPaid } from '../domain/commission.errors';
import { PaidLines, Payout } from '../domain/payout';
import { StatementPeriod } from '../domain/statement-period';

interface PayoutRow {
  id: string;
  barber_id: string;
  period_from: string;
  period_to: string;
  appointments: number;
  gross_cents: string;
  shop_cents: string;
  barber_cents: string;
  kept_deposits_cents: string;
  kept_deposits_commission_cents: string;
  advances_cents: string;
  adjustment_cents: string;
  paid_cents: string;
  split_kept_deposits: boolean;
  lines: PaidLines;
  paid_at: Date;
}

const COLUMNS = `id, barber_id, to_char(period_from, 'YYYY-MM-DD') as period_from, to_char(period_to, 'YYYY-MM-DD') as period_to,
  appointments, gross_cents, shop_cents, barber_cents, kept_deposits_cents, kept_deposits_commission_cents, advances_cents,
  adjustment_cents, paid_cents, split_kept_deposits, lines, paid_at`;

/** The paid periods (table `commission_payout`): added once, never changed; two of one barber never overlap. */
@Injectable()
export class PayoutStore {
  constructor(private readonly em: EntityManager) {}

  /** Every payout of the barber, the latest period first. */
  async ofBarber(barberId: string): Promise<Payout[]> {
    const rows = await this.em.execute<PayoutRow[]>(`select ${COLUMNS} from commission_payout where barber_id = ? order by period_from desc, id`, [
      barberId,
    ]);
    return rows.map(toPayout);
  }

  /** Every barber's payouts that share a day with the period. */
  async overlapping(period: StatementPeriod): Promise<Payout[]> {
    const rows = await this.em.execute<PayoutRow[]>(
      `select ${COLUMNS} from commission_payout where daterange(period_from, period_to, '[]') && daterange(?::date, ?::date, '[]')
        order by period_from, id`,
      [toIsoDate(period.from), toIsoDate(period.to)],
    );
    return rows.map(toPayout);
  }

  /** Stores a payout; one sharing a day with another of the barber's is COMMISSION_PERIOD_PAID (the exclusion constraint). */
  async insert(payout: Payout): Promise<Payout> {
    const [row] = await translatingConstraintViolations(
      () =>
        this.em.execute<PayoutRow[]>(
          `insert into commission_payout (id, barber_id, period_from, period_to, appointments, gross_cents, shop_cents, barber_cents,
             kept_deposits_cents, kept_deposits_commission_cents, advances_cents, adjustment_cents, paid_cents, split_kept_deposits, lines, paid_at)
           values (?, ?, ?::date, ?::date, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?) returning ${COLUMNS}`,
          [
            payout.id,
            payout.barberId,
            toIsoDate(payout.period.from),
            toIsoDate(payout.period.to),
            payout.appointments,
            payout.grossCents,
            payout.shopCents,
            payout.barberCents,
            payout.keptDepositsCents,
            payout.keptDepositsCommissionCents,
            payout.advancesCents,
            payout.adjustmentCents,
            payout.paidCents,
            payout.splitKeptDeposits,
            JSON.stringify(payout.lines),
            payout.paidAt,
          ],
        ),
      { overlap: () => new CommissionPeriodPaid() },
    );
    return toPayout(row);
  }
}

function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    barberId: row.barber_id,
    period: { from: parseIsoDate(row.period_from), to: parseIsoDate(row.period_to) },
    appointments: row.appointments,
    grossCents: Number(row.gross_cents),
    shopCents: Number(row.shop_cents),
    barberCents: Number(row.barber_cents),
    keptDepositsCents: Number(row.kept_deposits_cents),
    keptDepositsCommissionCents: Number(row.kept_deposits_commission_cents),
    advancesCents: Number(row.advances_cents),
    adjustmentCents: Number(row.adjustment_cents),
    paidCents: Number(row.paid_cents),
    splitKeptDeposits: row.split_kept_deposits,
    lines: row.lines,
    paidAt: new Date(row.paid_at),
  };
}
