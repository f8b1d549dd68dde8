import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

describe('platform endpoints and error handling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ SHOP_NAME: 'Barbearia Teste', SHOP_WHATSAPP_URL: '', BOOKING_WINDOW_DAYS: '30' });
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 while the database answers', async () => {
    const response = await t.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', backup: { lastSuccessAt: null, failing: false } });
  });

  it('GET /api/shop gives the shop settings and today in the shop time zone', async () => {
    const response = await t.get('/api/shop');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'Barbearia Teste',
      instagramUrl: 'https://www.instagram.com/',
      whatsappUrl: null,
      timezone: 'America/Sao_Paulo',
      today: t.daysFromToday(0),
      bookingWindowDays: 30,
      lastBookableDate: t.daysFromToday(30),
      clientDataRetentionMonths: null,
      waitlistOfferMinutes: 10,
    });
  });

  it('answers unknown /api paths with a 404 JSON error body', async () => {
    const response = await t.get('/api/nao-existe');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR and no stack trace', async () => {
    const response = await t.request('POST', '/api/appointment/create', '{"clientName": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Dados inválidos.' });
  });

  it('sends security headers', async () => {
    const response = await t.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('sends Cache-Control: no-store on every API answer, public, admin and error alike', async () => {
    const { barber, corte: job, day } = await standardShop(t);
    const answers = {
      shop: await t.get('/api/shop'),
      barbers: await t.get('/api/auth'),
      services: await t.get(`/api/job/listByUser/${barber.id}`),
      availability: await t.get(`/api/availability?userId=${barber.id}&jobId=${job.id}&day=${day.day}&month=${day.month}&year=${day.year}`),
      booking: await t.post('/api/appointment/create', {
        clientName: 'Maria Souza',
        clientContact: '11987654321',
        hour: 1000,
        ...day,
        jobId: job.id,
        userId: barber.id,
      }),
      lookup: await t.get('/api/appointment/consultByClientContact/11987654321'),
      agenda: await t.as(barber).get(`/api/appointment/get/user/${barber.id}`),
      account: await t.as(barber).get('/api/auth/me'),
      notFound: await t.get('/api/nao-existe'),
      invalid: await t.post('/api/appointment/create', {}),
      unauthorized: await t.get('/api/auth/me'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect({ name, status: response.status < 500, cacheControl: response.headers['cache-control'] }).toEqual({
        name,
        status: true,
        cacheControl: 'no-store',
      });
    }
  });

  it('publishes the OpenAPI document listing the booking calls', async () => {
    const response = await t.get('/api/docs-json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/availability', '/api/appointment/create', '/api/appointment/verifyExist']),
    );
  });
});

describe('client addresses behind a reverse proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the address the proxy appended, not one the client forged in front of it', async () => {
    await t.reset();
    await t.request('POST', '/api/auth/login', { username: 'ninguem', password: 'errada' }, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    const [row] = await t.orm.em.getConnection().execute<{ address: string }[]>('select address from login_failure');
    expect(row.address).toBe('203.0.113.9');
  });
});
