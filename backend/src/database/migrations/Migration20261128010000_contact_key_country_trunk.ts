import { Migration } from '@mikro-orm/migrations';

/**
 * One phone, one client, also when the country code comes before a trunk 0: `contact_key(text)`
 * now drops a trunk 0, with or without a carrier code, after 55 however it was typed (`+55 (021) …`,
 * `055 021 …`, `0055 0 41 21 …`, `+55 0xx21 …`). Before, `+55 (021) 99999-0001` and
 * `055 021 99999 0001` were clients of their own beside `21 99999-0001`, so the per-contact cap let a
 * fourth and a fifth booking through, and export and erasure missed them. The rule is the one of
 * common/rules/contact-key.ts, pattern for pattern (a test checks that both agree); each stored
 * `client_contact_key` is recomputed with it.
 */
export class Migration20261128010000_contact_key_country_trunk extends Migration {
  override up(): void {
    this.addSql(`create or replace function contact_key(contact text) returns text language sql immutable strict parallel safe as $$
      select coalesce(
               substring(digits from '^(?:00(?:[1-9][0-9])?|0)?55(?:0(?:[1-9][0-9])?)?([1-9][1-9][0-9]{8,9})$'),
               substring(digits from '^0(?:[1-9][0-9])?([1-9][1-9][0-9]{8,9})$'),
               substring(digits from '^00([1-9][0-9]{7,})$'),
               digits)
        from (select regexp_replace(contact, '[^0-9]', '', 'g') as digits) as contact_digits
    $$;`);
    this.recomputeStoredKeys();
  }

  override down(): void {
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

  /** A stored generated column keeps the value of the old function until its row is written again. */
  private recomputeStoredKeys(): void {
    this.addSql('update appointment set client_contact = client_contact where client_contact_key is distinct from contact_key(client_contact);');
  }
}
