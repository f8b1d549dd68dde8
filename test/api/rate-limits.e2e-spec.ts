import { Logger } from '@nestjs/common';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { RateLimiter } from '../../backend/src/shared/rate-limit/rate-limiter';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { ApiResponse, PRODUCT_RATE_LIMITS, TestApp } from '../support/test-app';

/**
 * The windows are fixed and aligned to the epoch (every hour is also a 10-minute boundary), so a count restarts at
 * each boundary by design. A test that counts up to a limit starts at least 30 s before the next boundary, or else
 * waits for it: CI once saw the 601st availability call answered 200 because the 600 calls straddled one.
 */
async function clearOfWindowBoundary(windowSeconds = 600, marginSeconds = 30): Promise<void> {
  const secondsLeft = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (secondsLeft < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
}

/** The anonymous-call limits with the product's defaults, counted per client address in PostgreSQL. */
describe('rate limits on anonymous calls', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let corte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start(PRODUCT_RATE_LIMITS);
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    await clearOfWindowBoundary();
    ({ barber, corte, day } = await standardShop(t));
  }, 60_000);
  afterAll(() => t.close());

  /** The n-th booking of a test: its own time and its own client, so only the rate limit can refuse it. */
  const bookingBody = (n: number) => ({
    clientName: 'Cliente Teste',
    clientContact: `119876500${String(n).padStart(2, '0')}`,
    hour: 800 + Math.floor(n / 2) * 100 + (n % 2) * 30,
    ...day,
    jobId: corte.id,
    userId: barber.id,
  });
  const availabilityUrl = () => `/api/availability?userId=${barber.id}&jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`;
  const verifyBody = () => ({ clientContact: '11987654321', ...day, hour: 800, userId: barber.id, jobId: corte.id });
  const storedAppointments = async () => Number((await t.orm.em.getConnection().execute('select count(*) as n from appointment'))[0].n);

  function expectTooManyRequests(response: ApiResponse, maxWaitSeconds: number): void {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Aguarde') });
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
  }

  describe('POST /api/appointment/create: 10 an hour per address', () => {
    it('books 10 times, then answers 429 with Retry-After and stores nothing more', async () => {
      const from = t.from('203.0.113.10');
      for (let n = 0; n < 10; n++) expect((await from.post('/api/appointment/create', bookingBody(n))).status).toBe(200);

      expectTooManyRequests(await from.post('/api/appointment/create', bookingBody(10)), 3600);
      expect(await storedAppointments()).toBe(10);
    });

    it('counts each address on its own', async () => {
      for (let n = 0; n < 10; n++) await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(n));
      expect((await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(10))).status).toBe(429);
      expect((await t.from('198.51.100.7').post('/api/appointment/create', bookingBody(11))).status).toBe(200);
    });

    it('counts an IPv6 client by its /64: other addresses of the same network are refused, another /64 is not', async () => {
      for (let n = 0; n < 10; n++) expect((await t.from('2001:db8:a:b::10').post('/api/appointment/create', bookingBody(n))).status).toBe(200);

      expectTooManyRequests(await t.from('2001:db8:a:b::11').post('/api/appointment/create', bookingBody(10)), 3600);
      expectTooManyRequests(await t.from('2001:db8:a:b::12').post('/api/appointment/create', bookingBody(11)), 3600);
      expectTooManyRequests(await t.from('2001:db8:a:b:ffff:ffff:ffff:ffff').post('/api/appointment/create', bookingBody(12)), 3600);
      expect(await storedAppointments()).toBe(10);
      expect((await t.from('2001:db8:a:c::10').post('/api/appointment/create', bookingBody(13))).status).toBe(200);
    });

    it('counts an IPv4 client written as an IPv4-mapped IPv6 address as that IPv4 address', async () => {
      for (let n = 0; n < 10; n++) expect((await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(n))).status).toBe(200);
      expectTooManyRequests(await t.from('::ffff:203.0.113.10').post('/api/appointment/create', bookingBody(10)), 3600);
    });

    it('lets exactly 10 of 16 simultaneous calls through', async () => {
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, n) => t.from('203.0.113.10').post('/api/appointment/create', bookingBody(n))),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    });

    it('holds across two app instances sharing the database', async () => {
      const other = await TestApp.start(PRODUCT_RATE_LIMITS);
      try {
        for (let n = 0; n < 6; n++) expect((await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(n))).status).toBe(200);
        for (let n = 6; n < 10; n++) expect((await other.from('203.0.113.10').post('/api/appointment/create', bookingBody(n))).status).toBe(200);
        expectTooManyRequests(await other.from('203.0.113.10').post('/api/appointment/create', bookingBody(10)), 3600);
        expectTooManyRequests(await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(11)), 3600);
      } finally {
        await other.close();
      }
    });

    it('counts calls that fail validation too, so malformed floods are limited as well', async () => {
      for (let n = 0; n < 10; n++) expect((await t.from('203.0.113.10').post('/api/appointment/create', {})).status).toBe(400);
      expect((await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(0))).status).toBe(429);
    });
  });

  describe('verifyExist and the lookup by contact: 60 together per 10 minutes per address', () => {
    it('answers 429 on the 61st call of either, then on both', async () => {
      const from = t.from('203.0.113.20');
      for (let n = 0; n < 30; n++) expect((await from.post('/api/appointment/verifyExist', verifyBody())).status).toBe(200);
      for (let n = 0; n < 30; n++) expect((await from.get('/api/appointment/consultByClientContact/11987654321')).status).toBe(200);

      expectTooManyRequests(await from.get('/api/appointment/consultByClientContact/11987654321'), 600);
      expectTooManyRequests(await from.post('/api/appointment/verifyExist', verifyBody()), 600);
      expect((await t.from('203.0.113.21').get('/api/appointment/consultByClientContact/11987654321')).status).toBe(200);
    });

    it('counts the look-ups of an IPv6 /64 together', async () => {
      for (let n = 0; n < 60; n++) {
        expect((await t.from(`2001:db8:a:b::${(n % 3) + 1}`).get('/api/appointment/consultByClientContact/11987654321')).status).toBe(200);
      }
      expectTooManyRequests(await t.from('2001:db8:a:b::99').get('/api/appointment/consultByClientContact/11987654321'), 600);
    });
  });

  describe('GET /api/availability: 600 per 10 minutes per address, counted in memory and reconciled in PostgreSQL', () => {
    /** Calls another instance counted for `address` in this window (and the next, should it start meanwhile). */
    const countedElsewhere = (address: string, hits: number) =>
      t.orm.em.getConnection().execute(
        `insert into rate_limit_counter (bucket, address, window_start, expires_at, hits)
         select 'availability', ?, w, w + interval '10 minutes', ?
           from generate_series(to_timestamp(floor(extract(epoch from now()) / 600) * 600), now() + interval '10 minutes', interval '10 minutes') w`,
        [address, hits],
      );
    const sharedCount = async (address: string) =>
      (
        await t.orm.em
          .getConnection()
          .execute<{ hits: number }[]>(
            "select hits from rate_limit_counter where bucket = 'availability' and address = ? and window_start <= now() order by window_start desc limit 1",
            [address],
          )
      )[0]?.hits ?? 0;
    const reconcile = () => t.app.get(RateLimiter).reconcile();

    // That a call costs no statement of its own: query-counts.e2e-spec.ts.
    it('answers 429 with Retry-After on the 601st call of an address, and the shared count gets all 600', async () => {
      const from = t.from('203.0.113.30');
      const answers = [];
      for (let n = 0; n < 600; n++) answers.push((await from.get(availabilityUrl())).status);
      expect(answers.filter((status) => status === 200)).toHaveLength(600);

      expectTooManyRequests(await from.get(availabilityUrl()), 600);
      expect((await t.from('203.0.113.31').get(availabilityUrl())).status).toBe(200);
      await reconcile();
      expect(await sharedCount('203.0.113.30')).toBe(600);
    });

    it("adds its calls to the shared count at each reconciliation and then counts the other instances' calls too", async () => {
      await countedElsewhere('203.0.113.30', 598);
      const from = t.from('203.0.113.30');
      expect((await from.get(availabilityUrl())).status).toBe(200);
      await reconcile();
      expect(await sharedCount('203.0.113.30')).toBe(599);

      expect((await from.get(availabilityUrl())).status).toBe(200);
      expectTooManyRequests(await from.get(availabilityUrl()), 600);
      await reconcile();
      expect(await sharedCount('203.0.113.30')).toBe(600);
    });

    it('holds across two app instances sharing the database, from one reconciliation to the next', async () => {
      const other = await TestApp.start(PRODUCT_RATE_LIMITS);
      try {
        await countedElsewhere('203.0.113.33', 590);
        for (let n = 0; n < 5; n++) expect((await t.from('203.0.113.33').get(availabilityUrl())).status).toBe(200);
        for (let n = 0; n < 5; n++) expect((await other.from('203.0.113.33').get(availabilityUrl())).status).toBe(200);
        await reconcile();
        await other.app.get(RateLimiter).reconcile();
        await reconcile();
        expect(await sharedCount('203.0.113.33')).toBe(600);

        expectTooManyRequests(await t.from('203.0.113.33').get(availabilityUrl()), 600);
        expectTooManyRequests(await other.from('203.0.113.33').get(availabilityUrl()), 600);
      } finally {
        await other.close();
      }
    });

    it('sends the calls counted in memory to PostgreSQL as an instance shuts down', async () => {
      const other = await TestApp.start(PRODUCT_RATE_LIMITS);
      try {
        for (let n = 0; n < 3; n++) expect((await other.from('203.0.113.34').get(availabilityUrl())).status).toBe(200);
      } finally {
        await other.close();
      }
      expect(await sharedCount('203.0.113.34')).toBe(3);
    });

    it('counts the calls of an IPv6 /64 together', async () => {
      await countedElsewhere('2001:db8:a:b::/64', 599);
      expect((await t.from('2001:db8:a:b::1').get(availabilityUrl())).status).toBe(200);
      await reconcile();

      expectTooManyRequests(await t.from('2001:db8:a:b::2').get(availabilityUrl()), 600);
      expect((await t.from('2001:db8:a:c::1').get(availabilityUrl())).status).toBe(200);
    });

    it('counts the month calendar (GET /api/availability/month) against the same limit', async () => {
      const monthUrl = `/api/availability/month?userId=${barber.id}&jobId=${corte.id}&month=${day.month}&year=${day.year}`;
      await countedElsewhere('203.0.113.32', 599);
      const from = t.from('203.0.113.32');
      expect((await from.get(monthUrl)).status).toBe(200);
      await reconcile();

      expectTooManyRequests(await from.get(monthUrl), 600);
      expectTooManyRequests(await from.get(availabilityUrl()), 600);
    });
  });

  describe('the manage link: 120 per 10 minutes per address, every call of it together', () => {
    it('answers 429 on the 121st call, a wrong token counted like a right one', async () => {
      const { token } = await shop.clientBooking(corte, day, 1000);
      await t.orm.em.getConnection().execute(
        `insert into rate_limit_counter (bucket, address, window_start, expires_at, hits)
         select 'manage', '203.0.113.40', w, w + interval '10 minutes', 118
           from generate_series(to_timestamp(floor(extract(epoch from now()) / 600) * 600), now() + interval '10 minutes', interval '10 minutes') w`,
      );
      const from = t.from('203.0.113.40');
      expect((await from.get(`/api/appointment/manage/${'A'.repeat(43)}`)).status).toBe(404);
      expect((await from.get(`/api/appointment/manage/${token}/calendar.ics`)).status).toBe(200);

      expectTooManyRequests(await from.get(`/api/appointment/manage/${token}`), 600);
      expectTooManyRequests(await from.post(`/api/appointment/manage/${token}/cancel`), 600);
      expect((await t.from('203.0.113.41').get(`/api/appointment/manage/${token}`)).status).toBe(200);
    });
  });

  it('a new window starts fresh, and counters of ended windows are pruned', async () => {
    for (let n = 0; n < 10; n++) await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(n));
    await t.orm.em
      .getConnection()
      .execute("update rate_limit_counter set window_start = window_start - interval '2 hours', expires_at = expires_at - interval '2 hours'");

    expect((await t.from('203.0.113.10').post('/api/appointment/create', bookingBody(10))).status).toBe(200);
    expect(await t.app.get(RateLimiter).pruneExpired()).toBe(1);
  });
});

describe('RATE_LIMITS=off (load tests)', () => {
  it('lets every anonymous call through, and warns about it at start', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const t = await TestApp.start({ RATE_LIMITS: 'off', RATE_LIMIT_BOOKING: '1/1h', RATE_LIMIT_LOOKUP: '1/1h', RATE_LIMIT_AVAILABILITY: '1/1h' });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('RATE_LIMITS=off'));
      const { barber, corte: job } = await standardShop(t, { barber: { username: undefined } });
      const day = t.daysFromToday(2);
      for (const hour of [800, 900, 1000]) {
        const body = { clientName: 'Cliente Teste', clientContact: `1198765${hour}`, hour, ...day, jobId: job.id, userId: barber.id };
        expect((await t.post('/api/appointment/create', body)).status).toBe(200);
        expect((await t.get(`/api/appointment/consultByClientContact/1198765${hour}`)).status).toBe(200);
        expect((await t.get(`/api/availability?userId=${barber.id}&jobId=${job.id}&day=${day.day}&month=${day.month}&year=${day.year}`)).status).toBe(
          200,
        );
      }
      const counters = await t.orm.em.getConnection().execute('select count(*)::int as n from rate_limit_counter');
      expect(counters[0].n).toBe(0);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
