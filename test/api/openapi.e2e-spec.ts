import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answerGaps } from '../support/openapi/answer-gaps';
import { OpenApiDocument } from '../support/openapi/document';
import { shapeMismatches } from '../support/openapi/shape-mismatches';
import { standardShop } from '../support/standard-shop';
import { ApiResponse, TEST_VAPID_KEYS, TestApp } from '../support/test-app';

const COMMITTED = path.resolve(__dirname, '../../docs/openapi.json');

/** docs/openapi.json is the API's published description; `npm run docs:openapi` rewrites it. */
describe('the OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('in docs/openapi.json matches what the app serves at /api/docs-json', async () => {
    const served = (await t.get('/api/docs-json')).body;
    const text = `${JSON.stringify(served, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(COMMITTED, text);
    expect(JSON.parse(readFileSync(COMMITTED, 'utf8'))).toEqual(served);
  });

  it('lists every public and admin call of the API', async () => {
    const paths = Object.keys((await t.get('/api/docs-json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth',
        '/api/auth/login',
        '/api/job/listByUser/{userId}',
        '/api/job/create/{userId}',
        '/api/hour/create/list/{userId}',
        '/api/unavailable/list/{userId}',
        '/api/availability',
        '/api/appointment/create',
        '/api/appointment/manage/{token}',
        '/api/appointment/manage/{token}/cancel',
        '/api/appointment/manage/{token}/availability',
        '/api/appointment/manage/{token}/calendar.ics',
        '/api/appointment/admin/update',
        '/api/appointment/deactivate',
        '/api/budget/budget/user/{userId}/month/{month}',
      ]),
    );
  });

  it('describes every answer: a schema for each 2xx, the ErrorBody for each error, and the errors each operation can give', async () => {
    const document = (await t.get('/api/docs-json')).body as OpenApiDocument;
    expect(answerGaps(document)).toEqual([]);
  });

  describe('real answers fit the schemas the document gives them', () => {
    let document: OpenApiDocument;

    beforeAll(async () => {
      document = (await t.get('/api/docs-json')).body as OpenApiDocument;
    });

    /** The answer's status is documented for that operation, and its JSON body fits that status's schema. */
    const expectFits = (method: string, template: string, response: ApiResponse) => {
      const operation = `${method.toUpperCase()} ${template}`;
      const documented = document.paths[template]?.[method]?.responses[String(response.status)];
      expect({ [operation]: documented ? response.status : `${response.status} is not documented` }).toEqual({ [operation]: response.status });
      const schema = documented?.content?.['application/json']?.schema ?? {};
      expect(shapeMismatches(response.body, schema, document, `${operation} ${response.status}: body`)).toEqual([]);
    };

    it('for the client booking, the manage link, the agenda, the revenue and their conflicts', async () => {
      const { barber: owner, corte, day } = await standardShop(t, { barber: { username: 'dono', role: 'owner' } });
      const at = `day=${day.day}&month=${day.month}&year=${day.year}`;
      const admin = t.as(owner);
      const booking = { clientName: 'Maria Souza', clientContact: '11987654321', hour: 1000, ...day, jobId: corte.id, userId: owner.id };

      expectFits('get', '/api/shop', await t.get('/api/shop'));
      expectFits('get', '/api/health', await t.get('/api/health'));
      expectFits('get', '/api/auth', await t.get('/api/auth'));
      expectFits('get', '/api/auth/{id}', await t.get(`/api/auth/${owner.id}`));
      expectFits('get', '/api/job/listByUser/{userId}', await t.get(`/api/job/listByUser/${owner.id}`));
      expectFits('get', '/api/availability', await t.get(`/api/availability?userId=${owner.id}&jobId=${corte.id}&${at}`));
      expectFits(
        'get',
        '/api/availability/month',
        await t.get(`/api/availability/month?userId=${owner.id}&jobId=${corte.id}&month=${day.month}&year=${day.year}`),
      );

      const created = await t.post('/api/appointment/create', booking);
      expect(created.status).toBe(200);
      expectFits('post', '/api/appointment/create', created);
      expectFits('post', '/api/appointment/create', await t.post('/api/appointment/create', { ...booking, clientContact: '11911112222' }));
      expectFits('get', '/api/appointment/manage/{token}', await t.get(`/api/appointment/manage/${created.body.manageToken}`));

      expectFits('get', '/api/appointment/admin/timeline/{barberId}', await admin.get(`/api/appointment/admin/timeline/${owner.id}?${at}`));
      expectFits(
        'get',
        '/api/appointment/admin/get/month/{month}/{barberId}',
        await admin.get(`/api/appointment/admin/get/month/${day.month}/${owner.id}?year=${day.year}`),
      );
      expectFits('get', '/api/appointment/admin/get/next/{barberId}', await admin.get(`/api/appointment/admin/get/next/${owner.id}`));
      expectFits('get', '/api/appointment/admin/get/{id}', await admin.get(`/api/appointment/admin/get/${created.body.id}`));
      expectFits('get', '/api/appointment/admin/clients', await admin.get('/api/appointment/admin/clients'));
      const blocked = await admin.post('/api/appointment/deactivate', { hours: [1000], ...day, userId: owner.id });
      expect(blocked.status).toBe(409);
      expectFits('post', '/api/appointment/deactivate', blocked);
      expectFits('get', '/api/unavailable/list/{userId}', await admin.get(`/api/unavailable/list/${owner.id}`));
      expectFits('get', '/api/hour/week/{userId}', await admin.get(`/api/hour/week/${owner.id}`));
      expectFits('get', '/api/auth/me', await admin.get('/api/auth/me'));
      expectFits('get', '/api/auth/team', await admin.get('/api/auth/team'));
      expectFits(
        'get',
        '/api/budget/budget/user/{userId}/month/{month}',
        await admin.get(`/api/budget/budget/user/${owner.id}/month/${day.month}?year=${day.year}`),
      );
      expectFits('get', '/api/budget/budget/shop/year/{year}', await admin.get(`/api/budget/budget/shop/year/${day.year}`));
      expectFits('get', '/api/appointment/admin/trash', await t.get('/api/appointment/admin/trash'));
    });
  });
});

describe('/api/docs in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8',
    ADMIN_PASSWORD: 'senha-de-producao',
    ...TEST_VAPID_KEYS,
  };

  it('is off unless API_DOCS=on: the UI and its JSON answer 404 with the error body', async () => {
    const t = await TestApp.start(production);
    try {
      for (const url of ['/api/docs', '/api/docs-json']) {
        const response = await t.get(url);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
      }
    } finally {
      await t.close();
    }
  });

  it('is served with API_DOCS=on', async () => {
    const t = await TestApp.start({ ...production, API_DOCS: 'on' });
    try {
      expect((await t.get('/api/docs-json')).body.paths['/api/auth/login']).toBeDefined();
      const page = await t.get('/api/docs');
      expect(page.status).toBe(200);
      expect(page.body).toContain('swagger');
    } finally {
      await t.close();
    }
  });
});
