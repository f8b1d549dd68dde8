import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_VAPID_KEYS, TestApp } from '../support/test-app';

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
});

describe('/api/docs in production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), ADMIN_PASSWORD: 'senha-de-producao', ...TEST_VAPID_KEYS };

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
