import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { addDays, parseIsoDate, toIsoDate } from '../../../shared/time/local-date';
import { Advance } from '../domain/advance';
import { StatementPeriod } from '../domain/statement-period';

interface AdvanceRow {
  id: string;
  barber_id: string;
  day: string;
  amount_cents: number;
  note: string;
  created_at: Date;
}

const COLUMNS = `id, barber_id, to_char(day, 'YYYY-MM-DD') as day, amount_cents, note, created_at`;

/** The advances' reads and writes (table `commission_advance`): added or deleted, never edited. */
@Injectable()
export class AdvanceStore {
  constructor(private readonly em: EntityManager) {}

  /** The barber's advances on the period's days, in day order. */
  async ofPeriod(barberId: string, period: StatementPeriod): Promise<Advance[]> {
    const rows = await this.em.execute<AdvanceRow[]>(
      `select ${COLUMNS} from commission_advance where barber_id = ? and day >= ?::date and day < ?::date order by day, created_at, id`,
      [barberId, toIsoDate(period.from), toIsoDate(addDays(period.to, 1))],
    );
    return rows.map(toAdvance);
  }

  async find(id: string): Promise<Advance | null> {
    const [row] = await this.em.execute<AdvanceRow[]>(`select ${COLUMNS} from commission_advance where id = ?`, [id]);
    return row ? toAdvance(row) : null;
  }

  async insert(advance: Omit<Advance, 'createdAt'>): Promise<Advance> {
    const [row] = await this.em.execute<AdvanceRow[]>(
      `insert into commission_advance (id, barber_id, day, amount_cents, note) values (?, ?, ?::date, ?, ?) returning ${COLUMNS}`,
      [advance.id, advance.barberId, toIsoDate(advance.day), advance.amountCents, advance.note],
    );
    return toAdvance(row);
  }

  /** Deletes it; false when it was gone already. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>('delete from commission_advance where id = ? returning id', [id]);
    return rows.length > 0;
  }
}

function toAdvance(row: AdvanceRow): Advance {
  return {
    id: row.id,
    barberId: row.barber_id,
    day: parseIsoDate(row.day),
    amountCents: row.amount_cents,
    note: row.note,
    createdAt: new Date(row.created_at),
  };
}
