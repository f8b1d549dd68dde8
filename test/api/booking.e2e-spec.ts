import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, weekdayOf } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

/** The answer to a booking body whose phone has no DDD: which field, and what to add. */
const MISSING_AREA_CODE_BODY = {
  statusCode: 400,
  code: 'VALIDATION_ERROR',
  message: "Dados inválidos: campo 'clientContact' inválido. Informe o telefone com DDD, por exemplo (11) 91234-5678.",
};

describe('booking (public)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let corte: Service;
  let combo: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, corte, combo, day } = await standardShop(t, { barber: { services: { corte: CORTE, combo: CORTE_E_BARBA } } }));
  });
  afterAll(() => t.close());

  const availability = (job: Service, date: LocalDate = day) =>
    t.get(`/api/availability?userId=${job.barberId}&jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`);
  const hoursOf = async (job: Service, date?: LocalDate) => (await availability(job, date)).body.slots.map((slot: { hour: number }) => slot.hour);
  const bookingBody = (job: Service, hour: number, overrides: Record<string, unknown> = {}) => ({
    clientName: 'Maria Souza',
    clientContact: '11987654321',
    hour,
    ...day,
    jobId: job.id,
    userId: job.barberId,
    ...overrides,
  });
  const book = (job: Service, hour: number, overrides: Record<string, unknown> = {}) =>
    t.post('/api/appointment/create', bookingBody(job, hour, overrides));

  describe('GET /api/availability', () => {
    it('answers the date and every bookable start with its label, ascending', async () => {
      const response = await availability(corte);
      expect(response.status).toBe(200);
      expect(response.body.date).toBe(`${day.year}-${String(day.month + 1).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`);
      expect(response.body.slots).toHaveLength(25);
      expect(response.body.slots[0]).toEqual({ hour: 730, label: '07:30' });
      expect(response.body.slots[24]).toEqual({ hour: 1930, label: '19:30' });
    });

    it('leaves out booked, closed and blocked times', async () => {
      await shop.appointment(corte, day, 1000);
      await shop.closeHour(barber, 1100);
      await shop.unavailable(barber, day, 1400);
      const hours = await hoursOf(corte);
      expect(hours).not.toEqual(expect.arrayContaining([1000]));
      expect(hours).not.toContain(1100);
      expect(hours).not.toContain(1400);
      expect(hours).toContain(1030);
      expect(hours).toHaveLength(22);
    });

    it('offers a double service only where the next slot is free too', async () => {
      await shop.appointment(corte, day, 1100);
      const hours = await hoursOf(combo);
      expect(hours).toContain(1000);
      expect(hours).not.toContain(1030);
      expect(hours).not.toContain(1100);
      expect(hours).not.toContain(1930);
    });

    it('offers nothing on a whole day off or a weekday off', async () => {
      await shop.unavailable(barber, day);
      expect(await hoursOf(corte)).toEqual([]);
      const other = t.daysFromToday(4);
      await shop.weekdayOff(barber, weekdayOf(other));
      expect(await hoursOf(corte, other)).toEqual([]);
    });

    it('offers nothing on a past day or beyond the 60-day window, everything on its last day', async () => {
      expect(await hoursOf(corte, t.daysFromToday(-1))).toEqual([]);
      expect(await hoursOf(corte, t.daysFromToday(61))).toEqual([]);
      expect(await hoursOf(corte, t.daysFromToday(60))).toHaveLength(25);
    });

    it('answers 400 VALIDATION_ERROR for a day that does not exist (31 of February)', async () => {
      const response = await t.get(`/api/availability?userId=${barber.id}&jobId=${corte.id}&day=31&month=1&year=${day.year + 1}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Data inválida: este dia não existe no mês informado.' });
    });

    it.each([
      ['month 12', { month: '12' }],
      ['day 0', { day: '0' }],
      ['text as day', { day: 'abc' }],
      ['missing jobId', { jobId: undefined }],
      ['an unknown parameter', { extra: '1' }],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, change) => {
      const params: Record<string, string | undefined> = {
        userId: barber.id,
        jobId: corte.id,
        day: String(day.day),
        month: String(day.month),
        year: String(day.year),
        ...change,
      };
      const query = Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}=${value}`)
        .join('&');
      const response = await t.get(`/api/availability?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 404 for an unknown service and 400 for a service of another barber', async () => {
      const unknown = await t.get(
        `/api/availability?userId=${barber.id}&jobId=6c1e1e4e-1111-4a2b-9c3d-000000000000&day=${day.day}&month=${day.month}&year=${day.year}`,
      );
      expect(unknown.status).toBe(404);
      const other = await shop.barber();
      const theirs = await shop.job(other);
      const response = await t.get(`/api/availability?userId=${barber.id}&jobId=${theirs.id}&day=${day.day}&month=${day.month}&year=${day.year}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('POST /api/appointment/create', () => {
    it('books a free time and answers 200 with the appointment and its manage token', async () => {
      const response = await book(corte, 1030, { clientContact: '(11) 98765-4321', pushAuth: ' ' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        clientName: 'Maria Souza',
        clientContact: '11987654321',
        hour: 1030,
        label: '10:30',
        ...day,
        date: expect.any(String),
        previousPayment: false,
        price: 35,
        job: { id: corte.id, name: 'Corte', value: 35, doubleTime: false, takesTwoSlots: false },
        user: { id: barber.id, username: 'joao', displayName: 'joao' },
        attendance: null,
        manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(await hoursOf(corte)).not.toContain(1030);
    });

    it('ignores previousPayment: a client cannot mark their own booking as paid in advance', async () => {
      const response = await book(corte, 1030, { previousPayment: true });
      expect(response.status).toBe(200);
      expect(response.body.previousPayment).toBe(false);
      const [stored] = (await t.get('/api/appointment/consultByClientContact/11987654321')).body;
      expect(stored.previousPayment).toBe(false);
    });

    it('keeps the price of the service at booking time', async () => {
      await book(combo, 900);
      await t.orm.em.fork().nativeUpdate(Service, { id: combo.id }, { valueCents: 9900 });
      const [appointment] = (await t.get('/api/appointment/consultByClientContact/11987654321')).body;
      expect(appointment.price).toBe(55);
    });

    it('refuses a taken time with 409 HOUR_CONFLICT', async () => {
      await book(corte, 1000);
      const response = await book(corte, 1000, { clientContact: '21999998888' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: 'Este horário já está ocupado.' });
    });

    it('refuses a double service whose first slot is taken with 409 FIRST_HOUR_CONFLICT', async () => {
      await book(corte, 1000);
      const response = await book(combo, 1000);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'FIRST_HOUR_CONFLICT',
        message: 'O primeiro horário do serviço duplo já está ocupado.',
      });
    });

    it('refuses a double service whose second slot is taken with 409 SECOND_HOUR_CONFLICT', async () => {
      await book(corte, 1030);
      const response = await book(combo, 1000);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'SECOND_HOUR_CONFLICT',
        message: 'O segundo horário do serviço duplo já está ocupado.',
      });
    });

    it('refuses a double service with no open slot after it with 409 DOUBLE_TIME_CONFLICT', async () => {
      await shop.unavailable(barber, day, 1030);
      const response = await book(combo, 1000);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('DOUBLE_TIME_CONFLICT');
      expect((await book(combo, 1930)).body.code).toBe('DOUBLE_TIME_CONFLICT');
    });

    it('refuses a time that is closed, blocked, past or on a day off with 409 HOUR_UNAVAILABLE', async () => {
      await shop.closeHour(barber, 800);
      await shop.unavailable(barber, day, 1500);
      const yesterday = t.daysFromToday(-1);
      for (const response of [
        await book(corte, 800),
        await book(corte, 1500),
        await book(corte, 1000, { ...yesterday }),
        await book(corte, 1000, { ...t.daysFromToday(61) }),
      ]) {
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ statusCode: 409, code: 'HOUR_UNAVAILABLE', message: 'Horário não disponível. Escolha outro horário.' });
      }
    });

    it('frees the second slot of a double service for nobody: a single service there conflicts', async () => {
      expect((await book(combo, 1000)).status).toBe(200);
      const response = await book(corte, 1030, { clientContact: '21999998888' });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('HOUR_CONFLICT');
    });

    it.each([
      ['a name of one letter', { clientName: 'M' }],
      ['a name over 80 characters', { clientName: 'M'.repeat(81) }],
      ['a contact of 7 digits', { clientContact: '1234567' }],
      ['a contact with letters', { clientContact: '11abc45678' }],
      ['an hour off the 30-minute grid', { hour: 1015 }],
      ['an hour as text', { hour: '1000' }],
      ['month 12', { month: 12 }],
      ['a field the API does not know', { admin: true }],
      ['a jobId that is not a UUID', { jobId: '42' }],
    ])('answers 400 VALIDATION_ERROR for %s and stores nothing', async (_, change) => {
      const response = await t.post('/api/appointment/create', bookingBody(corte, 1000, change));
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(await hoursOf(corte)).toContain(1000);
    });

    it('answers 400 for 31 of February and 404 for an inactive barber or service', async () => {
      expect((await book(corte, 1000, { day: 31, month: 1 })).status).toBe(400);
      await t.orm.em.fork().nativeUpdate(Service, { id: corte.id }, { active: false });
      expect((await book(corte, 1000)).status).toBe(404);
      await t.orm.em.fork().nativeUpdate(Barber, { id: barber.id }, { active: false });
      const response = await book(combo, 1000);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Barbeiro não encontrado.' });
    });

    it('refuses a service of another barber with 400', async () => {
      const other = await shop.barber();
      const response = await book(corte, 1000, { userId: other.id });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 400 VALIDATION_ERROR asking for the DDD for a number without it (the outside probe’s 987650099), and stores nothing', async () => {
      for (const clientContact of ['987650099', '98765-0099', '3456-7890', '0 98765-0099']) {
        const response = await book(corte, 1000, { clientContact });
        expect([clientContact, response.status, response.body]).toEqual([clientContact, 400, MISSING_AREA_CODE_BODY]);
      }
      expect(await hoursOf(corte)).toContain(1000);

      // With its DDD, however it is written, or from abroad, it is booked.
      for (const [hour, clientContact] of [
        [1000, '21 98765-0099'],
        [1100, '+55 (021) 3456-7890'],
        [1200, '+351 912 345 678'],
      ] as const) {
        expect([clientContact, (await book(corte, hour, { clientContact })).status]).toEqual([clientContact, 200]);
      }
    });
  });

  describe('POST /api/appointment/verifyExist', () => {
    const verify = (hour: number, contact = '11987654321') =>
      t.post('/api/appointment/verifyExist', { clientContact: contact, ...day, userId: barber.id, jobId: corte.id, hour });

    it('answers a bare true for the same client, service and time, false otherwise', async () => {
      expect((await verify(1000)).body).toBe(false);
      await book(corte, 1000);
      const found = await verify(1000);
      expect(found.status).toBe(200);
      expect(found.body).toBe(true);
      expect((await verify(1000, '21999998888')).body).toBe(false);
      expect((await verify(1030)).body).toBe(false);
    });

    it('answers 400 for a bad body', async () => {
      const response = await t.post('/api/appointment/verifyExist', { clientContact: '1', hour: 1000 });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 400 asking for the DDD for a number without it', async () => {
      expect((await verify(1000, '987650099')).body).toEqual(MISSING_AREA_CODE_BODY);
    });
  });

  describe('GET /api/appointment/consultByClientContact/{contact}', () => {
    it('answers only that contact’s live appointments, soonest first', async () => {
      await book(corte, 1500);
      await book(corte, 900);
      await book(corte, 1000, { clientName: 'Outra Pessoa', clientContact: '21999998888' });
      const response = await t.get('/api/appointment/consultByClientContact/11987654321');
      expect(response.status).toBe(200);
      expect(response.body.map((appointment: { hour: number }) => appointment.hour)).toEqual([900, 1500]);
      expect(JSON.stringify(response.body)).not.toContain('Outra Pessoa');
      expect(JSON.stringify(response.body)).not.toContain('21999998888');
    });

    it('answers an empty list for a contact without bookings', async () => {
      expect((await t.get('/api/appointment/consultByClientContact/11911112222')).body).toEqual([]);
    });

    it('answers 400 for a contact shorter than 8 digits', async () => {
      const response = await t.get('/api/appointment/consultByClientContact/1234567');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Contato incorreto ou inválido.' });
    });

    it('answers 400 asking for the DDD for a number without it, not an empty list', async () => {
      for (const contact of ['987650099', encodeURIComponent('98765-0099')]) {
        const response = await t.get(`/api/appointment/consultByClientContact/${contact}`);
        expect([contact, response.status, response.body]).toEqual([
          contact,
          400,
          { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Informe o telefone com DDD, por exemplo (11) 91234-5678.' },
        ]);
      }
    });
  });
});
