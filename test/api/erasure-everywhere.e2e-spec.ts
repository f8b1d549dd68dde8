import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { writeBackup } from '../../backend/src/database/backup/write-backup';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { PushReceiver, TestSubscription } from '../support/push-receiver';
import { standardShop } from '../support/standard-shop';
import { createTestCertificate } from '../support/test-certificate';
import { TestApp } from '../support/test-app';

const CLIENT = { clientName: 'Zuleica Prado', clientContact: '(21) 99999-0001' };

/**
 * LGPD erasure reaches every copy of a client's data: the appointment table, the job queue (each push
 * and reminder of their bookings, pending, failing or finished) and so the next backup. The push
 * service refuses every push (an allowed name that resolves to loopback), so the client's pushes
 * stay in the queue, failing and waiting for their retry, as a dead or slow push service leaves them.
 */
describe('erasing a client who allowed notifications', () => {
  let receiver: PushReceiver;
  let t: TestApp;
  let barber: Barber;
  let corte: Service;
  let device: TestSubscription;

  beforeAll(async () => {
    receiver = await PushReceiver.start(createTestCertificate());
    t = await TestApp.start({ PUSH_ALLOWED_ORIGINS: receiver.originByName, REMINDER_MINUTES: '60', LOG_LEVEL: 'fatal' });
  });
  beforeEach(async () => {
    ({ barber, corte } = await standardShop(t));
    device = receiver.subscriptionByName();
    expect(
      (await t.as(barber).post('/api/push/subscribe', { endpoint: device.pushEndpoint, p256dh: device.pushP256dh, auth: device.pushAuth })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const sql = <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    t.orm.em.getConnection().execute<T[]>(text, params);

  async function bookWithPush(daysAhead: number, hour: number, subscription: TestSubscription): Promise<string> {
    const response = await t.post('/api/appointment/create', {
      ...t.daysFromToday(daysAhead),
      hour,
      jobId: corte.id,
      userId: barber.id,
      ...CLIENT,
      pushEndpoint: subscription.pushEndpoint,
      pushP256dh: subscription.pushP256dh,
      pushAuth: subscription.pushAuth,
    });
    expect(response.status).toBe(200);
    return response.body.id;
  }

  async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Every table of the app and of the job queue, as schema-qualified names. */
  async function everyTable(): Promise<string[]> {
    const rows = await sql<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'pgboss') and c.relkind = 'r'`,
    );
    return rows.map((row) => row.name);
  }

  /** The tables holding any of `needles` in any column, each with how many rows do. */
  async function tablesHolding(needles: string[]): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    for (const table of await everyTable()) {
      const patterns = needles.map((needle) => `%${needle}%`);
      const [row] = await sql<{ count: number }>(`select count(*)::int as count from ${table} r where r::text ilike any(array[?])`, [patterns]);
      if (row.count > 0) found[table] = row.count;
    }
    return found;
  }

  /** What identifies the client anywhere: the name, the phone as typed and as digits, and the push subscription. */
  function traces(subscription: TestSubscription): string[] {
    const endpointSecret = new URL(subscription.pushEndpoint).pathname;
    return ['Zuleica', '99999-0001', '21999990001', endpointSecret, subscription.pushP256dh, subscription.pushAuth];
  }

  it('leaves no name, phone or endpoint in any table, nor in the backup taken then; no job of theirs is left', async () => {
    const phone = receiver.subscriptionByName();
    const ids = [await bookWithPush(2, 1000, phone), await bookWithPush(3, 1100, phone)];
    await until(async () => {
      const failed = await sql("select 1 from pgboss.job where name = 'push-messages' and state = 'retry'");
      const reminders = await sql("select 1 from pgboss.job where name = 'appointment-reminders'");
      return failed.length >= 2 && reminders.length >= 2;
    }, 'the client’s pushes to fail once and the reminders to be planned');
    // On the waitlist too, with the same device and another spelling of the phone.
    const waitlist = { userId: barber.id, jobId: corte.id, days: [t.isoDaysFromToday(4)], ...CLIENT, clientContact: '+55 21 99999-0001' };
    const joined = await t.post('/api/waitlist', {
      ...waitlist,
      pushEndpoint: phone.pushEndpoint,
      pushP256dh: phone.pushP256dh,
      pushAuth: phone.pushAuth,
    });
    expect(joined.status).toBe(201);
    expect(Object.keys(await tablesHolding(traces(phone))).sort()).toEqual(['public.appointment', 'public.waitlist_entry']);

    const erased = await t.as(barber).delete('/api/appointment/admin/clients/21999990001?futureBookings=cancel');

    expect(erased).toMatchObject({ status: 200, body: { erasedBookings: 2, cancelledBookings: 2 } });
    expect(await tablesHolding(traces(phone))).toEqual({});
    expect(await sql("select id from pgboss.job where data->>'appointmentId' = any(array[?])", [ids])).toEqual([]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'barbearia-erasure-')), 'after-erasure.jsonl.gz');
    await writeBackup(t.orm.config.get('clientUrl'), file);
    const backup = gunzipSync(readFileSync(file)).toString('utf8');
    expect(traces(phone).filter((trace) => backup.toLowerCase().includes(trace.toLowerCase()))).toEqual([]);
  });

  it('a push whose booking is erased while it waits is dropped when it comes up, not sent', async () => {
    const phone = receiver.subscriptionByName();
    const id = await bookWithPush(2, 1000, phone);
    await until(async () => (await sql("select 1 from pgboss.job where name = 'push-messages' and state = 'retry'")).length >= 1, 'a push to fail');
    // An erasure by the retention rule or another instance: the row only, the queue untouched.
    await sql(
      `update appointment set client_name = '', client_contact = '', push_endpoint = null, push_p256dh = null, push_auth = null,
                 personal_data_erased_at = now() where id = ?`,
      [id],
    );
    await sql("update pgboss.job set start_after = now() where name = 'push-messages' and state = 'retry'");

    await until(
      async () => (await sql("select 1 from pgboss.job where name = 'push-messages' and state <> 'completed'")).length === 0,
      'the pushes to end',
    );
    expect(receiver.connections).toBe(0);
  });

  it('the export lists the push subscription the client’s booking stores', async () => {
    const phone = receiver.subscriptionByName();
    await bookWithPush(2, 1000, phone);

    const exported = await t.as(barber).get('/api/appointment/admin/clients/21999990001/export');

    expect(exported.status).toBe(200);
    expect(exported.body.bookings[0].pushSubscription).toEqual({ endpoint: phone.pushEndpoint, p256dh: phone.pushP256dh, auth: phone.pushAuth });
  });
});
