import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

/** One contact holds at most MAX_FUTURE_BOOKINGS_PER_CONTACT (3) future live bookings made online. */
describe('future bookings per contact', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let corteJoao: Service;
  let cortePedro: Service;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber: joao, corte: corteJoao, cortePedro } = await standardShop(t, { other: { services: { cortePedro: CORTE } } }));
  });
  afterAll(() => t.close());

  const book = (job: Service, date: LocalDate, hour: number, clientContact: string) =>
    t.post('/api/appointment/create', { clientName: 'Maria Souza', clientContact, hour, ...date, jobId: job.id, userId: job.barberId });

  const CAP_BODY = {
    statusCode: 409,
    code: 'CONTACT_BOOKING_LIMIT',
    message:
      'Este contato já tem 3 agendamentos futuros, o máximo permitido. Para marcar outro horário, espere um deles passar ou fale com a barbearia.',
  };

  it('refuses the 4th future booking of one number, however it is written, with 409 CONTACT_BOOKING_LIMIT', async () => {
    expect((await book(corteJoao, t.daysFromToday(1), 900, '(11) 98765-4321')).status).toBe(200);
    expect((await book(cortePedro, t.daysFromToday(2), 900, '11987654321')).status).toBe(200);
    expect((await book(corteJoao, t.daysFromToday(3), 1000, '+55 11 98765-4321')).status).toBe(200);

    const refused = await book(cortePedro, t.daysFromToday(4), 1000, '5511987654321');

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(CAP_BODY);
    expect((await book(cortePedro, t.daysFromToday(4), 1000, '11987654322')).status).toBe(200);
  });

  it('counts the spellings of the second outside probe as one phone: trunk 0, carrier code, 00 55, 055', async () => {
    expect((await book(corteJoao, t.daysFromToday(1), 900, '011987654321')).status).toBe(200);
    expect((await book(cortePedro, t.daysFromToday(2), 900, '(011) 98765-4321')).status).toBe(200);
    expect((await book(corteJoao, t.daysFromToday(3), 900, '0 21 11 98765-4321')).status).toBe(200);

    for (const spelling of ['0055 11 98765 4321', '055 11 98765-4321', '0 11 98765 4321', '+55 (11) 98765-4321', '11987654321']) {
      const refused = await book(cortePedro, t.daysFromToday(4), 1000, spelling);
      expect([spelling, refused.status, refused.body]).toEqual([spelling, 409, CAP_BODY]);
    }
    const found = await t.get(`/api/appointment/consultByClientContact/${encodeURIComponent('0055 11 98765 4321')}`);
    expect(found.body).toHaveLength(3);
  });

  it('counts the spellings of the third outside probe as one phone: the country code, then a trunk 0 and maybe a carrier code', async () => {
    for (const day of [1, 2, 3]) expect((await book(corteJoao, t.daysFromToday(day), 900, '21 99999-0001')).status).toBe(200);

    for (const spelling of ['+55 (021) 99999-0001', '055 021 99999 0001', '55 (0 21) 99999.0001']) {
      const refused = await book(cortePedro, t.daysFromToday(4), 1000, spelling);
      expect([spelling, refused.status, refused.body]).toEqual([spelling, 409, CAP_BODY]);
    }
    const found = await t.get(`/api/appointment/consultByClientContact/${encodeURIComponent('+55 (021) 99999-0001')}`);
    expect(found.body).toHaveLength(3);
  });

  it('counts only future live bookings: past and trashed ones leave room', async () => {
    const client = { clientName: 'Maria Souza', clientContact: '11987654321' };
    await shop.appointment(corteJoao, t.daysFromToday(-1), 900, client);
    const trashed = await shop.appointment(corteJoao, t.daysFromToday(5), 900, client);
    await t.as(joao).delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
    await shop.appointment(corteJoao, t.daysFromToday(1), 900, client);
    await shop.appointment(cortePedro, t.daysFromToday(1), 900, client);

    expect((await book(corteJoao, t.daysFromToday(2), 900, '11987654321')).status).toBe(200);
    expect((await book(corteJoao, t.daysFromToday(2), 1000, '11987654321')).body.code).toBe('CONTACT_BOOKING_LIMIT');
  });

  it('counts the barber’s bookings of that contact, but never caps the barber', async () => {
    for (const day of [1, 2, 3]) expect((await book(corteJoao, t.daysFromToday(day), 900, '11987654321')).status).toBe(200);

    const walkIn = await t.as(joao).post('/api/appointment/admin/create', {
      clientName: 'Maria Souza',
      clientContact: '(11) 98765-4321',
      hour: 900,
      ...t.daysFromToday(4),
      jobId: corteJoao.id,
      userId: joao.id,
    });

    expect(walkIn.status).toBe(200);
    expect((await book(cortePedro, t.daysFromToday(5), 900, '11987654321')).status).toBe(409);
  });

  it('lets at most 3 of 8 simultaneous bookings of one contact through, across barbers and days', async () => {
    const attempts = Array.from({ length: 8 }, (_, n) =>
      book(
        n % 2 ? cortePedro : corteJoao,
        t.daysFromToday(1 + (n % 4)),
        900 + 100 * Math.floor(n / 4),
        n % 2 ? '+55 (11) 98765-4321' : '11987654321',
      ),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);

    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const [row] = await t.orm.em.getConnection().execute("select count(*)::int as n from appointment where client_contact_key = '11987654321'");
    expect(row.n).toBe(3);
  });

  it('finds the bookings of a contact in any of its spellings', async () => {
    await book(corteJoao, t.daysFromToday(1), 900, '+55 11 98765-4321');
    const found = await t.get('/api/appointment/consultByClientContact/11987654321');
    expect(found.body).toHaveLength(1);
    const exists = await t.post('/api/appointment/verifyExist', {
      clientContact: '(11) 98765-4321',
      ...t.daysFromToday(1),
      hour: 900,
      userId: joao.id,
      jobId: corteJoao.id,
    });
    expect(exists.body).toBe(true);
  });

  it('keeps a number from elsewhere, or with area code 55, as it is', async () => {
    const rows = await t.orm.em
      .getConnection()
      .execute(
        "select contact_key('55987654321') as area_code_55, contact_key('351912345678') as portugal, contact_key('+55 (11) 3456-7890') as landline",
      );
    expect(rows[0]).toEqual({ area_code_55: '55987654321', portugal: '351912345678', landline: '1134567890' });
  });
});

describe('MAX_FUTURE_BOOKINGS_PER_CONTACT', () => {
  it('sets the cap', async () => {
    const t = await TestApp.start({ MAX_FUTURE_BOOKINGS_PER_CONTACT: '1' });
    try {
      const { corte: job } = await standardShop(t, { barber: { username: undefined } });
      const body = (day: number) => ({
        clientName: 'Maria Souza',
        clientContact: '11987654321',
        hour: 900,
        ...t.daysFromToday(day),
        jobId: job.id,
        userId: job.barberId,
      });
      expect((await t.post('/api/appointment/create', body(1))).status).toBe(200);
      const refused = await t.post('/api/appointment/create', body(2));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('já tem 1 agendamento futuro, o máximo');
    } finally {
      await t.close();
    }
  });
});
