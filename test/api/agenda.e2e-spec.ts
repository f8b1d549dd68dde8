import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '6c1e1e4e-1111-4a2b-9c3d-000000000000';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe('agenda (admin appointment calls, trash and restore)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let combo: Service;
  let barba: Service;
  let theirs: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, other, corte, combo, barba, theirs, day } = await standardShop(t, {
      barber: { services: { corte: CORTE, combo: CORTE_E_BARBA, barba: { name: 'Barba', value: 25 } } },
      other: { services: { theirs: { name: 'Corte do Pedro', value: 40 } } },
    }));
  });
  afterAll(() => t.close());

  const admin = () => t.as(barber);
  const hoursFree = async (job: Service, date: LocalDate = day): Promise<number[]> =>
    (await t.get(`/api/availability?userId=${job.barberId}&jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`)).body.slots.map(
      (slot: { hour: number }) => slot.hour,
    );
  const viewOf = (appointment: Booking, job: Service, extra: Record<string, unknown> = {}) => ({
    id: appointment.id,
    createdAt: expect.stringMatching(TIMESTAMP),
    clientName: appointment.clientName,
    clientContact: appointment.clientContact,
    hour: appointment.hour,
    label: expect.any(String),
    day: appointment.day,
    month: appointment.month,
    year: appointment.year,
    date: toIsoDate(appointment.date),
    previousPayment: appointment.previousPayment,
    price: appointment.priceCents / 100,
    job: { id: job.id, name: job.name, value: job.valueCents / 100, doubleTime: job.doubleTime, takesTwoSlots: job.takesTwoSlots },
    user: { id: job.barberId, username: job.barberId === barber.id ? 'joao' : 'pedro', displayName: job.barberId === barber.id ? 'joao' : 'pedro' },
    attendance: null,
    clientNoShows: 0,
    ...extra,
  });
  const hoursOfList = (body: { hour: number }[]) => body.map((appointment) => appointment.hour);

  describe('every admin call needs a valid bearer token', () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/appointment/admin/create', {}],
      ['GET', `/api/appointment/get/user/${UNKNOWN_ID}`, undefined],
      ['GET', `/api/appointment/admin/get/month/0/${UNKNOWN_ID}`, undefined],
      ['GET', '/api/appointment/admin/get/day/1', undefined],
      ['GET', `/api/appointment/admin/get/next/${UNKNOWN_ID}`, undefined],
      ['GET', `/api/appointment/admin/get/${UNKNOWN_ID}`, undefined],
      ['PUT', '/api/appointment/admin/update', {}],
      ['DELETE', `/api/appointment/admin/delete/trash/${UNKNOWN_ID}`, undefined],
      ['GET', '/api/appointment/admin/trash', undefined],
      ['POST', `/api/appointment/admin/restore/${UNKNOWN_ID}`, undefined],
    ];

    it.each(calls)('%s %s answers 401 UNAUTHORIZED without a token and with a garbage one', async (method, url, body) => {
      const anonymous = await t.request(method as 'GET', url, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');
      const garbage = await t.as('not-a-jwt').raw(method as 'GET', url, body);
      expect(garbage.status).toBe(401);
      expect(garbage.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
    });
  });

  describe('POST /api/appointment/admin/create (walk-in)', () => {
    const walkIn = (overrides: Record<string, unknown> = {}) => ({
      clientName: 'Cliente Balcão',
      clientContact: '11955554444',
      hour: 1000,
      ...day,
      jobId: corte.id,
      userId: barber.id,
      ...overrides,
    });

    it('books a walk-in client, paid in advance, and answers 200 with the appointment', async () => {
      const response = await admin().post('/api/appointment/admin/create', walkIn({ previousPayment: true }));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        createdAt: expect.stringMatching(TIMESTAMP),
        clientName: 'Cliente Balcão',
        clientContact: '11955554444',
        hour: 1000,
        label: '10:00',
        ...day,
        date: toIsoDate(day),
        previousPayment: true,
        price: 35,
        job: { id: corte.id, name: 'Corte', value: 35, doubleTime: false, takesTwoSlots: false },
        user: { id: barber.id, username: 'joao', displayName: 'joao' },
        attendance: null,
        clientNoShows: 0,
      });
      expect(await hoursFree(corte)).not.toContain(1000);
    });

    it('follows the same booking rules and 409 codes as the online booking', async () => {
      await shop.appointment(corte, day, 1000);
      await shop.appointment(corte, day, 1130);
      await shop.unavailable(barber, day, 1530);
      const cases: [Record<string, unknown>, string][] = [
        [{ hour: 1000 }, 'HOUR_CONFLICT'],
        [{ hour: 1000, jobId: combo.id }, 'FIRST_HOUR_CONFLICT'],
        [{ hour: 1100, jobId: combo.id }, 'SECOND_HOUR_CONFLICT'],
        [{ hour: 1500, jobId: combo.id }, 'DOUBLE_TIME_CONFLICT'],
        [{ hour: 1530 }, 'HOUR_UNAVAILABLE'],
        [{ ...t.daysFromToday(-1) }, 'HOUR_UNAVAILABLE'],
      ];
      for (const [change, code] of cases) {
        const response = await admin().post('/api/appointment/admin/create', walkIn(change));
        expect({ change, status: response.status, code: response.body.code }).toEqual({ change, status: 409, code });
      }
      const hourConflict = await admin().post('/api/appointment/admin/create', walkIn());
      expect(hourConflict.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: 'Este horário já está ocupado.' });
    });

    it('answers 400 for a bad body or a service of another barber', async () => {
      for (const change of [{ clientName: 'M' }, { hour: 1015 }, { month: 12 }, { previousPayment: 'sim' }, { extra: 1 }, { jobId: theirs.id }]) {
        const response = await admin().post('/api/appointment/admin/create', walkIn(change));
        expect({ change, status: response.status, code: response.body.code }).toEqual({ change, status: 400, code: 'VALIDATION_ERROR' });
      }
    });

    it('answers 400 asking for the DDD for a walk-in’s number without it: the call and WhatsApp links would reach nobody', async () => {
      const response = await admin().post('/api/appointment/admin/create', walkIn({ clientContact: '987650099' }));
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: "Dados inválidos: campo 'clientContact' inválido. Informe o telefone com DDD, por exemplo (11) 91234-5678.",
      });
      expect(await hoursFree(corte)).toContain(1000);
    });

    it('answers 403 FORBIDDEN for another barber’s id and 404 for an unknown service', async () => {
      const forbidden = await admin().post('/api/appointment/admin/create', walkIn({ userId: other.id, jobId: theirs.id }));
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
      expect(await hoursFree(theirs)).toContain(1000);
      const unknown = await admin().post('/api/appointment/admin/create', walkIn({ jobId: UNKNOWN_ID }));
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('NOT_FOUND');
    });
  });

  describe('listings', () => {
    it('GET /api/appointment/get/user/{userId} answers the caller’s live appointments, soonest first', async () => {
      const later = await shop.appointment(corte, t.daysFromToday(5), 900);
      const sooner = await shop.appointment(combo, day, 1400);
      const past = await shop.appointment(corte, t.daysFromToday(-3), 1000);
      const trashed = await shop.appointment(corte, day, 800);
      await admin().delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
      await shop.appointment(theirs, day, 1000);
      const response = await admin().get(`/api/appointment/get/user/${barber.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([viewOf(past, corte), viewOf(sooner, combo), viewOf(later, corte)]);
    });

    it('GET /api/appointment/get/user/{userId} answers 403 for another barber and 400 for a bad id', async () => {
      expect((await admin().get(`/api/appointment/get/user/${other.id}`)).status).toBe(403);
      expect((await admin().get('/api/appointment/get/user/42')).body.code).toBe('VALIDATION_ERROR');
    });

    it('GET /api/appointment/admin/get/month/{month}/{barberId} answers that month by day and hour', async () => {
      const year = day.year + 1;
      const second = await shop.appointment(corte, { year, month: 2, day: 10 }, 900);
      const first = await shop.appointment(combo, { year, month: 2, day: 1 }, 1900);
      const third = await shop.appointment(corte, { year, month: 2, day: 31 }, 1930);
      await shop.appointment(corte, { year, month: 3, day: 1 }, 730);
      await shop.appointment(corte, { year, month: 1, day: 28 }, 1930);
      await shop.appointment(theirs, { year, month: 2, day: 10 }, 900);
      const response = await admin().get(`/api/appointment/admin/get/month/2/${barber.id}?year=${year}`);
      expect(response.status).toBe(200);
      // Each card counts its contact's future bookings with the barber: all five above share one contact.
      const held = { contactFutureBookings: 5 };
      expect(response.body).toEqual([viewOf(first, combo, held), viewOf(second, corte, held), viewOf(third, corte, held)]);
    });

    it('GET /api/appointment/admin/get/month defaults to the current year, and checks its input', async () => {
      const today = t.daysFromToday(0);
      const booked = await shop.appointment(corte, today, 2330 - 30);
      const listed = (await admin().get(`/api/appointment/admin/get/month/${today.month}/${barber.id}`)).body;
      expect(listed).toEqual([viewOf(booked, corte, { contactFutureBookings: expect.any(Number) })]);
      expect((await admin().get(`/api/appointment/admin/get/month/${today.month}/${other.id}`)).status).toBe(403);
      expect((await admin().get(`/api/appointment/admin/get/month/12/${barber.id}`)).status).toBe(400);
      expect((await admin().get(`/api/appointment/admin/get/month/1/${barber.id}?year=abc`)).status).toBe(400);
    });

    it('GET /api/appointment/admin/get/day/{day}?month&year answers only the caller’s appointments of that day', async () => {
      const late = await shop.appointment(corte, day, 1900);
      const early = await shop.appointment(combo, day, 800);
      await shop.appointment(corte, t.daysFromToday(4), 800);
      await shop.appointment(theirs, day, 900);
      const response = await admin().get(`/api/appointment/admin/get/day/${day.day}?month=${day.month}&year=${day.year}`);
      expect(response.status).toBe(200);
      const held = { contactFutureBookings: 3 };
      expect(response.body).toEqual([viewOf(early, combo, held), viewOf(late, corte, held)]);
    });

    it('GET /api/appointment/admin/get/day/{day} defaults to the current month and answers 400 for a day that does not exist', async () => {
      const today = t.daysFromToday(0);
      const booked = await shop.appointment(corte, today, 2300);
      expect(hoursOfList((await admin().get(`/api/appointment/admin/get/day/${today.day}`)).body)).toEqual([booked.hour]);
      const impossible = await admin().get(`/api/appointment/admin/get/day/31?month=1&year=${day.year}`);
      expect(impossible.status).toBe(400);
      expect(impossible.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Data inválida: este dia não existe no mês informado.' });
      expect((await admin().get('/api/appointment/admin/get/day/32')).status).toBe(400);
    });
  });

  describe('GET /api/appointment/admin/get/next/{barberId}', () => {
    it('answers a bare JSON null when nothing is ahead', async () => {
      await shop.appointment(corte, t.daysFromToday(-1), 1000);
      const response = await admin().get(`/api/appointment/admin/get/next/${barber.id}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).toBeNull();
    });

    it('answers the first live appointment from now on, skipping past, trashed and other barbers’ ones', async () => {
      await shop.appointment(corte, t.daysFromToday(-1), 1930);
      const trashed = await shop.appointment(corte, t.daysFromToday(1), 730);
      await admin().delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
      await shop.appointment(theirs, t.daysFromToday(1), 800);
      const next = await shop.appointment(combo, t.daysFromToday(1), 900);
      await shop.appointment(corte, t.daysFromToday(2), 730);
      const response = await admin().get(`/api/appointment/admin/get/next/${barber.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(viewOf(next, combo));
    });

    it('answers 403 for another barber', async () => {
      const response = await admin().get(`/api/appointment/admin/get/next/${other.id}`);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });
  });

  describe('GET /api/appointment/admin/availability/{id}', () => {
    const movable = (appointment: Booking, job: Service, date: LocalDate = day, as = admin()) =>
      as.get(`/api/appointment/admin/availability/${appointment.id}?jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`);

    it('offers the times a double appointment can move to, its own slots counting as free', async () => {
      const booked = await shop.appointment(combo, day, 1030);
      expect(await hoursFree(combo)).not.toContain(1000);

      const response = await movable(booked, combo);

      expect(response.status).toBe(200);
      const hours = response.body.slots.map((slot: { hour: number }) => slot.hour);
      expect(hours).toEqual(expect.arrayContaining([1000, 1030, 1100]));
      expect((await admin().put('/api/appointment/admin/update', { ...viewOf(booked, combo), jobId: combo.id, hour: 1000 })).status).toBe(200);
    });

    it('still leaves out the other appointments of the day', async () => {
      const booked = await shop.appointment(corte, day, 1000);
      await shop.appointment(corte, day, 1400, { clientName: 'Outro Cliente', clientContact: '11911112222' });
      const hours = (await movable(booked, corte)).body.slots.map((slot: { hour: number }) => slot.hour);
      expect(hours).toContain(1000);
      expect(hours).not.toContain(1400);
    });

    it('answers 403 for another barber’s appointment, 404 for an unknown one, 400 for bad input, 401 without a token', async () => {
      const theirsBooked = await shop.appointment(theirs, day, 1000);
      expect((await movable(theirsBooked, theirs)).status).toBe(403);
      const unknown = { id: '3f0c3c1e-5f39-4c5e-8a0e-3c3c3c3c3c3c' } as Booking;
      expect((await movable(unknown, corte)).status).toBe(404);
      const booked = await shop.appointment(corte, day, 1000);
      expect((await admin().get(`/api/appointment/admin/availability/${booked.id}?jobId=${corte.id}&day=40&month=0&year=2027`)).status).toBe(400);
      expect((await t.get(`/api/appointment/admin/availability/${booked.id}?jobId=${corte.id}&day=1&month=0&year=2027`)).status).toBe(401);
    });
  });

  describe('GET /api/appointment/admin/get/{id}', () => {
    it('answers the caller’s appointment', async () => {
      const booked = await shop.appointment(combo, day, 1000);
      const response = await admin().get(`/api/appointment/admin/get/${booked.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(viewOf(booked, combo, { label: '10:00' }));
    });

    it('answers 403 for another barber’s appointment, 404 for an unknown or trashed one, 400 for a bad id', async () => {
      const foreign = await shop.appointment(theirs, day, 1000);
      expect((await admin().get(`/api/appointment/admin/get/${foreign.id}`)).body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Acesso negado.',
      });
      const unknown = await admin().get(`/api/appointment/admin/get/${UNKNOWN_ID}`);
      expect(unknown.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Agendamento não encontrado.' });
      const trashed = await shop.appointment(corte, day, 1100);
      await admin().delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
      expect((await admin().get(`/api/appointment/admin/get/${trashed.id}`)).status).toBe(404);
      expect((await admin().get('/api/appointment/admin/get/not-a-uuid')).status).toBe(400);
    });
  });

  describe('PUT /api/appointment/admin/update', () => {
    let booked: Booking;
    beforeEach(async () => {
      booked = await shop.appointment(corte, day, 1000, { clientName: 'Maria Souza', clientContact: '11987654321' });
    });
    const edit = (appointment: Booking, overrides: Record<string, unknown> = {}) => ({
      id: appointment.id,
      clientName: appointment.clientName,
      clientContact: appointment.clientContact,
      hour: appointment.hour,
      day: appointment.day,
      month: appointment.month,
      year: appointment.year,
      jobId: appointment.serviceId,
      previousPayment: appointment.previousPayment,
      ...overrides,
    });
    const update = (body: unknown) => admin().put('/api/appointment/admin/update', body);

    it('moves an appointment to a free time and frees its old slot', async () => {
      const response = await update(
        edit(booked, { hour: 1430, day: t.daysFromToday(4).day, month: t.daysFromToday(4).month, year: t.daysFromToday(4).year }),
      );
      expect(response.status).toBe(200);
      const to = t.daysFromToday(4);
      expect(response.body).toEqual({ ...viewOf(booked, corte), hour: 1430, label: '14:30', ...to, date: toIsoDate(to) });
      expect(await hoursFree(corte)).toContain(1000);
      expect(await hoursFree(corte, to)).not.toContain(1430);
    });

    it('corrects name, contact and Pgto. Antecipado of a past appointment without re-checking its time', async () => {
      const past = await shop.appointment(corte, t.daysFromToday(-10), 1000);
      const response = await update(edit(past, { clientName: 'Nome Corrigido', clientContact: '(21) 99999-8888', previousPayment: true }));
      expect(response.status).toBe(200);
      expect(response.body).toEqual(viewOf(past, corte, { clientName: 'Nome Corrigido', clientContact: '21999998888', previousPayment: true }));
      expect((await admin().get(`/api/appointment/admin/get/${past.id}`)).body.previousPayment).toBe(true);
    });

    it('answers 400 asking for the DDD for a contact corrected to a number without it', async () => {
      const response = await update(edit(booked, { clientContact: '98765-0099' }));
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('Informe o telefone com DDD, por exemplo (11) 91234-5678.');
      expect((await admin().get(`/api/appointment/admin/get/${booked.id}`)).body.clientContact).toBe('11987654321');
    });

    it('does not collide with itself: a single becomes a double in place, a double moves half a slot', async () => {
      const asDouble = await update(edit(booked, { jobId: combo.id }));
      expect(asDouble.status).toBe(200);
      expect(asDouble.body.job.id).toBe(combo.id);
      const shifted = await update(edit(booked, { jobId: combo.id, hour: 1030 }));
      expect(shifted.status).toBe(200);
      expect(await hoursFree(corte)).toContain(1000);
      expect(await hoursFree(corte)).not.toContain(1100);
    });

    it('keeps the stored price when moved with the same service, takes the new service’s current price when it changes', async () => {
      await t.orm.em.fork().nativeUpdate(Service, { id: corte.id }, { valueCents: 4000 });
      const moved = await update(edit(booked, { hour: 1500 }));
      expect(moved.body.price).toBe(35);
      const renamed = await update(edit(booked, { hour: 1500, clientName: 'Maria S.' }));
      expect(renamed.body.price).toBe(35);
      await t.orm.em.fork().nativeUpdate(Service, { id: barba.id }, { valueCents: 3000 });
      const changed = await update(edit(booked, { hour: 1500, jobId: barba.id }));
      expect(changed.body.price).toBe(30);
      expect(changed.body.job).toEqual({ id: barba.id, name: 'Barba', value: 30, doubleTime: false, takesTwoSlots: false });
    });

    it('refuses to move onto a taken or closed time with the booking 409s', async () => {
      await shop.appointment(corte, day, 1100);
      await shop.appointment(combo, day, 1300);
      await shop.unavailable(barber, day, 1700);
      const cases: [Record<string, unknown>, string][] = [
        [{ hour: 1100 }, 'HOUR_CONFLICT'],
        [{ hour: 1330 }, 'HOUR_CONFLICT'],
        [{ hour: 1100, jobId: combo.id }, 'FIRST_HOUR_CONFLICT'],
        [{ hour: 1230, jobId: combo.id }, 'SECOND_HOUR_CONFLICT'],
        [{ hour: 1630, jobId: combo.id }, 'DOUBLE_TIME_CONFLICT'],
        [{ hour: 1700 }, 'HOUR_UNAVAILABLE'],
        [{ ...t.daysFromToday(-1) }, 'HOUR_UNAVAILABLE'],
      ];
      for (const [change, code] of cases) {
        const response = await update(edit(booked, change));
        expect({ change, status: response.status, code: response.body.code }).toEqual({ change, status: 409, code });
      }
      const conflict = await update(edit(booked, { hour: 1100 }));
      expect(conflict.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: 'Este horário já está ocupado.' });
      expect((await admin().get(`/api/appointment/admin/get/${booked.id}`)).body).toEqual(viewOf(booked, corte));
    });

    it('maps a lost race to 409 HOUR_CONFLICT: of ten moves onto one slot exactly one wins', async () => {
      const movers = [booked];
      for (const hour of [730, 800, 830, 900, 930, 1030, 1130, 1200, 1230]) movers.push(await shop.appointment(corte, day, hour));
      const responses = await Promise.all(movers.map((appointment) => update(edit(appointment, { hour: 1500 }))));
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      for (const response of responses.filter((response) => response.status !== 200)) {
        expect(response.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: 'Este horário já está ocupado.' });
      }
    });

    it('takes back exactly what GET admin/get/{id} returns, with job.id as the service when jobId is absent', async () => {
      const read = (await admin().get(`/api/appointment/admin/get/${booked.id}`)).body;
      expect(read.jobId).toBeUndefined();
      const unchanged = await update(read);
      expect(unchanged.status).toBe(200);
      expect(unchanged.body).toEqual(read);

      const moved = await update({ ...read, hour: 1430, job: { ...read.job, id: combo.id }, clientName: 'Maria S.' });
      expect(moved.status).toBe(200);
      expect(moved.body).toEqual({ ...viewOf(booked, combo), hour: 1430, label: '14:30', clientName: 'Maria S.', price: combo.valueCents / 100 });
    });

    it('answers 400 when neither jobId nor job.id names the service', async () => {
      const { jobId: _jobId, ...withoutService } = edit(booked);
      for (const body of [withoutService, { ...withoutService, job: {} }, { ...withoutService, job: { id: 'x' } }]) {
        const response = await update(body);
        expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
      }
    });

    it('never moves an appointment to another barber: user and job objects are ignored', async () => {
      const response = await update({
        ...edit(booked),
        user: { id: other.id, username: 'pedro', displayName: 'pedro' },
        job: { id: theirs.id, name: 'Corte do Pedro', value: 40, doubleTime: false, takesTwoSlots: false },
        createdAt: '2020-01-01T00:00:00',
        price: 1,
        label: '10:00',
        date: '2020-01-01',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(viewOf(booked, corte));
    });

    it('answers 400 for a service of another barber or a bad body, 403 for another barber’s id or appointment, 404 for an unknown one', async () => {
      const theirsJob = await update(edit(booked, { jobId: theirs.id }));
      expect(theirsJob.status).toBe(400);
      expect(theirsJob.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Este serviço não é oferecido pelo barbeiro escolhido.' });
      for (const change of [{ id: 'x' }, { clientContact: '123' }, { hour: 1010 }, { unknownField: true }, { day: 31, month: 1 }]) {
        const response = await update(edit(booked, change));
        expect({ change, status: response.status, code: response.body.code }).toEqual({ change, status: 400, code: 'VALIDATION_ERROR' });
      }
      expect((await update(edit(booked, { userId: other.id }))).status).toBe(403);
      const foreign = await shop.appointment(theirs, day, 1000);
      expect((await update(edit(foreign, { clientName: 'Invasor' }))).body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Acesso negado.',
      });
      expect((await t.as(other).get(`/api/appointment/admin/get/${foreign.id}`)).body.clientName).toBe('Cliente Antigo');
      expect((await update(edit(booked, { id: UNKNOWN_ID }))).status).toBe(404);
    });
  });

  describe('trash and restore', () => {
    it('DELETE /api/appointment/admin/delete/trash/{id} moves it to the trash and frees its slot', async () => {
      const booked = await shop.appointment(combo, day, 1000);
      const response = await admin().delete(`/api/appointment/admin/delete/trash/${booked.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(viewOf(booked, combo, { deletedAt: expect.stringMatching(TIMESTAMP) }));
      expect(await hoursFree(combo)).toEqual(expect.arrayContaining([1000, 1030]));
      expect((await admin().get(`/api/appointment/get/user/${barber.id}`)).body).toEqual([]);
      const again = await admin().delete(`/api/appointment/admin/delete/trash/${booked.id}`);
      expect(again.body.deletedAt).toBe(response.body.deletedAt);
    });

    it('DELETE answers 403 for another barber’s appointment and 404 for an unknown one', async () => {
      const foreign = await shop.appointment(theirs, day, 1000);
      expect((await admin().delete(`/api/appointment/admin/delete/trash/${foreign.id}`)).status).toBe(403);
      expect(await hoursFree(theirs)).not.toContain(1000);
      expect((await admin().delete(`/api/appointment/admin/delete/trash/${UNKNOWN_ID}`)).status).toBe(404);
    });

    it('GET /api/appointment/admin/trash lists the caller’s deleted appointments, most recently deleted first', async () => {
      const first = await shop.appointment(corte, day, 1000);
      const second = await shop.appointment(corte, day, 1100);
      await shop.appointment(corte, day, 1200);
      const foreign = await shop.appointment(theirs, day, 1000);
      await admin().delete(`/api/appointment/admin/delete/trash/${first.id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await admin().delete(`/api/appointment/admin/delete/trash/${second.id}`);
      await t.as(other).delete(`/api/appointment/admin/delete/trash/${foreign.id}`);
      const response = await admin().get('/api/appointment/admin/trash');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        viewOf(second, corte, { deletedAt: expect.stringMatching(TIMESTAMP) }),
        viewOf(first, corte, { deletedAt: expect.stringMatching(TIMESTAMP) }),
      ]);
    });

    it('POST /api/appointment/admin/restore/{id} brings it back and takes its slot again', async () => {
      const booked = await shop.appointment(corte, day, 1000);
      await admin().delete(`/api/appointment/admin/delete/trash/${booked.id}`);
      const response = await admin().post(`/api/appointment/admin/restore/${booked.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(viewOf(booked, corte));
      expect(await hoursFree(corte)).not.toContain(1000);
      expect((await admin().get('/api/appointment/admin/trash')).body).toEqual([]);
    });

    it('restores a past appointment: it is history', async () => {
      const past = await shop.appointment(corte, t.daysFromToday(-20), 1000);
      await admin().delete(`/api/appointment/admin/delete/trash/${past.id}`);
      const response = await admin().post(`/api/appointment/admin/restore/${past.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(viewOf(past, corte));
    });

    it('answers 409 HOUR_CONFLICT when its time was taken meanwhile, and leaves it in the trash', async () => {
      const booked = await shop.appointment(combo, day, 1000);
      await admin().delete(`/api/appointment/admin/delete/trash/${booked.id}`);
      const taken = await t.post('/api/appointment/create', {
        clientName: 'Outra Pessoa',
        clientContact: '21999998888',
        hour: 1030,
        ...day,
        jobId: corte.id,
        userId: barber.id,
      });
      expect(taken.status).toBe(200);
      const response = await admin().post(`/api/appointment/admin/restore/${booked.id}`);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: 'Este horário já está ocupado.' });
      expect((await admin().get('/api/appointment/admin/trash')).body.map((entry: { id: string }) => entry.id)).toEqual([booked.id]);
    });

    it('restore answers 403 for another barber’s appointment and 404 for an unknown one', async () => {
      const foreign = await shop.appointment(theirs, day, 1000);
      await t.as(other).delete(`/api/appointment/admin/delete/trash/${foreign.id}`);
      expect((await admin().post(`/api/appointment/admin/restore/${foreign.id}`)).status).toBe(403);
      expect((await admin().post(`/api/appointment/admin/restore/${UNKNOWN_ID}`)).status).toBe(404);
    });
  });
});
