import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { freePort } from '../support/free-port';
import { PostgresProcess } from '../support/postgres-process';
import { ShopBuilder } from '../support/shop-builder';
import { ApiResponse, TestApp } from '../support/test-app';

const UNAVAILABLE = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' };

describe('when the database goes away and comes back', () => {
  let database: PostgresProcess;
  let t: TestApp;
  let barber: Barber;
  let job: Service;

  beforeAll(async () => {
    database = await PostgresProcess.start(await freePort());
    t = await TestApp.startOn(database.url);
    const shop = new ShopBuilder(t);
    barber = await shop.barber({ username: 'joao' });
    job = await shop.job(barber);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await database?.shutdown();
  });

  /** Every kind of call: public reads, public writes, login, and the barber's own calls. */
  const calls = (): [string, () => Promise<ApiResponse>][] => {
    const day = t.daysFromToday(3);
    const slot = { clientContact: '11987654321', hour: 1000, ...day, jobId: job.id, userId: barber.id };
    return [
      ['GET /api/health', () => t.get('/api/health')],
      ['GET /api/auth', () => t.get('/api/auth')],
      ['GET /api/auth/:id', () => t.get(`/api/auth/${barber.id}`)],
      ['GET /api/job/listByUser/:id', () => t.get(`/api/job/listByUser/${barber.id}`)],
      [
        'GET /api/availability',
        () => t.get(`/api/availability?userId=${barber.id}&jobId=${job.id}&day=${day.day}&month=${day.month}&year=${day.year}`),
      ],
      ['POST /api/appointment/create', () => t.post('/api/appointment/create', { ...slot, clientName: 'Maria Souza' })],
      ['POST /api/appointment/verifyExist', () => t.post('/api/appointment/verifyExist', slot)],
      ['GET /api/appointment/consultByClientContact/:contact', () => t.get('/api/appointment/consultByClientContact/11987654321')],
      ['POST /api/auth/login', () => t.post('/api/auth/login', { username: 'joao', password: 'qualquer-senha' })],
      ['GET /api/auth/me (admin)', () => t.as(barber).get('/api/auth/me')],
      ['GET /api/appointment/get/user/:id (admin)', () => t.as(barber).get(`/api/appointment/get/user/${barber.id}`)],
      ['POST /api/job/create/:userId (admin)', () => t.as(barber).post(`/api/job/create/${barber.id}`, { name: 'Barba', value: 25 })],
    ];
  };

  it('answers 503 with Retry-After on every call that needs it while it is down, keeps running, and recovers once it is back', async () => {
    expect((await t.get('/api/health')).status).toBe(200);

    await database.stop();
    for (const [name, call] of calls()) {
      const response = await call();
      expect({ name, status: response.status, body: response.body, retryAfter: response.headers['retry-after'] }).toEqual({
        name,
        status: 503,
        body: UNAVAILABLE,
        retryAfter: '5',
      });
    }
    expect((await t.get('/api/shop')).status).toBe(200);

    await database.resume();
    expect((await t.get('/api/health')).status).toBe(200);
    expect((await t.get('/api/auth')).status).toBe(200);
    expect((await t.get(`/api/job/listByUser/${barber.id}`)).status).toBe(200);
    expect((await t.as(barber).get('/api/auth/me')).status).toBe(200);
  });
});
