import { Migration } from '@mikro-orm/migrations';

/**
 * Clients' personal data (LGPD): `personal_data_erased_at` marks a booking whose name, phone, push
 * subscription and manage link were erased, on the client's request or by the retention job; the
 * date, service and price stay for revenue. The index serves the barber's list of clients.
 */
export class Migration20261125400000_client_privacy extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table appointment add column personal_data_erased_at timestamptz null;');
    this.addSql(`create index appointment_barber_contact_idx on appointment (barber_id, client_contact_key, starts_at)
      where deleted_at is null and personal_data_erased_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists appointment_barber_contact_idx;');
    this.addSql('alter table appointment drop column personal_data_erased_at;');
  }
}
