import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { addDays, toIsoDate, weekdayOf } from '../../backend/src/shared/time/local-date';
import { freshDatabase } from '../support/fresh-database';
import { TestApp } from '../support/test-app';

const BEFORE_WEEKLY_HOURS = 'Migration20261125400000_client_privacy';
const DEFAULT_HOURS = [
  730, 800, 830, 900, 930, 1000, 1030, 1100, 1130, 1200, 1230, 1300, 1330, 1400, 1430, 1500, 1530, 1600, 1630, 1700, 1730, 1800, 1830, 1900, 1930,
];

/**
 * The working-week migration on data of the model before it (one on/off flag per time, the same
 * every weekday): every barber keeps exactly the hours and weekdays off clients were offered.
 */
describe('Migration20261126100000_weekly_hours', () => {
  let databaseUrl: string;
  let t: TestApp | undefined;
  const ana = randomUUID();
  const bruno = randomUUID();

  beforeAll(async () => {
    databaseUrl = await freshDatabase('migration');
    const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
    try {
      await orm.getMigrator().up({ to: BEFORE_WEEKLY_HOURS });
      const connection = orm.em.getConnection();
      for (const [id, username] of [
        [ana, 'ana'],
        [bruno, 'bruno'],
      ]) {
        await connection.execute(`insert into barber (id, username, username_key, password_hash, role) values (?, ?, ?, 'x', 'barber')`, [
          id,
          username,
          username,
        ]);
      }
      // Ana: the defaults with lunch (12:00, 12:30) and 19:30 switched off, Sundays off. Bruno: two times, 18:00 off, no weekday off.
      for (const hour of DEFAULT_HOURS) {
        await connection.execute('insert into hour_slot (id, barber_id, hour, available) values (?, ?, ?, ?)', [
          randomUUID(),
          ana,
          hour,
          ![1200, 1230, 1930].includes(hour),
        ]);
      }
      await connection.execute('insert into weekday_off (barber_id, weekday) values (?, 0)', [ana]);
      await connection.execute(
        `insert into hour_slot (id, barber_id, hour, available) values (?, ?, 1700, true), (?, ?, 1730, true), (?, ?, 1800, false)`,
        [randomUUID(), bruno, randomUUID(), bruno, randomUUID(), bruno],
      );
    } finally {
      await orm.close();
    }
    t = await TestApp.startOn(databaseUrl);
  }, 120_000);
  afterAll(() => t?.close());

  const app = () => t as TestApp;

  it('opens each switched-on time on every weekday and a switched-off one on none', async () => {
    const rows = await app()
      .orm.em.getConnection()
      .execute<{ barber_id: string; hour: number; open_weekdays: number[] }[]>('select barber_id, hour, open_weekdays from hour_slot order by hour');
    const openOf = (barberId: string) => rows.filter((row) => row.barber_id === barberId).map((row) => [row.hour, row.open_weekdays]);
    expect(openOf(bruno)).toEqual([
      [1700, [0, 1, 2, 3, 4, 5, 6]],
      [1730, [0, 1, 2, 3, 4, 5, 6]],
      [1800, []],
    ]);
    expect(openOf(ana)).toHaveLength(25);
    expect(
      openOf(ana)
        .filter(([, weekdays]) => (weekdays as number[]).length === 0)
        .map(([hour]) => hour),
    ).toEqual([1200, 1230, 1930]);
  });

  it('gives every weekday the same working hours, the old gaps as breaks, the weekdays off kept', async () => {
    const week = await app().as({ id: ana }).get(`/api/hour/week/${ana}`);
    expect(week.status).toBe(200);
    expect(week.body.days).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        open: weekday !== 0,
        hours: { start: 730, end: 1930, breaks: [{ start: 1200, end: 1300 }] },
      })),
    );
    expect((await app().as({ id: ana }).get(`/api/hour/day-off/list/${ana}`)).body).toEqual([0]);
    expect(
      (await app().as({ id: bruno }).get('/api/hour/list')).body.map((slot: { hour: number; available: boolean }) => [slot.hour, slot.available]),
    ).toEqual([
      [1700, true],
      [1730, true],
      [1800, false],
    ]);
  });

  it('offers clients the same times as before on every day of a week', async () => {
    const connection = app().orm.em.getConnection();
    const jobId = randomUUID();
    await connection.execute(`insert into job (id, barber_id, name, value_cents) values (?, ?, 'Corte', 3500)`, [jobId, ana]);
    const expected = DEFAULT_HOURS.filter((hour) => ![1200, 1230, 1930].includes(hour));
    for (let days = 2; days < 9; days++) {
      const date = addDays(app().daysFromToday(0), days);
      const response = await app().get(`/api/availability?userId=${ana}&jobId=${jobId}&day=${date.day}&month=${date.month}&year=${date.year}`);
      expect([toIsoDate(date), response.body.slots.map((slot: { hour: number }) => slot.hour)]).toEqual([
        toIsoDate(date),
        weekdayOf(date) === 0 ? [] : expected,
      ]);
    }
  });
});
