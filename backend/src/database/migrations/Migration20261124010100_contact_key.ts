import { Migration } from '@mikro-orm/migrations';

/**
 * One client contact, however it was typed: `contact_key(text)` keeps the digits and drops a
 * leading Brazilian country code (55 before a 10- or 11-digit number), so `(11) 98765-4321`,
 * `11987654321` and `+55 11 98765-4321` are one contact. The appointment's `client_contact_key`
 * is generated from it (existing rows included) and indexed for the per-contact cap, the lookup
 * by contact and the barber's bulk cancel. Queries compare with `contact_key(?)`, so the rule
 * lives here only.
 */
export class Migration20261124010100_contact_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function contact_key(contact text) returns text language sql immutable strict parallel safe as $$
      select case when digits ~ '^55[0-9]{10,11}$' then substr(digits, 3) else digits end
        from (select regexp_replace(contact, '[^0-9]', '', 'g') as digits) as contact_digits
    $$;`);
    this.addSql('alter table appointment add column client_contact_key text generated always as (contact_key(client_contact)) stored;');
    this.addSql('drop index appointment_contact_idx;');
    this.addSql('create index appointment_contact_key_idx on appointment (client_contact_key, starts_at) where deleted_at is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists appointment_contact_key_idx;');
    this.addSql('alter table appointment drop column if exists client_contact_key;');
    this.addSql('drop function if exists contact_key(text);');
    this.addSql('create index appointment_contact_idx on appointment (client_contact, starts_at) where deleted_at is null;');
  }
}
