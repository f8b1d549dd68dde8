import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate, weekdayOf } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const SUNDAY = 0;
const MONDAY = 1;
const SATURDAY = 6;
const DEFAULT_DAY = { start: 730, end: 2000, breaks: [] };
const LUNCH = { start: 1200, end: 1300 };

/** Every half-hour start from `start` up to (not including) `end`, HHMM. */
const startsBetween = (start: number, end: number): number[] => {
  const starts: number[] = [];
  for (let minutes = Math.floor(start / 100) * 60 + (start % 100); minutes < Math.floor(end / 100) * 60 + (end % 100); minutes += 30) {
    starts.push(Math.floor(minutes / 60) * 100 + (minutes % 60));
  }
  return starts;
};

describe('the working week (hours per weekday, breaks)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let pedro: Barber;
  let corte: Service;
  let combo: Service;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({
      barber: joao,
      other: pedro,
      corte,
      combo,
    } = await standardShop(t, { barber: { services: { corte: CORTE, combo: { name: 'Corte + Barba', doubleTime: true } } }, other: true }));
  });
  afterAll(() => t.close());

  /** The first date from the day after tomorrow on that falls on `weekday` (always inside the booking window). */
  const nextOn = (weekday: number): LocalDate => {
    for (let days = 2; ; days++) if (weekdayOf(t.daysFromToday(days)) === weekday) return t.daysFromToday(days);
  };
  const offered = async (job: Service, date: LocalDate): Promise<number[]> => {
    const response = await t.get(`/api/availability?userId=${job.barberId}&jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`);
    expect(response.status).toBe(200);
    return response.body.slots.map((slot: { hour: number }) => slot.hour);
  };
  const freeStartsInMonth = async (job: Service, date: LocalDate): Promise<number> => {
    const response = await t.get(`/api/availability/month?userId=${job.barberId}&jobId=${job.id}&month=${date.month}&year=${date.year}`);
    expect(response.status).toBe(200);
    return response.body.days.find((entry: { date: string }) => entry.date === toIsoDate(date)).freeStarts;
  };
  const book = (job: Service, date: LocalDate, hour: number, clientContact = '11987654321') =>
    t.post('/api/appointment/create', { clientName: 'Maria Souza', clientContact, hour, ...date, jobId: job.id, userId: job.barberId });
  const setDay = (weekday: number, body: unknown, barber: Barber = joao) => t.as(barber).put(`/api/hour/week/${barber.id}/${weekday}`, body);
  const weekOf = async (barber: Barber = joao) => (await t.as(barber).get(`/api/hour/week/${barber.id}`)).body;

  describe('GET /api/hour/week/{userId}', () => {
    it('answers the seven weekdays, Sunday first; existing hours are the same on every weekday, a weekday off keeps them', async () => {
      await shop.weekdayOff(joao, SUNDAY);
      const response = await t.as(joao).get(`/api/hour/week/${joao.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        userId: joao.id,
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: weekday !== SUNDAY, hours: DEFAULT_DAY })),
      });
    });

    it('reads a time switched off between open ones as a break, and a barber without hours as a closed week', async () => {
      await shop.closeHour(joao, 1200);
      await shop.closeHour(joao, 1230);
      expect((await weekOf()).days[MONDAY]).toEqual({ weekday: MONDAY, open: true, hours: { start: 730, end: 2000, breaks: [LUNCH] } });
      const novo = await shop.barber({ hours: [] });
      expect((await weekOf(novo)).days).toEqual([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: false, hours: null })));
    });

    it('lets the owner read a barber’s week, and nobody else', async () => {
      const owner = await shop.barber({ username: 'dono', role: 'owner' });
      expect((await t.as(owner).get(`/api/hour/week/${joao.id}`)).status).toBe(200);
      const forbidden = await t.as(pedro).get(`/api/hour/week/${joao.id}`);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
    });

    it('answers 400 for an id that is not a UUID and 401 without a token', async () => {
      expect((await t.as(joao).get('/api/hour/week/abc')).body.code).toBe('VALIDATION_ERROR');
      expect((await t.get(`/api/hour/week/${joao.id}`)).status).toBe(401);
    });
  });

  describe('PUT /api/hour/week/{userId}/{weekday}', () => {
    it('gives Saturday its own hours: its days offer them, the other weekdays keep theirs, and the month counts follow', async () => {
      const response = await setDay(SATURDAY, { open: true, hours: { start: 800, end: 1300 } });
      expect(response.status).toBe(200);
      expect(response.body.days[SATURDAY]).toEqual({ weekday: SATURDAY, open: true, hours: { start: 800, end: 1300, breaks: [] } });
      expect(response.body.days[MONDAY]).toEqual({ weekday: MONDAY, open: true, hours: DEFAULT_DAY });

      const saturday = nextOn(SATURDAY);
      const friday = nextOn(5);
      expect(await offered(corte, saturday)).toEqual(startsBetween(800, 1300));
      expect(await offered(corte, friday)).toEqual(startsBetween(730, 2000));
      expect(await freeStartsInMonth(corte, saturday)).toBe(10);
      expect(await freeStartsInMonth(corte, friday)).toBe(25);
      expect(await freeStartsInMonth(combo, saturday)).toBe(9);
    });

    it('opens as early as 06:00 and as late as midnight', async () => {
      await setDay(MONDAY, { open: true, hours: { start: 600, end: 2400 } });
      const monday = nextOn(MONDAY);
      expect(await offered(corte, monday)).toEqual(startsBetween(600, 2400));
      expect((await offered(corte, monday)).slice(0, 2)).toEqual([600, 630]);
      expect((await offered(corte, monday)).at(-1)).toBe(2330);
      expect((await book(corte, monday, 600)).status).toBe(200);
      expect((await book(corte, monday, 2330, '11911112222')).status).toBe(200);
    });

    it('takes a lunch break out of availability and the month, and a double service never straddles it', async () => {
      const response = await setDay(MONDAY, { open: true, hours: { start: 900, end: 1800, breaks: [LUNCH] } });
      expect(response.body.days[MONDAY].hours).toEqual({ start: 900, end: 1800, breaks: [LUNCH] });
      const monday = nextOn(MONDAY);

      const single = await offered(corte, monday);
      expect(single).toEqual(startsBetween(900, 1800).filter((hour) => hour < 1200 || hour >= 1300));
      const double = await offered(combo, monday);
      expect(double).not.toContain(1130);
      expect(double).not.toContain(1730);
      expect(double).toContain(1100);
      expect(double).toContain(1300);
      expect(await freeStartsInMonth(corte, monday)).toBe(16);
      expect(await freeStartsInMonth(combo, monday)).toBe(14);

      const inBreak = await book(corte, monday, 1200);
      expect(inBreak.status).toBe(409);
      expect(inBreak.body).toEqual({ statusCode: 409, code: 'HOUR_UNAVAILABLE', message: 'Horário não disponível. Escolha outro horário.' });
      const straddling = await book(combo, monday, 1130);
      expect(straddling.status).toBe(409);
      expect(straddling.body.code).toBe('DOUBLE_TIME_CONFLICT');
      expect((await book(combo, monday, 1100)).status).toBe(200);
    });

    it('closes a weekday (a day off that keeps its hours), refuses bookings on it, and opens it again with the hours it had', async () => {
      await setDay(MONDAY, { open: true, hours: { start: 900, end: 1200 } });
      const closed = await setDay(MONDAY, { open: false });
      expect(closed.status).toBe(200);
      expect(closed.body.days[MONDAY]).toEqual({ weekday: MONDAY, open: false, hours: { start: 900, end: 1200, breaks: [] } });
      expect((await t.as(joao).get(`/api/hour/day-off/list/${joao.id}`)).body).toEqual([MONDAY]);

      const monday = nextOn(MONDAY);
      expect(await offered(corte, monday)).toEqual([]);
      expect(await freeStartsInMonth(corte, monday)).toBe(0);
      const refused = await book(corte, monday, 900);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('HOUR_UNAVAILABLE');

      const reopened = await setDay(MONDAY, { open: true, hours: { start: 900, end: 1200 } });
      expect(reopened.body.days[MONDAY].open).toBe(true);
      expect(await offered(corte, monday)).toEqual([900, 930, 1000, 1030, 1100, 1130]);
    });

    it('keeps the original hour calls working on the week: hour/list shows every time open on some weekday', async () => {
      await setDay(SATURDAY, { open: true, hours: { start: 600, end: 700 } });
      await setDay(SUNDAY, { open: false, hours: { start: 1000, end: 1100 } });
      const list = (await t.as(joao).get('/api/hour/list')).body;
      expect(list.slice(0, 2)).toEqual([
        { id: expect.any(String), hour: 600, label: '06:00', available: true },
        { id: expect.any(String), hour: 630, label: '06:30', available: true },
      ]);
      expect(list).toHaveLength(27);

      // Switching a time off with the original call closes it on every weekday at once.
      const sixOClock = list[0];
      await t.as(joao).put('/api/hour/update', { id: sixOClock.id, hour: 600, available: false });
      expect((await weekOf()).days[SATURDAY].hours).toEqual({ start: 630, end: 700, breaks: [] });
    });

    it('lists a barber for clients only while some weekday is open', async () => {
      const listed = async () => (await t.get('/api/auth')).body.map((barber: { id: string }) => barber.id);
      expect(await listed()).toContain(joao.id);
      for (const weekday of [0, 1, 2, 3, 4, 5]) await setDay(weekday, { open: false });
      expect(await listed()).toContain(joao.id);
      await setDay(SATURDAY, { open: false });
      expect(await listed()).not.toContain(joao.id);
      await setDay(SATURDAY, { open: true, hours: { start: 900, end: 1000 } });
      expect(await listed()).toContain(joao.id);
    });

    it.each([
      ['open without hours', { open: true }],
      ['open not a boolean', { open: 'sim', hours: { start: 900, end: 1000 } }],
      ['a time off the 30-minute grid', { open: true, hours: { start: 915, end: 1000 } }],
      ['an end after midnight', { open: true, hours: { start: 900, end: 2430 } }],
      ['a time as text', { open: true, hours: { start: '0900', end: 1000 } }],
      ['hours that are not an object', { open: true, hours: [900, 1000] }],
      ['breaks that are not a list', { open: true, hours: { start: 900, end: 1800, breaks: LUNCH } }],
      ['a break that is not an object', { open: true, hours: { start: 900, end: 1800, breaks: [1200] } }],
      ['a break without its end', { open: true, hours: { start: 900, end: 1800, breaks: [{ start: 1200 }] } }],
      ['more than 10 breaks', { open: true, hours: { start: 900, end: 1800, breaks: Array.from({ length: 11 }, () => LUNCH) } }],
      ['an unknown field', { open: true, hours: { start: 900, end: 1000 }, weekday: 2 }],
    ])('answers 400 VALIDATION_ERROR for %s, changing nothing', async (_, body) => {
      const response = await setDay(MONDAY, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.stringContaining('inválid') });
      expect((await weekOf()).days[MONDAY]).toEqual({ weekday: MONDAY, open: true, hours: DEFAULT_DAY });
    });

    it.each([
      ['an end before the start', { start: 1000, end: 900 }, 'O horário de fim precisa ser depois do horário de início.'],
      ['an end equal to the start', { start: 1000, end: 1000 }, 'O horário de fim precisa ser depois do horário de início.'],
      [
        'a break ending before it starts',
        { start: 900, end: 1800, breaks: [{ start: 1300, end: 1200 }] },
        'O intervalo que começa às 13:00 precisa terminar depois de começar.',
      ],
      [
        'a break reaching the closing time',
        { start: 900, end: 1800, breaks: [{ start: 1700, end: 1800 }] },
        'O intervalo das 17:00 às 18:00 precisa ficar dentro do atendimento, depois das 09:00 e antes das 18:00.',
      ],
      [
        'a break before the opening time',
        { start: 900, end: 1800, breaks: [{ start: 800, end: 1000 }] },
        'O intervalo das 08:00 às 10:00 precisa ficar dentro do atendimento, depois das 09:00 e antes das 18:00.',
      ],
    ])('answers 400 VALIDATION_ERROR naming the problem for %s', async (_, hours, message) => {
      const response = await setDay(MONDAY, { open: true, hours });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    });

    it('joins overlapping breaks into one', async () => {
      const response = await setDay(MONDAY, {
        open: true,
        hours: { start: 900, end: 1800, breaks: [{ start: 1230, end: 1330 }, LUNCH, { start: 1500, end: 1530 }] },
      });
      expect(response.body.days[MONDAY].hours.breaks).toEqual([
        { start: 1200, end: 1330 },
        { start: 1500, end: 1530 },
      ]);
    });

    it('answers 400 for a weekday outside 0-6, 403 for another barber’s week and 401 without a token', async () => {
      for (const weekday of ['7', '-1', 'sabado']) {
        const response = await t.as(joao).put(`/api/hour/week/${joao.id}/${weekday}`, { open: false });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_ERROR');
      }
      const forbidden = await t.as(joao).put(`/api/hour/week/${pedro.id}/${MONDAY}`, { open: false });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      expect((await weekOf(pedro)).days[MONDAY].open).toBe(true);
      expect((await t.request('PUT', `/api/hour/week/${joao.id}/${MONDAY}`, { open: false })).status).toBe(401);
    });
  });

  describe('POST /api/hour/week/{userId}/copy', () => {
    it('copies a weekday’s hours and breaks to others, and a weekday off stays off where it is copied', async () => {
      await setDay(MONDAY, { open: true, hours: { start: 900, end: 1800, breaks: [LUNCH] } });
      await setDay(SUNDAY, { open: false });

      const copied = await t.as(joao).post(`/api/hour/week/${joao.id}/copy`, { from: MONDAY, to: [2, 3, 4, 5] });
      expect(copied.status).toBe(200);
      for (const weekday of [1, 2, 3, 4, 5]) {
        expect(copied.body.days[weekday]).toEqual({ weekday, open: true, hours: { start: 900, end: 1800, breaks: [LUNCH] } });
      }
      expect(copied.body.days[SATURDAY].hours).toEqual(DEFAULT_DAY);
      expect(await offered(corte, nextOn(3))).toEqual(await offered(corte, nextOn(MONDAY)));

      const closed = await t.as(joao).post(`/api/hour/week/${joao.id}/copy`, { from: SUNDAY, to: [SATURDAY] });
      expect(closed.body.days[SATURDAY]).toEqual({ weekday: SATURDAY, open: false, hours: DEFAULT_DAY });
      expect(await offered(corte, nextOn(SATURDAY))).toEqual([]);
    });

    it('copies a weekday without hours as a weekday without hours', async () => {
      const novo = await shop.barber({ hours: [] });
      await setDay(MONDAY, { open: true, hours: { start: 900, end: 1000 } }, novo);
      const response = await t.as(novo).post(`/api/hour/week/${novo.id}/copy`, { from: SUNDAY, to: [MONDAY] });
      expect(response.body.days[MONDAY]).toEqual({ weekday: MONDAY, open: false, hours: null });
      expect((await t.as(novo).get('/api/hour/list')).body).toEqual([]);
    });

    it.each([
      ['no target weekday', { from: MONDAY, to: [] }],
      ['a target outside 0-6', { from: MONDAY, to: [7] }],
      ['the same target twice', { from: MONDAY, to: [2, 2] }],
      ['a source outside 0-6', { from: 9, to: [2] }],
      ['targets that are not a list', { from: MONDAY, to: 2 }],
      ['no source', { to: [2] }],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, body) => {
      const response = await t.as(joao).post(`/api/hour/week/${joao.id}/copy`, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 403 for another barber’s week', async () => {
      const response = await t.as(joao).post(`/api/hour/week/${pedro.id}/copy`, { from: SUNDAY, to: [MONDAY] });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });
  });

  it('lists the week routes in the OpenAPI document, behind bearer auth', async () => {
    const document = (await t.get('/api/docs-json')).body;
    expect(document.paths['/api/hour/week/{userId}'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/hour/week/{userId}/{weekday}'].put.tags).toEqual(['Horários (admin)']);
    expect(document.paths['/api/hour/week/{userId}/copy'].post.responses['403']).toBeDefined();
  });
});
