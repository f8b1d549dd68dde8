import { RequestContext } from '@mikro-orm/core';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { Unavailable } from '../../backend/src/modules/unavailability/domain/unavailable.entity';
import { UnavailabilityService } from '../../backend/src/modules/unavailability/unavailability.service';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '5f8b7d44-1234-4abc-9def-1234567890ab';
const HOURS = [900, 930, 1000, 1030];

describe('days and times without appointments (Horários sem agenda)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let pedro: Barber;
  let corte: Service;
  let day: LocalDate;
  let nextDay: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber: joao, other: pedro, corte, day } = await standardShop(t, { barber: { hours: HOURS }, other: { hours: HOURS } }));
    nextDay = t.daysFromToday(4);
  });
  afterAll(() => t.close());

  const offered = async (date: LocalDate = day, job: Service = corte) =>
    (await t.get(`/api/availability?userId=${job.barberId}&jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`)).body.slots.map(
      (slot: { hour: number }) => slot.hour,
    );
  const entry = (barber: Barber, date: LocalDate, hour: number) => ({ ...date, hour, userId: barber.id });
  const storedEntries = async (barber: Barber) =>
    (await t.orm.em.fork().find(Unavailable, { barberId: barber.id }, { orderBy: { year: 'asc', month: 'asc', day: 'asc', hour: 'asc' } })).map(
      ({ id, day, month, year, hour, barberId }) => ({ id, day, month, year, hour, userId: barberId }),
    );
  const unauthorized = async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => {
    for (const response of [await t.request(method, url, body), await t.as('not-a-token').raw(method, url, body)]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
    }
  };

  describe('GET /api/unavailable/list/{userId}', () => {
    it('lists the caller’s entries ascending by date then hour, with hour 0 for a whole day', async () => {
      await shop.unavailable(joao, nextDay, 1000);
      await shop.unavailable(joao, day, 930);
      await shop.unavailable(joao, day);
      await shop.unavailable(pedro, day);

      const response = await t.as(joao).get(`/api/unavailable/list/${joao.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual(await storedEntries(joao));
      expect(response.body.map(({ day, month, year, hour, userId }: Record<string, unknown>) => ({ day, month, year, hour, userId }))).toEqual([
        { ...day, hour: 0, userId: joao.id },
        { ...day, hour: 930, userId: joao.id },
        { ...nextDay, hour: 1000, userId: joao.id },
      ]);
    });

    it('answers an empty list when nothing is blocked', async () => {
      expect((await t.as(joao).get(`/api/unavailable/list/${joao.id}`)).body).toEqual([]);
    });

    it('answers 400 for a barber id that is not a UUID', async () => {
      const response = await t.as(joao).get('/api/unavailable/list/abc');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 401 without a token or with a garbage token', async () => {
      await unauthorized('GET', `/api/unavailable/list/${joao.id}`);
    });

    it('answers 403 FORBIDDEN for another barber’s list', async () => {
      await shop.unavailable(pedro, day);
      const response = await t.as(joao).get(`/api/unavailable/list/${pedro.id}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
    });
  });

  describe('POST /api/unavailable/create', () => {
    it('blocks a whole day (hour 0): clients see no time that day, the next day stays open', async () => {
      expect(await offered()).toEqual(HOURS);

      const response = await t.as(joao).post('/api/unavailable/create', entry(joao, day, 0));

      expect(response.status).toBe(200);
      const [stored] = await storedEntries(joao);
      expect(response.body).toEqual({ id: stored.id, ...day, hour: 0, userId: joao.id });
      expect(await offered()).toEqual([]);
      expect(await offered(nextDay)).toEqual(HOURS);
    });

    it('blocks one time: clients lose that time and a double service can no longer start just before it', async () => {
      const combo = await shop.job(joao, { name: 'Corte e Barba', value: 55 });
      expect(await offered(day, combo)).toEqual([900, 930, 1000]);

      const response = await t.as(joao).post('/api/unavailable/create', entry(joao, day, 1000));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: expect.any(String), ...day, hour: 1000, userId: joao.id });
      expect(await offered()).toEqual([900, 930, 1030]);
      expect(await offered(day, combo)).toEqual([900]);
    });

    it('answers the existing entry when the same time is blocked again', async () => {
      const first = await t.as(joao).post('/api/unavailable/create', entry(joao, day, 1000));
      const again = await t.as(joao).post('/api/unavailable/create', entry(joao, day, 1000));
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await storedEntries(joao)).toHaveLength(1);
    });

    it.each([
      ['31 February (month 1)', (d: LocalDate) => ({ ...d, day: 31, month: 1 })],
      ['31 April (month 3)', (d: LocalDate) => ({ ...d, day: 31, month: 3 })],
      ['month 12', (d: LocalDate) => ({ ...d, month: 12 })],
      ['day 0', (d: LocalDate) => ({ ...d, day: 0 })],
      ['a two-digit year', (d: LocalDate) => ({ ...d, year: 27 })],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, change) => {
      const response = await t.as(joao).post('/api/unavailable/create', { ...change(day), hour: 0, userId: joao.id });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(await storedEntries(joao)).toEqual([]);
    });

    it('explains an impossible date in Portuguese', async () => {
      const response = await t.as(joao).post('/api/unavailable/create', { day: 31, month: 1, year: day.year, hour: 0, userId: joao.id });
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Data inválida: este dia não existe no mês informado.',
      });
    });

    it.each([
      ['an off-grid hour', { hour: 1015 }],
      ['an hour as text', { hour: '1000' }],
      ['no userId', { userId: undefined }],
      ['a userId that is not a UUID', { userId: '1' }],
      ['an unknown field', { reason: 'férias' }],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, change) => {
      const response = await t.as(joao).post('/api/unavailable/create', { ...entry(joao, day, 1000), ...change });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(await storedEntries(joao)).toEqual([]);
    });

    it('answers 401 without a token or with a garbage token', async () => {
      await unauthorized('POST', '/api/unavailable/create', entry(joao, day, 0));
      expect(await storedEntries(joao)).toEqual([]);
    });

    it('answers 403 FORBIDDEN when blocking another barber’s time', async () => {
      const response = await t.as(joao).post('/api/unavailable/create', entry(pedro, day, 0));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(await storedEntries(pedro)).toEqual([]);
    });
  });

  describe('DELETE /api/unavailable/delete/{id}', () => {
    it('removes one entry, which gives clients the time back', async () => {
      const created = (await t.as(joao).post('/api/unavailable/create', entry(joao, day, 930))).body;
      expect(await offered()).toEqual([900, 1000, 1030]);

      const response = await t.as(joao).delete(`/api/unavailable/delete/${created.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: created.id, deleted: true });
      expect(await storedEntries(joao)).toEqual([]);
      expect(await offered()).toEqual(HOURS);
    });

    it('removing a whole-day entry opens the day again', async () => {
      const created = (await t.as(joao).post('/api/unavailable/create', entry(joao, day, 0))).body;
      await t.as(joao).delete(`/api/unavailable/delete/${created.id}`);
      expect(await offered()).toEqual(HOURS);
    });

    it('answers 400 for an id that is not a UUID and 404 NOT_FOUND for an unknown one', async () => {
      expect((await t.as(joao).delete('/api/unavailable/delete/abc')).status).toBe(400);
      const response = await t.as(joao).delete(`/api/unavailable/delete/${UNKNOWN_ID}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Indisponibilidade não encontrada.' });
    });

    it('answers 401 without a token or with a garbage token, keeping the entry', async () => {
      await shop.unavailable(joao, day);
      const [stored] = await storedEntries(joao);
      await unauthorized('DELETE', `/api/unavailable/delete/${stored.id}`);
      expect(await storedEntries(joao)).toHaveLength(1);
    });

    it('answers 403 FORBIDDEN for another barber’s entry, keeping it', async () => {
      await shop.unavailable(pedro, day);
      const [theirs] = await storedEntries(pedro);
      const response = await t.as(joao).delete(`/api/unavailable/delete/${theirs.id}`);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(await storedEntries(pedro)).toHaveLength(1);
    });
  });

  describe('POST /api/unavailable/delete/{userId}/{day}/{month}/{year}', () => {
    const dayUrl = (barber: Barber, date: LocalDate) => `/api/unavailable/delete/${barber.id}/${date.day}/${date.month}/${date.year}`;

    it('removes every entry of that day, whole-day and single times, and leaves other days and barbers alone', async () => {
      await shop.unavailable(joao, day);
      await shop.unavailable(joao, day, 900);
      await shop.unavailable(joao, day, 1030);
      await shop.unavailable(joao, nextDay, 900);
      await shop.unavailable(pedro, day);
      expect(await offered()).toEqual([]);

      const response = await t.as(joao).post(dayUrl(joao, day));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ deleted: 3 });
      expect(await offered()).toEqual(HOURS);
      expect(await offered(nextDay)).toEqual([930, 1000, 1030]);
      expect(await storedEntries(joao)).toEqual([expect.objectContaining({ ...nextDay, hour: 900 })]);
      expect(await storedEntries(pedro)).toHaveLength(1);
    });

    it('answers { deleted: 0 } for a day with nothing blocked', async () => {
      const response = await t.as(joao).post(dayUrl(joao, day));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ deleted: 0 });
    });

    it('answers 400 VALIDATION_ERROR for an impossible date, a bad number or a barber id that is not a UUID', async () => {
      for (const url of [
        `/api/unavailable/delete/${joao.id}/31/1/${day.year}`,
        `/api/unavailable/delete/${joao.id}/1/12/${day.year}`,
        `/api/unavailable/delete/${joao.id}/0/1/${day.year}`,
        `/api/unavailable/delete/${joao.id}/dez/1/${day.year}`,
        `/api/unavailable/delete/abc/1/1/${day.year}`,
      ]) {
        const response = await t.as(joao).post(url);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_ERROR');
      }
    });

    it('answers 401 without a token or with a garbage token, keeping the entries', async () => {
      await shop.unavailable(joao, day);
      await unauthorized('POST', dayUrl(joao, day));
      expect(await storedEntries(joao)).toHaveLength(1);
    });

    it('answers 403 FORBIDDEN for another barber’s day, keeping their entries', async () => {
      await shop.unavailable(pedro, day);
      const response = await t.as(joao).post(dayUrl(pedro, day));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(await storedEntries(pedro)).toHaveLength(1);
    });
  });

  describe('UnavailabilityService.blockHours (called by appointment/deactivate)', () => {
    const blockHours = (date: LocalDate, hours: number[]) =>
      RequestContext.create(t.orm.em, () => t.app.get(UnavailabilityService).blockHours(joao.id, date, hours));

    it('blocks several times at once, answers their entries ascending, and takes them out of availability', async () => {
      const entries = await blockHours(day, [1030, 900]);
      expect(entries).toEqual(await storedEntries(joao));
      expect(entries.map((e) => ({ ...e, id: undefined }))).toEqual([
        { id: undefined, ...day, hour: 900, userId: joao.id },
        { id: undefined, ...day, hour: 1030, userId: joao.id },
      ]);
      expect(await offered()).toEqual([930, 1000]);
    });

    it('is idempotent: times already blocked keep their entries, repeated times count once', async () => {
      const [first] = await blockHours(day, [900]);
      const entries = await blockHours(day, [900, 930, 930]);
      expect(entries.map((e) => e.hour)).toEqual([900, 930]);
      expect(entries[0].id).toBe(first.id);
      expect(await storedEntries(joao)).toHaveLength(2);
    });

    it('answers [] for no times and refuses an impossible date or an off-grid time', async () => {
      expect(await blockHours(day, [])).toEqual([]);
      await expect(blockHours({ ...day, day: 31, month: 1 }, [900])).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await expect(blockHours(day, [905])).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(await storedEntries(joao)).toEqual([]);
    });
  });

  it('lists the unavailable routes in the OpenAPI document, behind bearer auth', async () => {
    const document = (await t.get('/api/docs-json')).body;
    expect(document.paths['/api/unavailable/create'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/unavailable/delete/{userId}/{day}/{month}/{year}'].post.tags).toEqual(['Dias e horários sem agenda (admin)']);
  });
});
