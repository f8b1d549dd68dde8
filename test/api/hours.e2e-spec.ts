import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { HourSlot } from '../../backend/src/modules/hours/domain/hour-slot.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, weekdayOf } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '5f8b7d44-1234-4abc-9def-1234567890ab';
const DEFAULT_HOURS = [
  730, 800, 830, 900, 930, 1000, 1030, 1100, 1130, 1200, 1230, 1300, 1330, 1400, 1430, 1500, 1530, 1600, 1630, 1700, 1730, 1800, 1830, 1900, 1930,
];
const label = (hour: number) => `${String(Math.floor(hour / 100)).padStart(2, '0')}:${String(hour % 100).padStart(2, '0')}`;

describe('hours admin (Atendimento)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let pedro: Barber;
  let corte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber: joao, other: pedro, corte, day } = await standardShop(t, { barber: { hours: [1000, 930, 1030] }, other: { hours: [1000] } }));
  });
  afterAll(() => t.close());

  /** The start times a client is offered for João's Corte on `day`. */
  const offered = async (date: LocalDate = day) =>
    (await t.get(`/api/availability?userId=${joao.id}&jobId=${corte.id}&day=${date.day}&month=${date.month}&year=${date.year}`)).body.slots.map(
      (slot: { hour: number }) => slot.hour,
    );
  const slotOf = (barber: Barber, hour: number) => t.orm.em.fork().findOneOrFail(HourSlot, { barberId: barber.id, hour });
  const slotsOf = async (barber: Barber) =>
    (await t.orm.em.fork().find(HourSlot, { barberId: barber.id }, { orderBy: { hour: 'asc' } })).map((slot) => ({
      hour: slot.hour,
      available: slot.isAvailable(),
    }));
  const unauthorized = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    for (const response of [await t.request(method, url, body), await t.as('not-a-token').raw(method, url, body)]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
    }
  };

  describe('GET /api/hour/list', () => {
    it('lists only the caller’s slots, ascending, with id, label and the on/off flag', async () => {
      await shop.closeHour(joao, 1030);
      const response = await t.as(joao).get('/api/hour/list');

      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { id: (await slotOf(joao, 930)).id, hour: 930, label: '09:30', available: true },
        { id: (await slotOf(joao, 1000)).id, hour: 1000, label: '10:00', available: true },
        { id: (await slotOf(joao, 1030)).id, hour: 1030, label: '10:30', available: false },
      ]);
    });

    it('answers 401 without a token or with a garbage token', async () => {
      await unauthorized('GET', '/api/hour/list');
    });
  });

  describe('POST /api/hour/create', () => {
    it('adds an available slot for the caller that clients can book at once', async () => {
      expect(await offered()).toEqual([930, 1000, 1030]);

      const response = await t.as(joao).post('/api/hour/create', { hour: 1100, available: true });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: (await slotOf(joao, 1100)).id, hour: 1100, label: '11:00', available: true });
      expect(await offered()).toEqual([930, 1000, 1030, 1100]);
    });

    it('ignores a client-sent id, defaults available to true, and adds a switched-off slot clients do not see', async () => {
      const on = await t.as(joao).post('/api/hour/create', { id: 'gerado-no-cliente', hour: 1130 });
      expect(on.body).toEqual({ id: expect.not.stringMatching('gerado-no-cliente'), hour: 1130, label: '11:30', available: true });
      const off = await t.as(joao).post('/api/hour/create', { hour: 1200, available: false });
      expect(off.body).toMatchObject({ hour: 1200, available: false });
      expect(await offered()).toEqual([930, 1000, 1030, 1130]);
    });

    it('lets two barbers have the same hour', async () => {
      expect((await t.as(pedro).post('/api/hour/create', { hour: 930, available: true })).status).toBe(200);
      expect(await slotsOf(pedro)).toEqual([
        { hour: 930, available: true },
        { hour: 1000, available: true },
      ]);
    });

    it('answers 409 HOUR_EXISTS for an hour the caller already has', async () => {
      const response = await t.as(joao).post('/api/hour/create', { hour: 1000, available: false });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, code: 'HOUR_EXISTS', message: 'Este horário já está cadastrado.' });
      expect((await slotOf(joao, 1000)).isAvailable()).toBe(true);
    });

    it.each([
      ['an hour off the 30-minute grid', { hour: 1015, available: true }],
      ['an hour past 23:30', { hour: 2400, available: true }],
      ['an hour as text', { hour: '1100', available: true }],
      ['no hour', { available: true }],
      ['available not a boolean', { hour: 1100, available: 'sim' }],
      ['an unknown field', { hour: 1100, available: true, userId: UNKNOWN_ID }],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, body) => {
      const response = await t.as(joao).post('/api/hour/create', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(await slotsOf(joao)).toHaveLength(3);
    });

    it('answers 401 without a token or with a garbage token', async () => {
      await unauthorized('POST', '/api/hour/create', { hour: 1100, available: true });
      expect(await slotsOf(joao)).toHaveLength(3);
    });
  });

  describe('PUT /api/hour/update', () => {
    it('switches a slot off, which takes it out of availability, and on again, which brings it back', async () => {
      const slot = await slotOf(joao, 1000);

      const off = await t.as(joao).put('/api/hour/update', { id: slot.id, hour: 1000, available: false });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ id: slot.id, hour: 1000, label: '10:00', available: false });
      expect(await offered()).toEqual([930, 1030]);

      const on = await t.as(joao).put('/api/hour/update', { id: slot.id, hour: 1000, available: true });
      expect(on.body).toEqual({ id: slot.id, hour: 1000, label: '10:00', available: true });
      expect(await offered()).toEqual([930, 1000, 1030]);
    });

    it('moves a slot to a free time', async () => {
      const slot = await slotOf(joao, 1030);
      const response = await t.as(joao).put('/api/hour/update', { id: slot.id, hour: 1400 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: slot.id, hour: 1400, label: '14:00', available: true });
      expect(await offered()).toEqual([930, 1000, 1400]);
    });

    it('answers 409 HOUR_EXISTS when moving a slot onto another of the caller’s hours', async () => {
      const slot = await slotOf(joao, 1030);
      const response = await t.as(joao).put('/api/hour/update', { id: slot.id, hour: 1000, available: true });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, code: 'HOUR_EXISTS', message: 'Este horário já está cadastrado.' });
      expect(await slotsOf(joao)).toEqual([
        { hour: 930, available: true },
        { hour: 1000, available: true },
        { hour: 1030, available: true },
      ]);
    });

    it('answers 400 VALIDATION_ERROR for an id that is not a UUID, an off-grid hour or a non-boolean flag', async () => {
      const slot = await slotOf(joao, 1000);
      for (const body of [
        { id: 'abc', hour: 1000, available: false },
        { id: slot.id, hour: 1010, available: false },
        { id: slot.id, hour: 1000, available: 'não' },
        { hour: 1000, available: false },
      ]) {
        const response = await t.as(joao).put('/api/hour/update', body);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_ERROR');
      }
      expect((await slotOf(joao, 1000)).isAvailable()).toBe(true);
    });

    it('answers 401 without a token or with a garbage token', async () => {
      await unauthorized('PUT', '/api/hour/update', { id: (await slotOf(joao, 1000)).id, hour: 1000, available: false });
      expect((await slotOf(joao, 1000)).isAvailable()).toBe(true);
    });

    it('answers 403 FORBIDDEN for another barber’s slot and leaves it on', async () => {
      const theirs = await slotOf(pedro, 1000);
      const response = await t.as(joao).put('/api/hour/update', { id: theirs.id, hour: 1000, available: false });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
      expect((await slotOf(pedro, 1000)).isAvailable()).toBe(true);
    });

    it('answers 404 NOT_FOUND for an unknown slot', async () => {
      const response = await t.as(joao).put('/api/hour/update', { id: UNKNOWN_ID, hour: 1000, available: false });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Horário não encontrado.' });
    });
  });

  describe('POST /api/hour/vinculate', () => {
    it('adds missing hours, switches existing ones by hour, and answers the caller’s full list', async () => {
      const response = await t.as(joao).post('/api/hour/vinculate', {
        id: joao.id,
        hours: [
          { id: 'qualquer', hour: 1000, available: false },
          { hour: 1100, available: true },
          { hour: 1130, available: false },
        ],
      });

      expect(response.status).toBe(200);
      expect(response.body).toEqual(
        [
          [930, true],
          [1000, false],
          [1030, true],
          [1100, true],
          [1130, false],
        ].map(([hour, available]) => ({ id: expect.any(String), hour, label: label(hour as number), available })),
      );
      expect(response.body[1].id).toBe((await slotOf(joao, 1000)).id);
      expect(await offered()).toEqual([930, 1030, 1100]);
    });

    it('is harmless when sent twice', async () => {
      const body = { id: joao.id, hours: [{ hour: 1100, available: true }] };
      const first = await t.as(joao).post('/api/hour/vinculate', body);
      const second = await t.as(joao).post('/api/hour/vinculate', body);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await slotsOf(joao)).toHaveLength(4);
    });

    it('answers the unchanged list for an empty hours list', async () => {
      const response = await t.as(joao).post('/api/hour/vinculate', { id: joao.id, hours: [] });
      expect(response.status).toBe(200);
      expect(response.body.map((slot: { hour: number }) => slot.hour)).toEqual([930, 1000, 1030]);
    });

    it.each([
      [
        'the same hour twice',
        {
          hours: [
            { hour: 1100, available: true },
            { hour: 1100, available: false },
          ],
        },
      ],
      ['an off-grid hour', { hours: [{ hour: 1145, available: true }] }],
      ['an entry without available', { hours: [{ hour: 1100 }] }],
      ['an entry that is not an object', { hours: [1100] }],
      ['hours not a list', { hours: { hour: 1100, available: true } }],
      ['no hours', {}],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, partial) => {
      const response = await t.as(joao).post('/api/hour/vinculate', { id: joao.id, ...partial });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(await slotsOf(joao)).toHaveLength(3);
    });

    it('answers 400 VALIDATION_ERROR for a barber id that is not a UUID', async () => {
      expect((await t.as(joao).post('/api/hour/vinculate', { id: '1', hours: [] })).status).toBe(400);
    });

    it('answers 401 without a token or with a garbage token', async () => {
      await unauthorized('POST', '/api/hour/vinculate', { id: joao.id, hours: [{ hour: 1100, available: true }] });
      expect(await slotsOf(joao)).toHaveLength(3);
    });

    it('answers 403 FORBIDDEN when linking hours to another barber', async () => {
      const response = await t.as(joao).post('/api/hour/vinculate', { id: pedro.id, hours: [{ hour: 1000, available: false }] });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(await slotsOf(pedro)).toEqual([{ hour: 1000, available: true }]);
    });
  });

  describe('POST /api/hour/create/list/{userId}', () => {
    it('creates the 25 default slots 07:30-19:30, all available and offered to clients', async () => {
      const novo = await shop.barber({ username: 'novo', hours: [] });
      const job = await shop.job(novo);

      const response = await t.as(novo).post(`/api/hour/create/list/${novo.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual(DEFAULT_HOURS.map((hour) => ({ id: expect.any(String), hour, label: label(hour), available: true })));
      expect((await t.as(novo).get('/api/hour/list')).body).toEqual(response.body);
      const availability = await t.get(`/api/availability?userId=${novo.id}&jobId=${job.id}&day=${day.day}&month=${day.month}&year=${day.year}`);
      expect(availability.body.slots.map((slot: { hour: number }) => slot.hour)).toEqual(DEFAULT_HOURS);
    });

    it('answers 409 HOURS_ALREADY_EXIST when the barber already has hours', async () => {
      const response = await t.as(joao).post(`/api/hour/create/list/${joao.id}`);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'HOURS_ALREADY_EXIST',
        message: 'Erro ao criar horários! Você já tem horários cadastrados!',
      });
      expect(await slotsOf(joao)).toHaveLength(3);
    });

    it('answers 400 for a barber id that is not a UUID', async () => {
      expect((await t.as(joao).post('/api/hour/create/list/abc')).status).toBe(400);
    });

    it('answers 401 without a token or with a garbage token', async () => {
      const novo = await shop.barber({ hours: [] });
      await unauthorized('POST', `/api/hour/create/list/${novo.id}`);
      expect(await slotsOf(novo)).toEqual([]);
    });

    it('answers 403 FORBIDDEN for another barber, even one without hours', async () => {
      const novo = await shop.barber({ hours: [] });
      const response = await t.as(joao).post(`/api/hour/create/list/${novo.id}`);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(await slotsOf(novo)).toEqual([]);
    });
  });

  describe('weekdays off: /api/hour/day-off/...', () => {
    it('marks the weekday of a date off, which empties that day’s availability, and on again, which restores it', async () => {
      const weekday = weekdayOf(day);
      expect((await t.as(joao).get(`/api/hour/day-off/list/${joao.id}`)).body).toEqual([]);

      const off = await t.as(joao).post(`/api/hour/day-off/vinculate/${joao.id}/${weekday}`);
      expect(off.status).toBe(200);
      expect(off.body).toEqual([weekday]);
      expect(await offered()).toEqual([]);
      expect(await offered(t.daysFromToday(4))).toEqual([930, 1000, 1030]);

      const on = await t.as(joao).post(`/api/hour/day-off/un-vinculate/${joao.id}/${weekday}`);
      expect(on.status).toBe(200);
      expect(on.body).toEqual([]);
      expect(await offered()).toEqual([930, 1000, 1030]);
    });

    it('lists the weekdays off ascending, and marking one twice is harmless', async () => {
      await t.as(joao).post(`/api/hour/day-off/vinculate/${joao.id}/6`);
      await t.as(joao).post(`/api/hour/day-off/vinculate/${joao.id}/0`);
      const again = await t.as(joao).post(`/api/hour/day-off/vinculate/${joao.id}/6`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual([0, 6]);
      const list = await t.as(joao).get(`/api/hour/day-off/list/${joao.id}`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([0, 6]);
    });

    it('un-vinculating a weekday that is not off is harmless', async () => {
      await shop.weekdayOff(joao, 1);
      const response = await t.as(joao).post(`/api/hour/day-off/un-vinculate/${joao.id}/3`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([1]);
    });

    it('answers 400 VALIDATION_ERROR for a weekday outside 0-6 or a barber id that is not a UUID', async () => {
      for (const url of [
        `/api/hour/day-off/vinculate/${joao.id}/7`,
        `/api/hour/day-off/vinculate/${joao.id}/-1`,
        `/api/hour/day-off/un-vinculate/${joao.id}/domingo`,
        '/api/hour/day-off/vinculate/abc/1',
      ]) {
        const response = await t.as(joao).post(url);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_ERROR');
      }
      expect((await t.as(joao).post(`/api/hour/day-off/vinculate/${joao.id}/7`)).body.message).toBe(
        'Dia da semana inválido: use 0 (domingo) a 6 (sábado).',
      );
      expect((await t.as(joao).get('/api/hour/day-off/list/abc')).status).toBe(400);
    });

    it('answers 401 without a token or with a garbage token', async () => {
      await unauthorized('GET', `/api/hour/day-off/list/${joao.id}`);
      await unauthorized('POST', `/api/hour/day-off/vinculate/${joao.id}/1`);
      await unauthorized('POST', `/api/hour/day-off/un-vinculate/${joao.id}/1`);
    });

    it('answers 403 FORBIDDEN for another barber’s weekdays, changing nothing', async () => {
      await shop.weekdayOff(pedro, 2);
      for (const response of [
        await t.as(joao).get(`/api/hour/day-off/list/${pedro.id}`),
        await t.as(joao).post(`/api/hour/day-off/vinculate/${pedro.id}/1`),
        await t.as(joao).post(`/api/hour/day-off/un-vinculate/${pedro.id}/2`),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
      expect((await t.as(pedro).get(`/api/hour/day-off/list/${pedro.id}`)).body).toEqual([2]);
    });
  });

  it('lists the hour routes in the OpenAPI document, behind bearer auth', async () => {
    const document = (await t.get('/api/docs-json')).body;
    expect(document.paths['/api/hour/list'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/hour/day-off/vinculate/{userId}/{weekday}'].post.tags).toEqual(['Horários (admin)']);
  });
});
