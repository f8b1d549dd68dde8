import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

/**
 * The owner sees and runs any team member's agenda (timeline, month list, walk-ins, edits, trash)
 * and reads their working week, weekdays off and blocked times; every other barber only their own.
 * Changing hours, days off and blocked times stays each barber's own.
 */
describe("the owner in a team member's agenda", () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let pedro: Barber;
  let carla: Barber;
  let pedrosCorte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({
      owner,
      barber: pedro,
      other: carla,
      pedrosCorte,
      day,
    } = await standardShop(t, {
      owner: true,
      barber: { username: 'pedro', services: { pedrosCorte: { name: 'Corte do Pedro', value: 40 } } },
      other: { username: 'carla' },
    }));
  });
  afterAll(() => t.close());

  const timelineOf = (barber: Barber) => `/api/appointment/admin/timeline/${barber.id}?day=${day.day}&month=${day.month}&year=${day.year}`;
  const monthOf = (barber: Barber) => `/api/appointment/admin/get/month/${day.month}/${barber.id}?year=${day.year}`;
  const walkInFor = (barber: Barber, hour = 1000) => ({
    clientName: 'Cliente Balcão',
    clientContact: '',
    hour,
    ...day,
    jobId: pedrosCorte.id,
    userId: barber.id,
  });

  it("reads a team member's timeline and month list, with their bookings", async () => {
    const booked = await shop.appointment(pedrosCorte, day, 1400);
    const timeline = await t.as(owner).get(timelineOf(pedro));
    expect(timeline.status).toBe(200);
    expect(timeline.body.days[0].appointments.map((appointment: { id: string }) => appointment.id)).toEqual([booked.id]);
    const month = await t.as(owner).get(monthOf(pedro));
    expect(month.status).toBe(200);
    expect(month.body.map((appointment: { id: string }) => appointment.id)).toEqual([booked.id]);
    expect((await t.as(owner).get(`/api/appointment/admin/get/${booked.id}`)).body).toMatchObject({ id: booked.id, user: { id: pedro.id } });
  });

  it('books a walk-in for a team member: it lands in their agenda, under the same booking rules', async () => {
    const created = await t.as(owner).post('/api/appointment/admin/create', walkInFor(pedro));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ hour: 1000, user: { id: pedro.id, username: 'pedro' }, job: { id: pedrosCorte.id } });
    const pedrosMonth = await t.as(pedro).get(monthOf(pedro));
    expect(pedrosMonth.body.map((appointment: { id: string }) => appointment.id)).toEqual([created.body.id]);

    const again = await t.as(owner).post('/api/appointment/admin/create', walkInFor(pedro));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: expect.any(String) });
  });

  it("edits and trashes a team member's booking", async () => {
    const booked = await shop.appointment(pedrosCorte, day, 1400);
    const view = (await t.as(owner).get(`/api/appointment/admin/get/${booked.id}`)).body;
    const moved = await t.as(owner).put('/api/appointment/admin/update', { ...view, hour: 1500 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booked.id, hour: 1500, user: { id: pedro.id } });
    const trashed = await t.as(owner).delete(`/api/appointment/admin/delete/trash/${booked.id}`);
    expect(trashed.status).toBe(200);
    expect(trashed.body.deletedAt).toEqual(expect.any(String));
  });

  it("refuses another barber's agenda to a barber who is not the owner (403), and leaves it as it was", async () => {
    const booked = await shop.appointment(pedrosCorte, day, 1400);
    const forbidden = { statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) };
    const asCarla = t.as(carla);
    for (const response of [
      await asCarla.get(timelineOf(pedro)),
      await asCarla.get(monthOf(pedro)),
      await asCarla.get(`/api/appointment/admin/get/${booked.id}`),
      await asCarla.post('/api/appointment/admin/create', walkInFor(pedro, 1600)),
      await asCarla.delete(`/api/appointment/admin/delete/trash/${booked.id}`),
      await asCarla.get(
        `/api/appointment/admin/availability?userId=${pedro.id}&jobId=${pedrosCorte.id}&day=${day.day}&month=${day.month}&year=${day.year}`,
      ),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
    expect(
      (await t.as(pedro).get(monthOf(pedro))).body.map((appointment: { id: string; deletedAt?: string }) => [appointment.id, appointment.deletedAt]),
    ).toEqual([[booked.id, undefined]]);
  });

  it("reads a team member's working week, weekdays off and blocked times, which another barber may not", async () => {
    await shop.weekdayOff(pedro, 0);
    await shop.unavailable(pedro, day, 1000);
    const reads = [`/api/hour/week/${pedro.id}`, `/api/hour/day-off/list/${pedro.id}`, `/api/unavailable/list/${pedro.id}`];

    const [week, weekdaysOff, blocked] = await Promise.all(reads.map((url) => t.as(owner).get(url)));
    expect([week.status, weekdaysOff.status, blocked.status]).toEqual([200, 200, 200]);
    expect(week.body).toMatchObject({ userId: pedro.id, days: expect.arrayContaining([expect.objectContaining({ weekday: 0, open: false })]) });
    expect(weekdaysOff.body).toEqual([0]);
    expect(blocked.body).toEqual([expect.objectContaining({ ...day, hour: 1000, userId: pedro.id })]);

    for (const url of reads) {
      const refused = await t.as(carla).get(url);
      expect([url, refused.status, refused.body.code]).toEqual([url, 403, 'FORBIDDEN']);
    }
  });

  it("changes none of a team member's hours, weekdays off or blocked times (403), and they stay as they were", async () => {
    await shop.weekdayOff(pedro, 0);
    await shop.unavailable(pedro, day, 1000);
    const [entry] = (await t.as(pedro).get(`/api/unavailable/list/${pedro.id}`)).body;
    const scheduleOf = async () =>
      Promise.all(
        [`/api/hour/week/${pedro.id}`, `/api/hour/day-off/list/${pedro.id}`, `/api/unavailable/list/${pedro.id}`].map(
          async (url) => (await t.as(pedro).get(url)).body,
        ),
      );
    const before = await scheduleOf();
    const range = { userId: pedro.id, from: day, to: t.daysFromToday(4) };

    const writes = [
      t.as(owner).put(`/api/hour/week/${pedro.id}/1`, { open: false }),
      t.as(owner).post(`/api/hour/week/${pedro.id}/copy`, { from: 0, to: [1] }),
      t.as(owner).post(`/api/hour/day-off/vinculate/${pedro.id}/2`),
      t.as(owner).post(`/api/hour/day-off/un-vinculate/${pedro.id}/0`),
      t.as(owner).post('/api/unavailable/create', { userId: pedro.id, ...day, hour: 1100 }),
      t.as(owner).post('/api/unavailable/range', range),
      t.as(owner).delete(`/api/unavailable/delete/${entry.id}`),
      t.as(owner).post(`/api/unavailable/delete/${pedro.id}/${day.day}/${day.month}/${day.year}`),
      t.as(owner).post('/api/unavailable/range/delete', range),
    ];
    for (const response of await Promise.all(writes)) expect([response.status, response.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await scheduleOf()).toEqual(before);
  });

  it("keeps hours and blocked times each barber's own, the owner's included", async () => {
    const blocked = await t.as(owner).post('/api/appointment/deactivate', { ...day, hours: [1000], userId: pedro.id });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) });
    expect((await t.as(owner).get(timelineOf(pedro))).body.days[0].slots.find((slot: { hour: number }) => slot.hour === 1000).state).not.toBe(
      'blocked',
    );
  });
});
