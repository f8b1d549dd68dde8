import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { hourLabel } from '../../backend/src/shared/time/hhmm';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

/** The refusal of a block: it names each booking in the way (time, client, service) so the screen can link to it. */
const conflictNaming = (...bookings: { appointment: Booking; service: string }[]) => ({
  statusCode: 409,
  code: 'DEACTIVATE_CONFLICT',
  message: `Não foi possivel desativar o horário selecionado: há agendamento às ${bookings
    .map(({ appointment, service }) => `${hourLabel(appointment.hour)} (${appointment.clientName}, ${service})`)
    .join(' e ')}.`,
  bookings: bookings.map(({ appointment, service }) => ({
    appointmentId: appointment.id,
    hour: appointment.hour,
    label: hourLabel(appointment.hour),
    clientName: appointment.clientName,
    service,
  })),
});

describe('blocking times of a day (deactivate, ifDayContainsAppointment)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let combo: Service;
  let theirs: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, other, corte, combo, theirs, day } = await standardShop(t, {
      barber: { services: { corte: CORTE, combo: CORTE_E_BARBA } },
      other: { services: { theirs: { name: 'Corte', value: 40 } } },
    }));
  });
  afterAll(() => t.close());

  const admin = () => t.as(barber);
  const deactivate = (hours: unknown, overrides: Record<string, unknown> = {}) =>
    admin().post('/api/appointment/deactivate', { hours, ...day, userId: barber.id, ...overrides });
  const hoursFree = async (job: Service, date: LocalDate = day): Promise<number[]> =>
    (await t.get(`/api/availability?userId=${job.barberId}&jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`)).body.slots.map(
      (slot: { hour: number }) => slot.hour,
    );
  const containsUrl = (date: LocalDate, barberId = barber.id) =>
    `/api/appointment/admin/ifDayContainsAppointment/${barberId}/${date.day}/${date.month}/${date.year}`;

  describe('POST /api/appointment/deactivate', () => {
    it('blocks the chosen times, answers their entries, and they vanish from GET /api/availability', async () => {
      const response = await deactivate([1030, 1000]);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { id: expect.any(String), ...day, hour: 1000, userId: barber.id },
        { id: expect.any(String), ...day, hour: 1030, userId: barber.id },
      ]);
      const free = await hoursFree(corte);
      expect(free).not.toContain(1000);
      expect(free).not.toContain(1030);
      expect(free).toHaveLength(23);
      expect(await hoursFree(combo)).not.toContain(930);
      expect(await hoursFree(corte, t.daysFromToday(4))).toHaveLength(25);
      expect(
        (
          await t.post('/api/appointment/create', {
            clientName: 'Maria',
            clientContact: '11987654321',
            hour: 1000,
            ...day,
            jobId: corte.id,
            userId: barber.id,
          })
        ).body.code,
      ).toBe('HOUR_UNAVAILABLE');
    });

    it('is idempotent: blocking a blocked time again answers the same entry', async () => {
      const first = await deactivate([1400]);
      const again = await deactivate([1400]);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    });

    it('refuses with 409 DEACTIVATE_CONFLICT naming the booking that holds one of the times, and blocks none of them', async () => {
      const booked = await shop.appointment(corte, day, 1000, { clientName: 'Maria Souza', clientContact: '11987654321' });
      const response = await deactivate([1400, 1000]);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(conflictNaming({ appointment: booked, service: 'Corte' }));
      expect(response.body.message).toBe('Não foi possivel desativar o horário selecionado: há agendamento às 10:00 (Maria Souza, Corte).');
      expect(await hoursFree(corte)).toContain(1400);
    });

    it('refuses the second slot of a double appointment, and allows the slots around it', async () => {
      const booked = await shop.appointment(combo, day, 1030);
      expect((await deactivate([1100])).body).toEqual(conflictNaming({ appointment: booked, service: 'Corte + Barba' }));
      expect((await deactivate([1000, 1130])).status).toBe(200);
    });

    it('ignores trashed appointments and other barbers’ appointments', async () => {
      const trashed = await shop.appointment(corte, day, 1000);
      await admin().delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
      await shop.appointment(theirs, day, 1100);
      expect((await deactivate([1000, 1100])).status).toBe(200);
      expect(await hoursFree(theirs)).toContain(1000);
    });

    it('blocks the whole day with hour 0 only when the day has no live appointment', async () => {
      const morning = await shop.appointment(combo, day, 800);
      const booked = await shop.appointment(corte, day, 1930);
      expect((await deactivate([0])).body).toEqual(
        conflictNaming({ appointment: morning, service: 'Corte + Barba' }, { appointment: booked, service: 'Corte' }),
      );
      await admin().delete(`/api/appointment/admin/delete/trash/${morning.id}`);
      await admin().delete(`/api/appointment/admin/delete/trash/${booked.id}`);
      const response = await deactivate([0]);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([{ id: expect.any(String), ...day, hour: 0, userId: barber.id }]);
      expect(await hoursFree(corte)).toEqual([]);
    });

    it.each([
      ['no hours', [], {}],
      ['hours that are not a list', 1000, {}],
      ['an hour off the grid', [1015], {}],
      ['an hour as text', ['1000'], {}],
      ['month 12', [1000], { month: 12 }],
      ['31 of February', [1000], { day: 31, month: 1 }],
      ['a bad userId', [1000], { userId: '42' }],
      ['an unknown field', [1000], { reason: 'folga' }],
    ])('answers 400 VALIDATION_ERROR for %s', async (_, hours, change) => {
      const response = await deactivate(hours, change);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 403 FORBIDDEN for another barber and blocks nothing', async () => {
      const response = await deactivate([1000], { userId: other.id });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
      expect(await hoursFree(theirs)).toContain(1000);
    });

    it('answers 401 without a token or with a garbage one', async () => {
      const body = { hours: [1000], ...day, userId: barber.id };
      expect((await t.post('/api/appointment/deactivate', body)).status).toBe(401);
      expect((await t.as('garbage').post('/api/appointment/deactivate', body)).body.code).toBe('UNAUTHORIZED');
      expect(await hoursFree(corte)).toContain(1000);
    });
  });

  describe('POST /api/unavailable/create against the appointments of the day', () => {
    const createEntry = (hour: number) => admin().post('/api/unavailable/create', { ...day, hour, userId: barber.id });

    it('refuses a single time an appointment holds (its second slot too) with 409 DEACTIVATE_CONFLICT', async () => {
      const booked = await shop.appointment(combo, day, 1000);
      for (const hour of [1000, 1030]) {
        const response = await createEntry(hour);
        expect(response.status).toBe(409);
        expect(response.body).toEqual(conflictNaming({ appointment: booked, service: 'Corte + Barba' }));
      }
      expect((await createEntry(1100)).status).toBe(200);
    });

    it('takes a whole day off even with appointments, which stay booked', async () => {
      await shop.appointment(corte, day, 1000);
      const response = await createEntry(0);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ ...day, hour: 0, userId: barber.id });
      expect(await hoursFree(corte)).toEqual([]);
      expect((await admin().get(containsUrl(day))).body).toBe(true);
    });
  });

  describe('GET /api/appointment/admin/ifDayContainsAppointment/{userId}/{day}/{month}/{year}', () => {
    it('answers a bare true when the caller has a live appointment that day, false otherwise', async () => {
      const empty = await admin().get(containsUrl(day));
      expect(empty.status).toBe(200);
      expect(empty.headers['content-type']).toContain('application/json');
      expect(empty.body).toBe(false);
      const booked = await shop.appointment(corte, day, 1930);
      expect((await admin().get(containsUrl(day))).body).toBe(true);
      expect((await admin().get(containsUrl(t.daysFromToday(4)))).body).toBe(false);
      await admin().delete(`/api/appointment/admin/delete/trash/${booked.id}`);
      expect((await admin().get(containsUrl(day))).body).toBe(false);
    });

    it('does not count another barber’s appointments', async () => {
      await shop.appointment(theirs, day, 1000);
      expect((await admin().get(containsUrl(day))).body).toBe(false);
    });

    it('answers 403 for another barber, 400 for an impossible date or bad parameters, 401 without a token', async () => {
      expect((await admin().get(containsUrl(day, other.id))).status).toBe(403);
      const impossible = await admin().get(containsUrl({ year: day.year, month: 1, day: 31 }));
      expect(impossible.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Data inválida: este dia não existe no mês informado.' });
      expect((await admin().get(containsUrl({ ...day, month: 12 }))).status).toBe(400);
      expect((await admin().get(`/api/appointment/admin/ifDayContainsAppointment/42/1/0/${day.year}`)).status).toBe(400);
      expect((await t.get(containsUrl(day))).status).toBe(401);
      expect((await t.as('garbage').get(containsUrl(day))).status).toBe(401);
    });
  });
});
