import { createHash } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { JwtService } from '@nestjs/jwt';
import { DateTime } from 'luxon';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { AppProcess } from '../support/app-process';
import { PushReceiver, TestSubscription, verifyVapid } from '../support/push-receiver';
import { ShopBuilder } from '../support/shop-builder';
import { createTestCertificate } from '../support/test-certificate';
import { TEST_VAPID_KEYS, workerDatabase } from '../support/test-app';

const SHOP_TIMEZONE = 'America/Sao_Paulo';
const JWT_SECRET = 'segredo-de-teste';

/**
 * Web push end to end: two app instances in child processes (each trusts the test's self-signed
 * certificate through NODE_EXTRA_CA_CERTS, read when Node starts) share one database and its job
 * queue, and push to a push service on https://127.0.0.1 that decrypts what it gets.
 */
describe('web push notifications', () => {
  let receiver: PushReceiver;
  let first: AppProcess;
  let second: AppProcess;
  let orm: MikroORM;
  let shop: ShopBuilder;
  let barber: Barber;
  let corte: Service;
  const tokens = new JwtService({ secret: JWT_SECRET, signOptions: { expiresIn: '1h' } });

  beforeAll(async () => {
    const certificate = createTestCertificate();
    receiver = await PushReceiver.start(certificate);
    const databaseUrl = await workerDatabase();
    // The receiver is on loopback, where pushes never go without PUSH_TO_LOOPBACK_FOR_TESTS (NODE_ENV=test only).
    // fcm.googleapis.com is allowed too, so only the endpoint's parsing can refuse the tricks below.
    const env = {
      ...TEST_VAPID_KEYS,
      PUSH_ALLOWED_ORIGINS: `${receiver.origin},https://fcm.googleapis.com`,
      PUSH_TO_LOOPBACK_FOR_TESTS: 'on',
      NODE_EXTRA_CA_CERTS: certificate.certFile,
      SHOP_TIMEZONE,
      JWT_SECRET,
    };
    // One after the other: the first one migrates the database.
    first = await AppProcess.start(databaseUrl, env);
    second = await AppProcess.start(databaseUrl, env);
    orm = await MikroORM.init(ormOptions(databaseUrl));
    shop = new ShopBuilder({ orm });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await orm?.close();
    await receiver?.close();
  }, 60_000);

  beforeEach(async () => {
    const connection = orm.em.getConnection();
    await connection.execute(
      'truncate appointment, unavailable, weekday_off, hour_slot, job, barber_photo, login_failure, rate_limit_counter, barber_device, payment_settings, barber cascade',
    );
    await connection.execute('delete from pgboss.job');
    receiver.received.length = 0;
    receiver.connections = 0;
    await Promise.all([first.setClockOffset(0), second.setClockOffset(0)]);
    // Clients hear of the barber by the display name, never the login.
    barber = await shop.barber({ username: 'joao', displayName: 'João Silva' });
    corte = await shop.job(barber, { name: 'Corte' });
  });

  /** Tomorrow at 10:00 in the shop, and that start as an instant. */
  function tomorrowAtTen(): { date: LocalDate; start: DateTime } {
    const start = DateTime.now().setZone(SHOP_TIMEZONE).plus({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    return { date: { year: start.year, month: start.month - 1, day: start.day }, start };
  }

  function book(app: AppProcess, subscription?: Partial<TestSubscription>, client = { clientName: 'Maria Souza', clientContact: '11987654321' }) {
    const { date } = tomorrowAtTen();
    const push = subscription
      ? { pushEndpoint: subscription.pushEndpoint, pushP256dh: subscription.pushP256dh, pushAuth: subscription.pushAuth }
      : {};
    return app.request('POST', '/api/appointment/create', { ...date, hour: 1000, jobId: corte.id, userId: barber.id, ...client, ...push });
  }

  /** Both instances' clocks at `secondsBefore` seconds before the moment a 120-minute reminder is due. */
  async function moveClocksToBeforeReminder(secondsBefore: number): Promise<void> {
    const due = tomorrowAtTen().start.minus({ minutes: 120, seconds: secondsBefore });
    const offset = due.toMillis() - Date.now();
    await Promise.all([first.setClockOffset(offset), second.setClockOffset(offset)]);
  }

  async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** No job is due or running any more (jobs planned for later may wait). */
  async function queueSettled(): Promise<void> {
    await until(async () => {
      const [row] = await orm.em
        .fork()
        .getConnection()
        .execute("select count(*)::int as pending from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()");
      return row.pending === 0;
    }, 'the queue to settle');
  }

  /** The reminder planned for tomorrow at `time` has run (sent or, for a changed booking, skipped). */
  async function reminderRan(time = '10:00'): Promise<void> {
    await until(async () => {
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute("select state from pgboss.job where name = 'appointment-reminders' and data->>'startsAt' like ?", [`%T${time}`]);
      return rows.length === 1 && rows[0].state === 'completed';
    }, `the ${time} reminder to run`);
  }

  it('GET /api/push/public-key answers the VAPID public key', async () => {
    const response = await first.request('GET', '/api/push/public-key');
    expect(response).toEqual({ status: 200, body: { publicKey: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY } });
  });

  it('sends the client an encrypted, VAPID-signed confirmation right after booking, in Portuguese', async () => {
    const subscription = receiver.subscription();
    const booked = await book(first, subscription);
    expect(booked.status).toBe(200);
    await until(() => receiver.pushesTo(subscription).length === 1, 'the confirmation');

    const [push] = receiver.pushesTo(subscription);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(String(push.headers.authorization), TEST_VAPID_KEYS.VAPID_PUBLIC_KEY, receiver.origin);
    expect(claims.sub).toBe(TEST_VAPID_KEYS.VAPID_SUBJECT);
    expect(push.body.includes(Buffer.from('Agendamento'))).toBe(false);

    const weekday = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'][
      tomorrowAtTen().start.weekday % 7
    ];
    const day = tomorrowAtTen().start.toFormat('dd/MM');
    expect(receiver.messagesTo(subscription)).toEqual([
      {
        title: 'Agendamento confirmado',
        body: `Corte com João Silva, ${weekday}, ${day} às 10:00. Até lá!`,
        url: '/agenda/consultar',
        tag: `agendamento-${booked.body.id}`,
      },
    ]);

    // The subscription is stored, and never answered back.
    const secrets = [subscription.pushEndpoint, subscription.pushP256dh, subscription.pushAuth];
    const token = tokens.sign({ sub: barber.id, ver: 0 });
    for (const answer of [
      booked,
      await first.request('GET', '/api/appointment/consultByClientContact/11987654321'),
      await first.request('GET', `/api/appointment/admin/get/${booked.body.id}`, undefined, token),
    ]) {
      expect(answer.status).toBe(200);
      for (const secret of secrets) expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
  });

  it('tells the barber’s devices about a client’s booking, not about the barber’s own changes', async () => {
    const device = receiver.subscription();
    const token = tokens.sign({ sub: barber.id, ver: 0 });
    const subscribed = await second.request(
      'POST',
      '/api/push/subscribe',
      { endpoint: device.pushEndpoint, p256dh: device.pushP256dh, auth: device.pushAuth },
      token,
    );
    expect(subscribed).toEqual({ status: 200, body: { subscribed: true } });

    const booked = await book(first);
    expect(booked.status).toBe(200);
    await until(() => receiver.pushesTo(device).length === 1, 'the barber’s push');
    const [message] = receiver.messagesTo(device);
    expect(message.title).toBe('Novo agendamento');
    expect(message.body).toMatch(/^Maria Souza: Corte, .+ às 10:00\.$/);

    const trashed = await first.request('DELETE', `/api/appointment/admin/delete/trash/${booked.body.id}`, undefined, token);
    expect(trashed.status).toBe(200);
    await queueSettled();
    expect(receiver.pushesTo(device)).toHaveLength(1);

    const unsubscribed = await first.request('POST', '/api/push/unsubscribe', { endpoint: device.pushEndpoint }, token);
    expect(unsubscribed).toEqual({ status: 200, body: { subscribed: false } });
    expect(await orm.em.fork().getConnection().execute('select * from barber_device')).toHaveLength(0);
  });

  it('asks the barber’s devices to confirm a deposit the client says is paid ("Já paguei"), once', async () => {
    const connection = orm.em.fork().getConnection();
    await connection.execute(
      `insert into payment_settings (pix_key_kind, pix_key, receiver_name, receiver_city, deposit_rule, deposit_cents, deposit_applies_to, cancel_in_time)
       values ('cpf', '12345678909', 'BARBEARIA DO JOAO', 'SAO PAULO', 'fixed', 1050, 'always', 'refund')`,
    );
    try {
      const device = receiver.subscription();
      const token = tokens.sign({ sub: barber.id, ver: 0 });
      const body = { endpoint: device.pushEndpoint, p256dh: device.pushP256dh, auth: device.pushAuth };
      expect((await second.request('POST', '/api/push/subscribe', body, token)).status).toBe(200);
      const booked = await book(first, undefined, { clientName: 'João', clientContact: '11987654321' });
      expect(booked.status).toBe(200);
      expect(booked.body.depositPayment).toMatchObject({ status: 'pending', toPay: 10.5 });
      await until(() => receiver.pushesTo(device).length === 1, 'the new booking’s notice');

      const manage = `/api/appointment/manage/${booked.body.manageToken}/deposit/paid`;
      expect((await second.request('POST', manage)).status).toBe(200);
      await until(() => receiver.pushesTo(device).length === 2, 'the deposit’s notice');
      // A tap: the booking's day with its sheet open, Sinal recebido ready; Confirmar: the worker POSTs its `post`.
      const { date } = booked.body as { date: string };
      const sheet = `/administrador/minha-agenda?dia=${date}&barbeiro=${barber.id}&agendamento=${booked.body.id}`;
      expect(receiver.messagesTo(device)[1]).toEqual({
        title: 'Sinal pago?',
        body: 'Pix de R$ 10,50 de João, 10:00 — confirmar?',
        url: sheet,
        tag: `sinal-${booked.body.id}`,
        actions: [
          {
            action: 'confirmar-sinal',
            title: 'Confirmar',
            url: sheet,
            post: expect.stringMatching(/^\/api\/appointment\/deposit\/confirm-from-push\/[A-Za-z0-9_-]{43}$/),
            done: 'Sinal de R$ 10,50 de João confirmado.',
          },
        ],
      });

      expect((await first.request('POST', manage)).status).toBe(200);
      await queueSettled();
      expect(receiver.pushesTo(device)).toHaveLength(2);
    } finally {
      await connection.execute('delete from payment_settings');
    }
  });

  it('Confirmar carries a single-use capability: it confirms its own booking once, never after the hold, a confirmation or a use', async () => {
    const connection = orm.em.fork().getConnection();
    await connection.execute(
      `insert into payment_settings (pix_key_kind, pix_key, receiver_name, receiver_city, deposit_rule, deposit_cents, deposit_applies_to, cancel_in_time)
       values ('cpf', '12345678909', 'BARBEARIA DO JOAO', 'SAO PAULO', 'fixed', 1050, 'always', 'refund')`,
    );
    try {
      const device = receiver.subscription();
      const session = tokens.sign({ sub: barber.id, ver: 0 });
      const body = { endpoint: device.pushEndpoint, p256dh: device.pushP256dh, auth: device.pushAuth };
      expect((await second.request('POST', '/api/push/subscribe', body, session)).status).toBe(200);
      const { date } = tomorrowAtTen();
      /** Booked at `hour`, then Já paguei: answers the booking's id and its push's Confirmar. */
      const reportedAt = async (hour: number, clientName: string, clientContact: string) => {
        const booked = await first.request('POST', '/api/appointment/create', {
          ...date,
          hour,
          jobId: corte.id,
          userId: barber.id,
          clientName,
          clientContact,
        });
        expect(booked.status).toBe(200);
        const pushes = receiver.pushesTo(device).length;
        expect((await second.request('POST', `/api/appointment/manage/${booked.body.manageToken}/deposit/paid`)).status).toBe(200);
        await until(() => receiver.messagesTo(device).some((message) => message.tag === `sinal-${booked.body.id}`), 'the deposit’s notice');
        expect(receiver.pushesTo(device).length).toBeGreaterThan(pushes);
        const message = receiver.messagesTo(device).find((each) => each.tag === `sinal-${booked.body.id}`)!;
        return { id: booked.body.id as string, confirm: message.actions![0] };
      };
      const joao = await reportedAt(1000, 'João', '11987654321');
      const ana = await reportedAt(1100, 'Ana', '11912345678');
      expect(joao.confirm).toMatchObject({ action: 'confirmar-sinal', title: 'Confirmar', done: 'Sinal de R$ 10,50 de João confirmado.' });
      expect(joao.confirm.post).toMatch(/^\/api\/appointment\/deposit\/confirm-from-push\/[A-Za-z0-9_-]{43}$/);
      const joaoToken = joao.confirm.post!.split('/').pop()!;

      // Only the token's SHA-256 is stored, with its booking and the hold's end (after Já paguei's extension).
      const stored = await connection.execute(
        'select t.token_hash, t.appointment_id, t.expires_at = a.deposit_hold_until as at_hold_end from deposit_confirm_token t join appointment a on a.id = t.appointment_id',
      );
      expect(stored).toContainEqual({ token_hash: createHash('sha256').update(joaoToken).digest('hex'), appointment_id: joao.id, at_hold_end: true });
      expect(JSON.stringify(stored)).not.toContain(joaoToken);

      // João's token confirms João's deposit (not Ana's), once; no session needed.
      const confirmed = await first.request('POST', joao.confirm.post!);
      expect(confirmed).toMatchObject({ status: 200, body: { id: joao.id, status: 'confirmed', toPay: 10.5 } });
      const states = await connection.execute('select id, deposit_status, previous_payment from appointment order by hour');
      expect(states).toEqual([
        { id: joao.id, deposit_status: 'confirmed', previous_payment: true },
        { id: ana.id, deposit_status: 'pending', previous_payment: false },
      ]);
      expect(await first.request('POST', joao.confirm.post!)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      expect((await second.request('POST', '/api/appointment/deposit/confirm-from-push/not-a-token')).status).toBe(404);

      // The barber confirmed Ana's in the app first: her push's token is refused, and stays refused.
      expect((await first.request('POST', `/api/appointment/admin/${ana.id}/deposit/confirm`, undefined, session)).status).toBe(200);
      expect(await second.request('POST', ana.confirm.post!)).toMatchObject({ status: 409, body: { code: 'DEPOSIT_NOT_PENDING' } });

      // A third deposit's token after its hold (15 minutes, extended once by Já paguei to 30): 404, still pending.
      const caio = await reportedAt(1200, 'Caio', '11955554444');
      await Promise.all([first.setClockOffset(31 * 60_000), second.setClockOffset(31 * 60_000)]);
      expect(await first.request('POST', caio.confirm.post!)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      const [caioState] = await connection.execute('select deposit_status from appointment where id = ?', [caio.id]);
      expect(caioState.deposit_status).not.toBe('confirmed');
    } finally {
      await connection.execute('delete from payment_settings');
    }
  }, 90_000);

  it('sends the reminder once when its time comes, with two app instances sharing the queue', async () => {
    await moveClocksToBeforeReminder(4);
    const subscription = receiver.subscription();
    expect((await book(first, subscription)).status).toBe(200);

    await until(() => receiver.pushesTo(subscription).length >= 2, 'the confirmation and the reminder');
    await reminderRan();
    await queueSettled();
    const titles = receiver.messagesTo(subscription).map((message) => message.title);
    expect(titles).toEqual(['Agendamento confirmado', 'Lembrete do seu horário']);
  }, 60_000);

  it('a client who turns notifications on later, from the manage link, hears it at once and gets the reminder', async () => {
    await moveClocksToBeforeReminder(6);
    const booked = await book(first);
    expect(booked.status).toBe(200);
    const subscription = receiver.subscription();
    const subscribed = await second.request('PUT', `/api/appointment/manage/${booked.body.manageToken}/push`, {
      pushEndpoint: subscription.pushEndpoint,
      pushP256dh: subscription.pushP256dh,
      pushAuth: subscription.pushAuth,
    });
    expect(subscribed.status).toBe(200);

    await until(() => receiver.pushesTo(subscription).length >= 2, 'the notice and the reminder');
    await reminderRan();
    await queueSettled();
    const messages = receiver.messagesTo(subscription);
    expect(messages.map((message) => message.title)).toEqual(['Notificações ativadas', 'Lembrete do seu horário']);
    expect(messages[0].body).toMatch(/^Você será avisado aqui sobre: Corte com João Silva, .+ às 10:00\.$/);
  }, 60_000);

  it('tells the client when the barber deletes the booking, and never sends its reminder', async () => {
    await moveClocksToBeforeReminder(15);
    const subscription = receiver.subscription();
    const booked = await book(first, subscription);
    expect(booked.status).toBe(200);
    const trashed = await second.request(
      'DELETE',
      `/api/appointment/admin/delete/trash/${booked.body.id}`,
      undefined,
      tokens.sign({ sub: barber.id, ver: 0 }),
    );
    expect(trashed.status).toBe(200);

    await reminderRan();
    await queueSettled();
    const messages = receiver.messagesTo(subscription);
    // The confirmation's and the change's pushes are two jobs that two instances may send at once: either may arrive first.
    expect(messages.map((message) => message.title).sort()).toEqual(['Agendamento confirmado', 'Seu horário foi cancelado']);
    const change = messages.find((message) => message.title === 'Seu horário foi cancelado')!;
    expect(change.body).toMatch(/^A barbearia cancelou: Corte com João Silva, .+ às 10:00\.$/);
  }, 60_000);

  it('tells the client when the barber moves the booking; the reminder follows it', async () => {
    await moveClocksToBeforeReminder(15);
    const subscription = receiver.subscription();
    const booked = await book(first, subscription);
    const { date } = tomorrowAtTen();
    const moved = await second.request(
      'PUT',
      '/api/appointment/admin/update',
      { id: booked.body.id, ...date, hour: 1130, jobId: corte.id, clientName: 'Maria Souza', clientContact: '11987654321' },
      tokens.sign({ sub: barber.id, ver: 0 }),
    );
    expect(moved.status).toBe(200);

    await reminderRan();
    await queueSettled();
    const messages = receiver.messagesTo(subscription);
    // The confirmation's and the change's pushes are two jobs that two instances may send at once: either may arrive first.
    expect(messages.map((message) => message.title).sort()).toEqual(['Agendamento confirmado', 'Seu horário foi alterado']);
    const change = messages.find((message) => message.title === 'Seu horário foi alterado')!;
    expect(change.body).toMatch(/às 11:30\.$/);
    // The 10:00 reminder found the booking moved and stayed silent; the 11:30 one waits for its time.
    const [planned] = await orm.em
      .fork()
      .getConnection()
      .execute(
        "select count(*)::int as waiting from pgboss.job where name = 'appointment-reminders' and state = 'created' and data->>'startsAt' like '%T11:30'",
      );
    expect(planned.waiting).toBe(1);
  }, 60_000);

  it('drops a subscription the push service answers 410 Gone, and does not retry it', async () => {
    const client = receiver.subscription();
    const device = receiver.subscription();
    receiver.answer(client, 410);
    receiver.answer(device, 410);
    const token = tokens.sign({ sub: barber.id, ver: 0 });
    await first.request('POST', '/api/push/subscribe', { endpoint: device.pushEndpoint, p256dh: device.pushP256dh, auth: device.pushAuth }, token);

    const booked = await book(second, client);
    expect(booked.status).toBe(200);
    const connection = orm.em.fork().getConnection();
    await until(async () => {
      const [appointment] = await connection.execute('select push_endpoint from appointment where id = ?', [booked.body.id]);
      const devices = await connection.execute('select id from barber_device');
      return appointment.push_endpoint === null && devices.length === 0;
    }, 'both subscriptions to be dropped');
    await queueSettled();
    expect(receiver.pushesTo(client)).toHaveLength(1);
    expect(receiver.pushesTo(device)).toHaveLength(1);
  });

  it('forgets a waitlist entry’s subscription answered 410 Gone, and passes its pending offer to the next in line', async () => {
    const pedro = await shop.barber({ username: 'pedro', hours: [1000] });
    const barba = await shop.job(pedro, { name: 'Barba' });
    const { date } = tomorrowAtTen();
    const { token } = await shop.clientBooking(barba, date, 1000);
    const ana = receiver.subscription();
    const bia = receiver.subscription();
    receiver.answer(ana, 410);
    for (const [clientName, clientContact, subscription] of [
      ['Ana Lima', '11911110001', ana],
      ['Bia Rocha', '11911110002', bia],
    ] as const) {
      const { pushEndpoint, pushP256dh, pushAuth } = subscription;
      const body = { userId: pedro.id, jobId: barba.id, days: [toIsoDate(date)], clientName, clientContact, pushEndpoint, pushP256dh, pushAuth };
      expect((await first.request('POST', '/api/waitlist', body)).status).toBe(201);
    }

    expect((await first.request('POST', `/api/appointment/manage/${token}/cancel`)).status).toBe(200);
    const connection = orm.em.fork().getConnection();
    const offers = () =>
      connection.execute('select e.client_name, o.status from waitlist_offer o join waitlist_entry e on e.id = o.entry_id order by o.created_at');
    await until(async () => receiver.pushesTo(bia).length === 1, 'the offer to pass to Bia and be pushed');
    expect(await offers()).toEqual([
      { client_name: 'Ana Lima', status: 'expired' },
      { client_name: 'Bia Rocha', status: 'pending' },
    ]);
    expect(receiver.messagesTo(bia)[0].body).toMatch(/^Barbearia Navalha de Ouro: abriu um horário /);
    expect(receiver.pushesTo(ana)).toHaveLength(1);
    const list = await first.request('GET', `/api/waitlist/admin?date=${toIsoDate(date)}`, undefined, tokens.sign({ sub: pedro.id, ver: 0 }));
    expect(list.status).toBe(200);
    const notify = Object.fromEntries(list.body.entries.map((entry: { clientName: string; notify: boolean }) => [entry.clientName, entry.notify]));
    expect(notify).toEqual({ 'Ana Lima': false, 'Bia Rocha': true });
  });

  it('refuses a subscription to a host off the allow-list with 400 VALIDATION_ERROR, and stores nothing', async () => {
    const valid = receiver.subscription();
    for (const pushEndpoint of [
      'https://evil.example/push/1',
      'https://169.254.169.254/latest/meta-data',
      valid.pushEndpoint.replace('https:', 'http:'),
    ]) {
      const response = await book(first, { ...valid, pushEndpoint });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    }
    const device = await first.request(
      'POST',
      '/api/push/subscribe',
      { endpoint: 'https://evil.example/push/2', p256dh: valid.pushP256dh, auth: valid.pushAuth },
      tokens.sign({ sub: barber.id, ver: 0 }),
    );
    expect(device.status).toBe(400);
    expect(device.body.code).toBe('VALIDATION_ERROR');
    expect(await orm.em.fork().getConnection().execute('select id from appointment')).toHaveLength(0);
    expect(await orm.em.fork().getConnection().execute('select id from barber_device')).toHaveLength(0);
  });

  it('refuses an endpoint that two URL parsers read differently (no slashes, backslashes, userinfo): 400, nothing stored, no connection', async () => {
    const valid = receiver.subscription();
    const hostAndPort = receiver.origin.slice('https://'.length);
    const tricks = [
      'https:fcm.googleapis.com/x',
      'https:/fcm.googleapis.com/x',
      `https:${hostAndPort}/push/1`,
      `https:/${hostAndPort}/push/1`,
      `https:\\\\${hostAndPort}/push/1`,
      `https://${hostAndPort}\\push\\1`,
      `https://fcm.googleapis.com\\@${hostAndPort}/push/1`,
      `https://fcm.googleapis.com@${hostAndPort}/push/1`,
      `https://user:pass@${hostAndPort}/push/1`,
      // Hosts the WHATWG parser turns into 127.0.0.1 and Node's legacy one keeps as written.
      `https://0x7f.0.0.1:${receiver.origin.split(':')[2]}/push/1`,
      `https://2130706433:${receiver.origin.split(':')[2]}/push/1`,
    ];
    const token = tokens.sign({ sub: barber.id, ver: 0 });
    const { token: manageToken } = await shop.clientBooking(corte, tomorrowAtTen().date, 1400);
    for (const pushEndpoint of tricks) {
      const keys = { pushP256dh: valid.pushP256dh, pushAuth: valid.pushAuth };
      for (const response of [
        await book(first, { ...valid, pushEndpoint }),
        await first.request('PUT', `/api/appointment/manage/${manageToken}/push`, { pushEndpoint, ...keys }),
        await second.request('POST', '/api/push/subscribe', { endpoint: pushEndpoint, p256dh: keys.pushP256dh, auth: keys.pushAuth }, token),
      ]) {
        expect({ pushEndpoint, status: response.status, code: response.body.code }).toEqual({ pushEndpoint, status: 400, code: 'VALIDATION_ERROR' });
      }
    }
    await queueSettled();
    const connection = orm.em.fork().getConnection();
    expect(await connection.execute('select id from appointment where push_endpoint is not null')).toHaveLength(0);
    expect(await connection.execute('select id from barber_device')).toHaveLength(0);
    expect(receiver.connections).toBe(0);
  });
});
