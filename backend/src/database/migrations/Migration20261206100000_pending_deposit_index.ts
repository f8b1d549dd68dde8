import { Migration } from '@mikro-orm/migrations';

/**
 * Sinais a confirmar reads the live bookings whose deposit waits, the first hold to end first, for one barber or the
 * whole shop, every time a barber opens Início or the list. Few rows are ever pending (each for a hold's minutes), so a
 * partial index of just those keeps that read off the whole appointment table as it grows.
 */
export class Migration20261206100000_pending_deposit_index extends Migration {
  override up(): void {
    this.addSql(`create index appointment_pending_deposit_idx on appointment (deposit_hold_until, id)
      where deposit_status = 'pending' and deleted_at is null and cancelled_at is null;`);
  }

  override down(): void {
    this.addSql('drop index appointment_pending_deposit_idx;');
  }
}
