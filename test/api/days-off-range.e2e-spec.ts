import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { addDays, LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const HOURS = [900, 930, 1000, 1030];

describe('days off as a range (holidays, vacations)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let pedro: Barber;
  let corte: Service;
  /** A ten-day holiday from three days ahead. */
  let first: LocalDate;
  let last: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber: joao, other: pedro, corte } = await standardShop(t, { barber: { hours: HOURS }, other: { hours: HOURS } }));
    first = t.daysFromToday(3);
    last = addDays(first, 9);
  });
  afterAll(() => t.close());

  const tenDays = () => Array.from({ length: 10 }, (_, index) => addDays(first, index));
  const offered = async (date: LocalDate) =>
    (await t.get(`/api/availability?userId=${joao.id}&jobId=${corte.id}&day=${date.day}&month=${date.month}&year=${date.year}`)).body.slots.map(
      (slot: { hour: number }) => slot.hour,
    );
  const freeStartsOf = async (date: LocalDate): Promise<number> => {
    const response = await t.get(`/api/availability/month?userId=${joao.id}&jobId=${corte.id}&month=${date.month}&year=${date.year}`);
    return response.body.days.find((entry: { date: string }) => entry.date === toIsoDate(date)).freeStarts;
  };
  const createRange = (from: unknown, to: unknown, barber: Barber = joao, userId: string = barber.id) =>
    t.as(barber).post('/api/unavailable/range', { userId, from, to });
  const deleteRange = (from: unknown, to: unknown, barber: Barber = joao, userId: string = barber.id) =>
    t.as(barber).post('/api/unavailable/range/delete', { userId, from, to });
  const wholeDaysOff = async (barber: Barber = joao) =>
    (await t.as(barber).get(`/api/unavailable/list/${barber.id}`)).body.filter((entry: { hour: number }) => entry.hour === 0).length;

  describe('POST /api/unavailable/range', () => {
    it('blocks every day of the range in one call: no free time on any of them, the days around stay open', async () => {
      const response = await createRange(first, last);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        entries: tenDays().map((date) => ({ id: expect.any(String), ...date, hour: 0, userId: joao.id })),
        daysWithAppointments: [],
      });
      for (const date of tenDays()) {
        expect(await offered(date)).toEqual([]);
        expect(await freeStartsOf(date)).toBe(0);
      }
      expect(await offered(addDays(first, -1))).toEqual(HOURS);
      expect(await offered(addDays(last, 1))).toEqual(HOURS);
      const refused = await t.post('/api/appointment/create', {
        clientName: 'Maria Souza',
        clientContact: '11987654321',
        hour: 900,
        ...addDays(first, 4),
        jobId: corte.id,
        userId: joao.id,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('HOUR_UNAVAILABLE');
    });

    it('keeps the appointments already booked in the range and names their days', async () => {
      await shop.appointment(corte, addDays(first, 2), 1000);
      await shop.appointment(corte, addDays(first, 2), 900);
      await shop.appointment(corte, last, 930);
      await shop.appointment(corte, addDays(last, 1), 930);

      const response = await createRange(first, last);

      expect(response.status).toBe(200);
      expect(response.body.daysWithAppointments).toEqual([addDays(first, 2), last]);
      const agenda = await t.as(joao).get(`/api/appointment/get/user/${joao.id}`);
      expect(agenda.body).toHaveLength(4);
    });

    it('is harmless over days already off, and a range of one day works', async () => {
      await shop.unavailable(joao, addDays(first, 1));
      const before = (await createRange(first, first)).body.entries[0];
      const response = await createRange(first, last);
      expect(response.body.entries).toHaveLength(10);
      expect(response.body.entries[0].id).toBe(before.id);
      expect(await wholeDaysOff()).toBe(10);
    });

    it('crosses a month and a year', async () => {
      const from = { year: 2030, month: 11, day: 24 };
      const response = await createRange(from, { year: 2031, month: 0, day: 2 });
      expect(response.status).toBe(200);
      expect(response.body.entries.map((entry: LocalDate) => toIsoDate(entry))).toEqual([
        '2030-12-24',
        '2030-12-25',
        '2030-12-26',
        '2030-12-27',
        '2030-12-28',
        '2030-12-29',
        '2030-12-30',
        '2030-12-31',
        '2031-01-01',
        '2031-01-02',
      ]);
    });

    it.each([
      [
        'a last day before the first',
        { year: 2030, month: 0, day: 10 },
        { year: 2030, month: 0, day: 9 },
        'Período inválido: o último dia precisa ser igual ou posterior ao primeiro.',
      ],
      ['more than 366 days', { year: 2030, month: 0, day: 1 }, { year: 2031, month: 0, day: 2 }, 'Período inválido: no máximo 366 dias de uma vez.'],
      [
        'a day the month does not have',
        { year: 2030, month: 1, day: 30 },
        { year: 2030, month: 2, day: 2 },
        'Data inválida: este dia não existe no mês informado.',
      ],
    ])('answers 400 VALIDATION_ERROR naming the problem for %s, blocking nothing', async (_, from, to, message) => {
      const response = await createRange(from, to);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
      expect(await wholeDaysOff()).toBe(0);
    });

    it.each([
      ['no last day', { day: 1, month: 0, year: 2030 }, undefined],
      ['a month outside 0-11', { day: 1, month: 12, year: 2030 }, { day: 2, month: 0, year: 2031 }],
      ['a day as text', { day: '1', month: 0, year: 2030 }, { day: 2, month: 0, year: 2030 }],
      ['a date as a string', '2030-01-01', { day: 2, month: 0, year: 2030 }],
      ['an unknown field in a date', { day: 1, month: 0, year: 2030, hour: 0 }, { day: 2, month: 0, year: 2030 }],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, from, to) => {
      const response = await createRange(from, to);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(await wholeDaysOff()).toBe(0);
    });

    it('answers 403 for another barber’s days and 401 without a token', async () => {
      const forbidden = await createRange(first, last, joao, pedro.id);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
      expect(await wholeDaysOff(pedro)).toBe(0);
      expect((await t.post('/api/unavailable/range', { userId: joao.id, from: first, to: last })).status).toBe(401);
    });
  });

  describe('POST /api/unavailable/range/delete', () => {
    it('opens every day of the range again, their blocked times included, and leaves the days around it', async () => {
      await createRange(addDays(first, -1), last);
      await shop.unavailable(joao, addDays(first, 3), 1000);

      const response = await deleteRange(first, last);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ deleted: 11 });
      expect(await offered(addDays(first, 3))).toEqual(HOURS);
      expect(await offered(addDays(first, -1))).toEqual([]);
    });

    it('answers 400 for a reversed range and 403 for another barber’s', async () => {
      await createRange(first, last, pedro);
      expect((await deleteRange(last, first)).body.code).toBe('VALIDATION_ERROR');
      const forbidden = await deleteRange(first, last, joao, pedro.id);
      expect(forbidden.status).toBe(403);
      expect(await wholeDaysOff(pedro)).toBe(10);
    });
  });
});
