import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { ApiResponse, TestApp } from '../support/test-app';

describe('no double booking, even under concurrent requests', () => {
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
    ({ barber, corte, combo } = await standardShop(t, { barber: { username: undefined, services: { corte: CORTE, combo: CORTE_E_BARBA } } }));
    day = t.daysFromToday(5);
  });
  afterAll(() => t.close());

  const create = (job: Service, hour: number, index: number) =>
    t.post('/api/appointment/create', {
      clientName: `Cliente ${index}`,
      clientContact: `119000${String(index).padStart(5, '0')}`,
      hour,
      ...day,
      jobId: job.id,
      userId: barber.id,
    });
  const liveRows = async () =>
    (await t.orm.em.getConnection().execute<{ count: string }[]>('select count(*) from appointment where deleted_at is null'))[0].count;
  const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status);

  it('lets exactly one of 50 simultaneous bookings of one slot through; the rest get 409', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => create(corte, 1400, index)));

    expect(statuses(responses).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(responses).filter((status) => status === 409)).toHaveLength(49);
    expect(responses.filter((response) => response.status === 409).every((response) => response.body.code === 'HOUR_CONFLICT')).toBe(true);
    expect(await liveRows()).toBe('1');
  });

  it('lets one booking through when double services race single ones over overlapping slots', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? create(combo, 1000, index) : create(corte, 1030, index))),
    );

    expect(statuses(responses).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(responses).every((status) => status === 200 || status === 409)).toBe(true);
    const codes = new Set(responses.filter((response) => response.status === 409).map((response) => response.body.code));
    expect([...codes].every((code) => ['HOUR_CONFLICT', 'FIRST_HOUR_CONFLICT', 'SECOND_HOUR_CONFLICT'].includes(code))).toBe(true);
    expect(await liveRows()).toBe('1');
  });

  it('never lets a booking and the barber blocking that time both succeed', async () => {
    const token = t.tokenFor(barber.id);
    for (let round = 0; round < 5; round++) {
      const hour = 900 + round * 100;
      const block = t.request(
        'POST',
        '/api/appointment/deactivate',
        { hours: [hour], ...day, userId: barber.id },
        { authorization: `Bearer ${token}` },
      );
      const bookings = Array.from({ length: 5 }, (_, index) => create(corte, hour, round * 10 + index));
      const [blocked, ...booked] = await Promise.all([block, ...bookings]);

      const bookedOk = booked.filter((response) => response.status === 200).length;
      expect(blocked.status === 200 ? bookedOk : 1 - bookedOk).toBe(0);
      expect([200, 409]).toContain(blocked.status);
      expect(booked.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    }
  });

  it('is enforced by the database itself: an overlapping live row is refused, a deleted one is not counted', async () => {
    const first = await shop.appointment(combo, day, 1000);
    await expect(shop.appointment(corte, day, 1030)).rejects.toMatchObject({ code: '23P01' });

    await t.orm.em.getConnection().execute('update appointment set deleted_at = now() where id = ?', [first.id]);
    await expect(shop.appointment(corte, day, 1030)).resolves.toBeDefined();
  });
});
