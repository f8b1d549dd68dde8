import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

/**
 * The SQL statements a request sends, however many appointments there are: nothing runs per row.
 * Counted at the MikroORM connection (transaction control and savepoints go around it).
 */
describe('queries per request', () => {
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
    ({ barber, corte, combo, day } = await standardShop(t, {
      barber: { services: { corte: CORTE, combo: { name: 'Corte + Barba', doubleTime: true } } },
    }));
    for (const hour of [800, 900, 1000, 1100]) await shop.appointment(hour % 200 === 0 ? corte : combo, day, hour);
  });
  afterAll(() => t.close());

  async function statementsOf(request: () => Promise<{ status: number }>): Promise<string[]> {
    const connection = t.orm.em.getConnection();
    const spy = jest.spyOn(connection, 'execute');
    try {
      const response = await request();
      expect(response.status).toBe(200);
      return spy.mock.calls.map(([sql]) => (typeof sql === 'string' ? sql : sql.toQuery()));
    } finally {
      spy.mockRestore();
    }
  }

  it('GET /api/availability: one statement, the service with the day snapshot; its rate limit counts in memory', async () => {
    const statements = await statementsOf(() =>
      t.get(`/api/availability?userId=${barber.id}&jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/as service,[\s\S]*as booked/);
  });

  it('GET /api/availability/month: the service and the one-query month snapshot, not one query per day', async () => {
    const statements = await statementsOf(() =>
      t.get(`/api/availability/month?userId=${barber.id}&jobId=${combo.id}&month=${day.month}&year=${day.year}`),
    );
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from "job"/);
    expect(statements[1]).toMatch(/as booked/);
  });

  it('POST /api/appointment/create: rate-limit counter, day lock, service with the snapshot, contact lock and count, the deposit terms, insert; the answer reads nothing again', async () => {
    const statements = await statementsOf(() =>
      t.post('/api/appointment/create', {
        ...day,
        hour: 1400,
        jobId: corte.id,
        userId: barber.id,
        clientName: 'Maria Souza',
        clientContact: '11987654321',
      }),
    );
    expect(statements).toHaveLength(7);
    expect(statements[0]).toMatch(/rate_limit_counter/);
    expect(statements[1]).toMatch(/pg_advisory_xact_lock/);
    expect(statements[2]).toMatch(/as service,[\s\S]*as barber_username/);
    expect(statements[3]).toMatch(/pg_advisory_xact_lock\(hashtextextended\('contact:'/);
    expect(statements[4]).toMatch(/client_contact_key = contact_key/);
    // The shop's deposit terms: none set, so nothing more is read (with terms, one statement reads the contact's history).
    expect(statements[5]).toMatch(/from "payment_settings"/);
    expect(statements[6]).toMatch(/^insert into "appointment"/);
  });

  it('GET the admin month listing: the appointments, their services and barbers in bulk', async () => {
    const statements = await statementsOf(() => t.as(barber).get(`/api/appointment/admin/get/month/${day.month}/${barber.id}?year=${day.year}`));
    // The bearer token's barber, the month's appointments, their services, their barbers' usernames,
    // the future bookings each appointment's contact holds (one query for all of them)
    // and their clients' no-shows (one grouped query for the whole month, shown on each card).
    expect(statements).toHaveLength(6);
    expect(statements.filter((sql) => /client_contact_key = a\.client_contact_key/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /attendance = 'no_show'/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /barber_photo/.test(sql))).toEqual([]);
  });
});
