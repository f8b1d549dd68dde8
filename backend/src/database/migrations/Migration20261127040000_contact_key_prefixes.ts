import { Migration } from '@mikro-orm/migrations';

/**
 * One phone, one client, however the number was dialled: `contact_key(text)` now also drops a
 * trunk 0 with an optional carrier code (`011 91234-5678`, `0 21 11 91234-5678`) and the
 * international prefix 00 before 55 (`0055 11 …`); a foreign number dialled with 00 keeps its
 * country code. Before, each of these spellings was a client of its own, so the per-contact cap,
 * Clientes, export, erasure and retention missed them. The rule is the one of
 * common/rules/contact-key.ts, pattern for pattern (a test checks that both agree); each
 * stored `client_contact_key` is recomputed with it.
 */
export class Migration20261127040000_contact_key_prefixes extends Migration {
  override up(): void {
    this.addSql(`create or replace function contact_key(contact text) returns text language sql immutable strict parallel safe as $$
      select coalesce(
               substring(digits from '^00(?:[1-9][0-9])?55([1-9][1-9][0-9]{8,9})$'),
               substring(digits from '^0(?:[1-9][0-9])?([1-9][1-9][0-9]{8,9})$'),
               substring(digits from '^55([1-9][1-9][0-9]{8,9})$'),
               substring(digits from '^00([1-9][0-9]{7,})$'),
               digits)
        from (select regexp_replace(contact, '[^0-9]', '', 'g') as digits) as contact_digits
    $$;`);
    this.recomputeStoredKeys();
  }

  override down(): void {
    this.addSql(`create or replace function contact_key(contact text) returns text language sql immutable strict parallel safe as $$
      select case when digits ~ '^55[0-9]{10,11}$' then substr(digits, 3) else digits end
        from (select regexp_replace(contact, '[^0-9]', '', 'g') as digits) as contact_digits
    $$;`);
    this.recomputeStoredKeys();
  }

  /** A stored generated column keeps the value of the old function until its row is written again. */
  private recomputeStoredKeys(): void {
    this.addSql('update appointment set client_contact = client_contact where client_contact_key is distinct from contact_key(client_contact);');
  }
}
