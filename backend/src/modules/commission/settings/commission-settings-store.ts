import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The shop's commission settings (table `commission_settings`, one row with id 1, absent until first saved). */
@Injectable()
export class CommissionSettingsStore {
  constructor(private readonly em: EntityManager) {}

  /** Whether kept deposits are split by the barber's rate; false until the owner says otherwise. */
  async splitKeptDeposits(): Promise<boolean> {
    const [row] = await this.em.execute<{ split_kept_deposits: boolean }[]>('select split_kept_deposits from commission_settings where id = 1');
    return row?.split_kept_deposits ?? false;
  }

  async save(splitKeptDeposits: boolean): Promise<boolean> {
    const [row] = await this.em.execute<{ split_kept_deposits: boolean }[]>(
      `insert into commission_settings (id, split_kept_deposits) values (1, ?)
       on conflict (id) do update set split_kept_deposits = excluded.split_kept_deposits, updated_at = now()
       returning split_kept_deposits`,
      [splitKeptDeposits],
    );
    return row.split_kept_deposits;
  }
}
