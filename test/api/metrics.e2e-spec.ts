import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { RateLimiter } from '../../backend/src/shared/rate-limit/rate-limiter';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { ApiResponse, TEST_PUSH_ORIGIN, TestApp } from '../support/test-app';

const METRICS_TOKEN = 'token-de-metricas-de-teste-0123456789abcdef';
const scrapeWith = (t: TestApp, authorization?: string, from = '127.0.0.1') =>
  t.request('GET', '/api/metrics', undefined, authorization === undefined ? {} : { authorization }, from);

/** The samples of a Prometheus text exposition, by series as printed: `name{label="value",...}`. */
function samplesOf(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

describe('GET /api/metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await TestApp.start({ METRICS_TOKEN: undefined });
    });
    afterAll(() => t.close());

    it('answers 404 as an unknown /api path does, with or without a bearer token', async () => {
      const unknown = await t.get('/api/nada-aqui');
      for (const response of [await scrapeWith(t), await scrapeWith(t, `Bearer ${METRICS_TOKEN}`)]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual(unknown.body);
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    let shop: ShopBuilder;
    let barber: Barber;
    let corte: Service;
    let day: LocalDate;

    beforeAll(async () => {
      t = await TestApp.start({ METRICS_TOKEN, RATE_LIMIT_AVAILABILITY: '1/1h' });
      shop = new ShopBuilder(t);
    });
    beforeEach(async () => {
      ({ barber, corte, day } = await standardShop(t));
    });
    afterAll(() => t.close());

    const scrape = async (from?: string): Promise<{ text: string; samples: Map<string, number> }> => {
      const response = await scrapeWith(t, `Bearer ${METRICS_TOKEN}`, from);
      expect(response.status).toBe(200);
      return { text: response.body as string, samples: samplesOf(response.body as string) };
    };
    /** How much each series grew while `act` ran (0 for a series that did not exist before). */
    const growthDuring = async (act: () => Promise<unknown>): Promise<(series: string) => number> => {
      const before = (await scrape()).samples;
      await act();
      const after = (await scrape()).samples;
      return (series) => (after.get(series) ?? 0) - (before.get(series) ?? 0);
    };
    const bookOnline = (hour: number, client = { clientName: 'Maria Souza', clientContact: '11987654321' }) =>
      t.post('/api/appointment/create', { ...client, hour, ...day, jobId: corte.id, userId: barber.id });
    const expectUnauthorized = (response: ApiResponse) => {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
    };

    it('answers 401 with the error body to a missing, wrong or differently-sent token', async () => {
      expectUnauthorized(await scrapeWith(t));
      expectUnauthorized(await scrapeWith(t, 'Bearer errado'));
      expectUnauthorized(await scrapeWith(t, `Bearer ${METRICS_TOKEN}x`));
      expectUnauthorized(await scrapeWith(t, `Bearer ${METRICS_TOKEN.slice(0, -1)}`));
      expectUnauthorized(await scrapeWith(t, `Basic ${METRICS_TOKEN}`));
      expectUnauthorized(await scrapeWith(t, METRICS_TOKEN));
      // A barber's session is no metrics token.
      expectUnauthorized(await t.as(barber).get('/api/metrics'));
    });

    it('serves the Prometheus text: process, event loop, database pool and job queue', async () => {
      const response = await scrapeWith(t, `Bearer ${METRICS_TOKEN}`);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const samples = samplesOf(response.body as string);
      expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(samples.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(samples.get('barbearia_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(samples.get('barbearia_db_pool_waiting_requests')).toBe(0);
      expect(samples.get('barbearia_queue_waiting_jobs{queue="push-messages"}')).toBeGreaterThanOrEqual(0);
      expect(samples.get('barbearia_queue_oldest_waiting_job_age_seconds{queue="appointment-reminders"}')).toBeGreaterThanOrEqual(0);
      expect(samples.get('barbearia_pushes_queued_total')).toBeGreaterThanOrEqual(0);
    });

    it('counts a booking and a cancel by the client, and a booking, a move and a delete by the barber', async () => {
      let booked: ApiResponse | undefined;
      const growth = await growthDuring(async () => {
        booked = await bookOnline(1000);
        expect(booked.status).toBe(200);
        expect((await t.post(`/api/appointment/manage/${booked.body.manageToken}/cancel`)).status).toBe(200);
      });
      expect(growth('barbearia_bookings_created_total{by="client"}')).toBe(1);
      expect(growth('barbearia_bookings_cancelled_total{by="client"}')).toBe(1);
      expect(growth('barbearia_bookings_created_total{by="barber"}')).toBe(0);
      expect(growth('barbearia_http_requests_total{method="POST",route="/api/appointment/create",status="200"}')).toBe(1);
      expect(growth('barbearia_http_request_duration_seconds_count{method="POST",route="/api/appointment/create",status="200"}')).toBe(1);
      expect(growth('barbearia_http_requests_total{method="POST",route="/api/appointment/manage/:token/cancel",status="200"}')).toBe(1);

      const admin = t.as(barber);
      const byBarber = await growthDuring(async () => {
        const created = await admin.post('/api/appointment/admin/create', {
          clientName: 'Pedro Lima',
          clientContact: '11912345678',
          hour: 1100,
          ...day,
          jobId: corte.id,
          userId: barber.id,
        });
        expect(created.status).toBe(200);
        const moved = await admin.put('/api/appointment/admin/update', {
          id: created.body.id,
          clientName: 'Pedro Lima',
          clientContact: '11912345678',
          hour: 1400,
          ...day,
          jobId: corte.id,
          userId: barber.id,
        });
        expect(moved.status).toBe(200);
        expect((await admin.delete(`/api/appointment/admin/delete/trash/${created.body.id}`)).status).toBe(200);
      });
      expect(byBarber('barbearia_bookings_created_total{by="barber"}')).toBe(1);
      expect(byBarber('barbearia_bookings_moved_total{by="barber"}')).toBe(1);
      expect(byBarber('barbearia_bookings_cancelled_total{by="barber"}')).toBe(1);
      expect(byBarber('barbearia_bookings_cancelled_total{by="client"}')).toBe(0);
    });

    it('counts a no-show once, however often the mark is set again', async () => {
      const past = await shop.appointment(corte, t.daysFromToday(-1), 1000);
      const mark = (attendance: string | null) => t.as(barber).put(`/api/appointment/admin/attendance/${past.id}`, { attendance });
      const growth = await growthDuring(async () => {
        expect((await mark('no_show')).status).toBe(200);
        expect((await mark('no_show')).status).toBe(200);
        expect((await mark('attended')).status).toBe(200);
      });
      expect(growth('barbearia_no_shows_total')).toBe(1);
    });

    it('counts login failures and rate-limit refusals, and a scrape is never limited nor counted against a limit', async () => {
      const address = '198.51.100.7';
      const availability = () =>
        t.from(address).get(`/api/availability?userId=${barber.id}&jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`);
      const growth = await growthDuring(async () => {
        expect((await t.post('/api/auth/login', { username: 'joao', password: 'senha-errada' })).status).toBe(401);
        expect((await availability()).status).toBe(200);
        expect((await availability()).status).toBe(429);
      });
      expect(growth('barbearia_login_failures_total')).toBe(1);
      expect(growth('barbearia_rate_limit_refusals_total{limit="availability"}')).toBe(1);

      // The availability call counted in memory reaches the shared counters now, not during the scrapes.
      await t.app.get(RateLimiter).reconcile();
      const rowsBefore = await t.orm.em.getConnection().execute('select bucket, address, hits from rate_limit_counter order by bucket, address');
      for (let i = 0; i < 20; i += 1) await scrape(address);
      const rowsAfter = await t.orm.em.getConnection().execute('select bucket, address, hits from rate_limit_counter order by bucket, address');
      expect(rowsAfter).toEqual(rowsBefore);
    });

    it('counts a push put in the queue and its failure (nothing listens at the test push service), never its endpoint', async () => {
      const subscription = {
        pushEndpoint: `${TEST_PUSH_ORIGIN}/push/endpoint-secreto-1`,
        pushP256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 3)]).toString('base64url'),
        pushAuth: Buffer.alloc(16, 5).toString('base64url'),
      };
      const before = (await scrape()).samples;
      const grown = (samples: Map<string, number>, series: string) => (samples.get(series) ?? 0) - (before.get(series) ?? 0);
      const booked = await t.post('/api/appointment/create', {
        clientName: 'Maria Souza',
        clientContact: '11987654321',
        hour: 1000,
        ...day,
        jobId: corte.id,
        userId: barber.id,
        ...subscription,
      });
      expect(booked.status).toBe(200);
      let after = (await scrape()).samples;
      for (const deadline = Date.now() + 15_000; grown(after, 'barbearia_pushes_failed_total') < 1 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = (await scrape()).samples;
      }
      expect(grown(after, 'barbearia_pushes_queued_total')).toBe(1);
      expect(grown(after, 'barbearia_pushes_failed_total')).toBeGreaterThanOrEqual(1);
      expect(grown(after, 'barbearia_pushes_sent_total')).toBe(0);
      expect((await scrape()).text).not.toContain('endpoint-secreto');
    });

    it('labels a request by its route pattern: no token, id, name or phone appears anywhere in the output', async () => {
      const clients = [
        { clientName: 'Zuleica Quaresma', clientContact: '11976543210' },
        { clientName: 'Anastácio Venâncio', clientContact: '21965432109' },
      ];
      const booked = [await bookOnline(900, clients[0]), await bookOnline(1500, clients[1])];
      const tokens = booked.map((response) => response.body.manageToken as string);
      expect((await t.get(`/api/appointment/manage/${tokens[0]}`)).status).toBe(200);
      expect((await t.post(`/api/appointment/manage/${tokens[1]}/cancel`)).status).toBe(200);
      expect((await t.get(`/api/appointment/manage/${'A'.repeat(43)}`)).status).toBe(404);
      expect((await t.get(`/api/nada/${clients[0].clientContact}?telefone=${clients[1].clientContact}`)).status).toBe(404);

      const { text, samples } = await scrape();
      expect(samples.get('barbearia_http_requests_total{method="GET",route="/api/appointment/manage/:token",status="200"}')).toBeGreaterThanOrEqual(
        1,
      );
      expect(samples.get('barbearia_http_requests_total{method="GET",route="/api/appointment/manage/:token",status="404"}')).toBeGreaterThanOrEqual(
        1,
      );
      expect(samples.get('barbearia_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
      const personal = [
        ...clients.flatMap(({ clientName, clientContact }) => [...clientName.split(' '), clientContact, clientContact.slice(2)]),
        ...tokens,
        ...booked.map((response) => response.body.id as string),
        barber.id,
        corte.id,
        'joao',
        'nada',
      ];
      for (const value of personal) expect({ value, found: text.includes(value) }).toEqual({ value, found: false });
    });
  });
});
