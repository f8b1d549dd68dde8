import { createHmac } from 'node:crypto';
import { ShopBuilder } from '../support/shop-builder';
import { TestApp } from '../support/test-app';

function signedToken(payload: object, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The JWT library takes a token without `exp` as one that never expires; the app does not (a second outside probe found it accepted). */
describe('a bearer token without exp', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('is refused with 401 though correctly signed, for a barber still active at the token version it carries', async () => {
    const barber = await new ShopBuilder(t).barber();
    const now = Math.floor(Date.now() / 1000);
    const endless = signedToken({ sub: barber.id, ver: 0, iat: now }, 'segredo-de-teste');
    const expiring = signedToken({ sub: barber.id, ver: 0, iat: now, exp: now + 600 }, 'segredo-de-teste');

    const refused = await t.as(endless).get('/api/auth/me');

    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Sessão inválida ou expirada. Entre novamente.' });
    expect((await t.as(endless).put('/api/auth/me', { username: 'outro-nome' })).status).toBe(401);
    expect((await t.as(expiring).get('/api/auth/me')).status).toBe(200);
  });

  it('is refused with a non-numeric exp too', async () => {
    const barber = await new ShopBuilder(t).barber();
    const now = Math.floor(Date.now() / 1000);
    for (const exp of [null, 'never', `${now + 600}`]) {
      const token = signedToken({ sub: barber.id, ver: 0, iat: now, exp }, 'segredo-de-teste');
      expect((await t.as(token).get('/api/auth/me')).status).toBe(401);
    }
  });
});
