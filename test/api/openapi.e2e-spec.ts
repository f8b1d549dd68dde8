import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TestApp } from '../support/test-app';

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

  it('lists every public and admin call of the spec', async () => {
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
        '/api/appointment/admin/update',
        '/api/appointment/deactivate',
        '/api/budget/budget/user/{userId}/month/{month}',
      ]),
    );
  });
});
