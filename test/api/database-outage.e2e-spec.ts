import { PostgresProcess } from '../support/postgres-process';
import { TestApp } from '../support/test-app';

const PORT = 55000 + Number(process.env.JEST_WORKER_ID ?? 1);

describe('when the database goes away and comes back', () => {
  let database: PostgresProcess;
  let t: TestApp;

  beforeAll(async () => {
    database = await PostgresProcess.start(PORT);
    t = await TestApp.startOn(database.url);
  });
  afterAll(async () => {
    await t.close();
    await database.shutdown();
  });

  it('answers 503 on /api/health while it is down, keeps running, and recovers once it is back', async () => {
    expect((await t.get('/api/health')).status).toBe(200);

    await database.stop();
    const down = await t.get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Banco de dados indisponível.' });
    const listing = await t.get('/api/auth');
    expect(listing.status).toBe(500);
    expect(listing.body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno. Tente novamente.' });

    await database.resume();
    expect((await t.get('/api/health')).status).toBe(200);
    expect((await t.get('/api/auth')).status).toBe(200);
  });
});
