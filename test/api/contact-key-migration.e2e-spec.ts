import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { contactKey } from '../../common/rules/contact-key';
import { freshDatabase } from '../support/fresh-database';
import { anyContactText, brazilianPhone, spellingOf } from '../support/phone-spellings';
import { TestApp } from '../support/test-app';

const BEFORE_CONTACT_KEY_PREFIXES = 'Migration20261126100000_weekly_hours';
const BEFORE_CONTACT_KEY_COUNTRY_TRUNK = 'Migration20261127050000_booking_idempotency_key';

/** Maria's phone as the outside probe booked it: each spelling was a client of its own under the old key. */
const MARIA_SPELLINGS = ['011987654321', '(011) 98765-4321', '0055 11 98765 4321', '055 11 98765-4321', '0 21 11 98765-4321', '5511987654321'];

/**
 * A database migrated up to `lastMigration`, holding a barber, a service and one booking per contact
 * (on days 1, 2, …); Ana Lima's is `21912345678`, the others Maria Souza's. Answers its URL and the
 * distinct keys the bookings were stored under.
 */
async function databaseWithBookings(purpose: string, lastMigration: string, barberId: string, contacts: string[]) {
  const databaseUrl = await freshDatabase(purpose);
  const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
  try {
    await orm.getMigrator().up({ to: lastMigration });
    const connection = orm.em.getConnection();
    const jobId = randomUUID();
    await connection.execute(`insert into barber (id, username, username_key, password_hash, role) values (?, 'joao', 'joao', 'x', 'barber')`, [
      barberId,
    ]);
    await connection.execute(`insert into job (id, barber_id, name, value_cents) values (?, ?, 'Corte', 4500)`, [jobId, barberId]);
    for (const [index, contact] of contacts.entries()) {
      await connection.execute(
        `insert into appointment (id, barber_id, job_id, client_name, client_contact, hour, day, month, year, slot_count, price_cents)
         values (?, ?, ?, ?, ?, 900, ?, 0, 2026, 1, 4500)`,
        [randomUUID(), barberId, jobId, contact === '21912345678' ? 'Ana Lima' : 'Maria Souza', contact, index + 1],
      );
    }
    const keys = await connection.execute<{ key: string }[]>('select distinct client_contact_key as key from appointment');
    return { databaseUrl, keysBefore: keys.map((row) => row.key) };
  } finally {
    await orm.close();
  }
}

/**
 * The contact-key migration on bookings stored under the old key (digits, 55 dropped): each
 * spelling of one phone is rewritten to the one key, and the database's `contact_key` gives
 * what common/rules/contact-key.ts gives.
 */
describe('Migration20261127040000_contact_key_prefixes', () => {
  let t: TestApp | undefined;
  const joao = randomUUID();

  beforeAll(async () => {
    const { databaseUrl, keysBefore } = await databaseWithBookings('contact_key_migration', BEFORE_CONTACT_KEY_PREFIXES, joao, [
      ...MARIA_SPELLINGS,
      '21912345678',
    ]);
    expect(keysBefore.length).toBeGreaterThan(3);
    t = await TestApp.startOn(databaseUrl);
  }, 120_000);
  afterAll(() => t?.close());

  const app = () => t as TestApp;

  it('rewrites every stored key of one phone to DDD + number, and leaves another phone’s as it was', async () => {
    const rows = await app()
      .orm.em.getConnection()
      .execute<{ contact: string; key: string }[]>('select client_contact as contact, client_contact_key as key from appointment order by day');
    expect(rows).toEqual([...MARIA_SPELLINGS.map((contact) => ({ contact, key: '11987654321' })), { contact: '21912345678', key: '21912345678' }]);
  });

  it('shows the rewritten bookings as one client in Clientes', async () => {
    const clients = await app().as({ id: joao }).get('/api/appointment/admin/clients');
    expect(clients.status).toBe(200);
    expect(clients.body.map((client: { contactKey: string; visits: number }) => [client.contactKey, client.visits])).toEqual([
      ['21912345678', 1],
      ['11987654321', MARIA_SPELLINGS.length],
    ]);
  });

  it('computes in the database the key the app computes, on thousands of generated spellings and texts', async () => {
    const texts = [
      ...fc.sample(
        brazilianPhone.chain((phone) => spellingOf(phone)),
        { numRuns: 3000, seed: 20261127 },
      ),
      ...fc.sample(anyContactText, { numRuns: 3000, seed: 20261127 }),
    ];
    const rows = await app()
      .orm.em.getConnection()
      .execute<{ key: string }[]>('select contact_key(c.text) as key from unnest(array[?]::text[]) with ordinality as c(text, n) order by c.n', [
        texts,
      ]);
    const disagreements = texts.map((text, index) => [text, rows[index].key, contactKey(text)]).filter(([, sql, ts]) => sql !== ts);
    expect(disagreements).toEqual([]);
    expect(rows).toHaveLength(texts.length);
  });
});

/** The third outside probe's spellings of one phone, as the booking form stored them (punctuation and + dropped). */
const PROBE_SPELLINGS = ['21999990001', '55021999990001', '055021999990001'];

/**
 * The migration of the country code before a trunk 0 on bookings stored under the previous key:
 * `+55 (021) …` and `055 021 …` were clients of their own beside `21 …`; they are one now.
 */
describe('Migration20261128010000_contact_key_country_trunk', () => {
  let t: TestApp | undefined;
  const joao = randomUUID();

  beforeAll(async () => {
    const { databaseUrl, keysBefore } = await databaseWithBookings('contact_key_country_trunk', BEFORE_CONTACT_KEY_COUNTRY_TRUNK, joao, [
      ...PROBE_SPELLINGS,
      '21912345678',
    ]);
    expect(keysBefore).toHaveLength(PROBE_SPELLINGS.length + 1);
    t = await TestApp.startOn(databaseUrl);
  }, 120_000);
  afterAll(() => t?.close());

  const app = () => t as TestApp;

  it('rewrites the stored key of every spelling of the probe’s phone to DDD + number, and leaves another phone’s as it was', async () => {
    const rows = await app()
      .orm.em.getConnection()
      .execute<{ contact: string; key: string }[]>('select client_contact as contact, client_contact_key as key from appointment order by day');
    expect(rows).toEqual([...PROBE_SPELLINGS.map((contact) => ({ contact, key: '21999990001' })), { contact: '21912345678', key: '21912345678' }]);
  });

  it('shows the rewritten bookings as one client in Clientes', async () => {
    const clients = await app().as({ id: joao }).get('/api/appointment/admin/clients');
    expect(clients.body.map((client: { contactKey: string; visits: number }) => [client.contactKey, client.visits])).toEqual([
      ['21912345678', 1],
      ['21999990001', PROBE_SPELLINGS.length],
    ]);
  });
});
