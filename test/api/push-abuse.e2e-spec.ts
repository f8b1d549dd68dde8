import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { AppMetrics } from '../../backend/src/shared/metrics/app-metrics';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { CapturedLog } from '../support/captured-log';
import { PushReceiver, TestSubscription } from '../support/push-receiver';
import { standardShop } from '../support/standard-shop';
import { createTestCertificate } from '../support/test-certificate';
import { TestApp } from '../support/test-app';

/**
 * What a visitor or a barber can't make the push feature do: reach this host through a name the
 * allow-list accepts, pile up devices, or queue pushes through a manage link. The push service is
 * the HTTPS receiver the push tests use, allowed by name (https://localhost:port) and, unlike
 * there, without PUSH_TO_LOOPBACK_FOR_TESTS: every push to it must be refused before connecting.
 */
describe('push abuse', () => {
  const log = new CapturedLog();
  let receiver: PushReceiver;
  let t: TestApp;
  let barber: Barber;
  let corte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    receiver = await PushReceiver.start(createTestCertificate());
    t = await TestApp.start({ PUSH_ALLOWED_ORIGINS: receiver.originByName, LOG_LEVEL: 'warn' }, log);
  });
  beforeEach(async () => {
    receiver.connections = 0;
    ({ barber, corte } = await standardShop(t));
    day = t.daysFromToday(2);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const pushFields = (subscription: TestSubscription) => ({
    pushEndpoint: subscription.pushEndpoint,
    pushP256dh: subscription.pushP256dh,
    pushAuth: subscription.pushAuth,
  });

  function book(hour: number, subscription?: TestSubscription) {
    const push = subscription ? pushFields(subscription) : {};
    return t.post('/api/appointment/create', {
      ...day,
      hour,
      jobId: corte.id,
      userId: barber.id,
      clientName: 'Maria Souza',
      clientContact: '11987654321',
      ...push,
    });
  }

  function registerDevice(device: TestSubscription) {
    return t.as(barber).post('/api/push/subscribe', { endpoint: device.pushEndpoint, p256dh: device.pushP256dh, auth: device.pushAuth });
  }

  async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * The pushes queued once every booking change has been handled: what each tells of, to whom, and the
   * endpoint it goes to (a job holds ids only: the device's or the booking's stored subscription).
   */
  async function queuedPushes(): Promise<{ change: string; to: 'barber' | 'client'; endpoint: string }[]> {
    const connection = t.orm.em.getConnection();
    await until(async () => {
      const [row] = await connection.execute("select count(*)::int as n from pgboss.job where name = 'appointment-events' and state <> 'completed'");
      return row.n === 0;
    }, 'the booking changes to be handled');
    return connection.execute(
      `select j.data->'notice'->>'change' as change, case when d.id is null then 'client' else 'barber' end as "to",
              coalesce(d.endpoint, a.push_endpoint) as endpoint
         from pgboss.job j
         left join barber_device d on d.id::text = j.data->>'deviceId'
         left join appointment a on a.id::text = j.data->>'appointmentId'
        where j.name = 'push-messages' order by j.created_on`,
    );
  }

  describe('an allowed name that resolves to loopback', () => {
    it('is refused by the sending agent after DNS resolution: no connection, the failure logged by origin and counted', async () => {
      const failuresBefore = await t.app.get(AppMetrics).pushFailures();
      const client = receiver.subscriptionByName();
      expect((await registerDevice(receiver.subscriptionByName())).status).toBe(200);
      expect((await book(1000, client)).status).toBe(200);

      const connection = t.orm.em.getConnection();
      await until(async () => {
        const rows = await connection.execute("select state from pgboss.job where name = 'push-messages' and state = 'retry'");
        return rows.length === 2;
      }, 'both pushes to fail once');
      expect(receiver.connections).toBe(0);
      expect(receiver.received).toHaveLength(0);

      expect(await t.app.get(AppMetrics).pushFailures()).toBeGreaterThanOrEqual(failuresBefore + 2);
      const warnings = log.lines.filter((line) => line.context === 'Notifications' && line.msg.startsWith('A push to'));
      expect(warnings.length).toBeGreaterThanOrEqual(2);
      for (const warning of warnings) {
        expect(warning.msg).toContain(`A push to ${receiver.originByName} failed (refused: localhost resolves to `);
        expect(warning.msg).toContain('a loopback address');
        expect(warning.msg).not.toContain('/push/');
      }
    });
  });

  describe('a barber’s devices', () => {
    it('are 10 at most: the 11th registered drops the oldest', async () => {
      const devices = Array.from({ length: 11 }, () => receiver.subscriptionByName());
      for (const device of devices) expect(await registerDevice(device)).toMatchObject({ status: 200, body: { subscribed: true } });

      const stored = await t.orm.em
        .getConnection()
        .execute<{ endpoint: string }[]>('select endpoint from barber_device where barber_id = ?', [barber.id]);
      expect(stored.map((row) => row.endpoint).sort()).toEqual(
        devices
          .slice(1)
          .map((device) => device.pushEndpoint)
          .sort(),
      );
    });

    it('registering a device again makes it the newest, so it is not the one dropped', async () => {
      const devices = Array.from({ length: 10 }, () => receiver.subscriptionByName());
      for (const device of devices) await registerDevice(device);
      await registerDevice(devices[0]);
      await registerDevice(receiver.subscriptionByName());

      const stored = await t.orm.em.getConnection().execute<{ endpoint: string }[]>('select endpoint from barber_device');
      expect(stored).toHaveLength(10);
      expect(stored.map((row) => row.endpoint)).toContain(devices[0].pushEndpoint);
      expect(stored.map((row) => row.endpoint)).not.toContain(devices[1].pushEndpoint);
    });

    it('a client’s booking queues one push per device, 10 at most, also with devices stored before the cap', async () => {
      for (let n = 0; n < 11; n++) await registerDevice(receiver.subscriptionByName());
      await t.orm.em.getConnection().execute(
        `insert into barber_device (id, barber_id, endpoint, p256dh, auth, created_at)
         select gen_random_uuid(), ?, 'https://localhost:1/old/' || n, p256dh, auth, now() - interval '1 day'
           from (select p256dh, auth from barber_device limit 1) device, generate_series(1, 5) n`,
        [barber.id],
      );
      expect((await book(1000)).status).toBe(200);

      const pushes = await queuedPushes();
      expect(pushes).toHaveLength(10);
      expect(pushes.every((push) => push.change === 'created' && push.to === 'barber' && !push.endpoint.includes('/old/'))).toBe(true);
    });
  });

  describe('a booking’s manage link', () => {
    it('30 subscriptions, each a new device, keep the last one and queue a single push: the notice that notifications are on', async () => {
      const booked = await book(1000);
      expect(booked.status).toBe(200);
      // The booking's own event handled first (without a subscription it queues nothing): under load it could
      // otherwise run after the first subscription below and rightly send that device the confirmation.
      expect(await queuedPushes()).toEqual([]);
      const subscriptions = Array.from({ length: 30 }, () => receiver.subscriptionByName());
      for (const subscription of subscriptions) {
        expect((await t.request('PUT', `/api/appointment/manage/${booked.body.manageToken}/push`, pushFields(subscription))).status).toBe(200);
      }

      const pushes = await queuedPushes();
      // The job keeps no endpoint: the push goes to the subscription stored when it is sent, the last one.
      expect(pushes).toEqual([{ change: 'subscribed', to: 'client', endpoint: subscriptions[29].pushEndpoint }]);
      const [stored] = await t.orm.em.getConnection().execute('select push_endpoint from appointment where id = ?', [booked.body.id]);
      expect(stored.push_endpoint).toBe(subscriptions[29].pushEndpoint);
    });

    it('re-subscribing the endpoint a booking was made with queues nothing', async () => {
      const subscription = receiver.subscriptionByName();
      const booked = await book(1000, subscription);
      for (let n = 0; n < 30; n++) {
        expect((await t.request('PUT', `/api/appointment/manage/${booked.body.manageToken}/push`, pushFields(subscription))).status).toBe(200);
      }

      expect((await queuedPushes()).map((push) => [push.change, push.to])).toEqual([['created', 'client']]);
    });
  });
});
