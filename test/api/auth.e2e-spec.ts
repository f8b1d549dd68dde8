import { createHmac } from 'node:crypto';
import { LoginThrottle } from '../../backend/src/modules/auth/login-throttle.service';
import { ShopBuilder } from '../support/shop-builder';
import { TestApp } from '../support/test-app';

const PASSWORD = 'senha-segura-123';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signedToken(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('authentication', () => {
  let t: TestApp;
  let shop: ShopBuilder;

  beforeAll(async () => {
    t = await TestApp.start({ JWT_SECRET: 'segredo-de-teste' });
    shop = new ShopBuilder(t);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const login = (username: string, password: string, address = '10.1.1.1') =>
    t.request('POST', '/api/auth/login', { username, password }, {}, address);

  describe('POST /api/auth/login', () => {
    it('answers { id, username, token } for the right credentials, username in any case', async () => {
      const barber = await shop.barber({ username: 'Joao', password: PASSWORD });
      const response = await login('joao', PASSWORD);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: barber.id, username: 'Joao', token: expect.any(String) });
      expect((await t.as(response.body.token).get('/api/auth/me')).status).toBe(200);
    });

    it('answers 401 with the login failure message for a wrong password or unknown user', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      for (const response of [await login('joao', 'errada-123'), await login('ninguem', PASSWORD)]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Usuário ou senha incorretos.' });
      }
    });

    it('refuses a deactivated barber', async () => {
      await shop.barber({ username: 'antigo', password: PASSWORD, active: false });
      expect((await login('antigo', PASSWORD)).status).toBe(401);
    });

    it('answers 400 VALIDATION_ERROR for an empty body', async () => {
      const response = await t.post('/api/auth/login', {});
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('never returns the password hash or email anywhere public', async () => {
      const barber = await shop.barber({ username: 'joao', password: PASSWORD });
      await shop.job(barber);
      const bodies = JSON.stringify([
        (await t.get('/api/auth')).body,
        (await t.get(`/api/auth/${barber.id}`)).body,
        (await login('joao', PASSWORD)).body,
      ]);
      expect(bodies).not.toMatch(/argon2|password|email/i);
    });
  });

  describe('login throttling', () => {
    const OWNER_ADDRESS = '198.51.100.10';
    const ATTACKER = '203.0.113.66';
    const failuresInDatabase = async () =>
      Number((await t.orm.em.getConnection().execute<{ count: string }[]>('select count(*) from login_failure'))[0].count);
    /** As if every failure so far had happened `seconds` earlier. */
    const age = (seconds: number) =>
      t.orm.em.getConnection().execute(`update login_failure set failed_at = failed_at - make_interval(secs => ${seconds})`);

    it('lets the owner log in from a clean address while another address keeps failing on their username', async () => {
      const owner = await shop.barber({ username: 'dono', password: PASSWORD, role: 'owner' });
      const answers: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) answers.push((await login('dono', `errada-${attempt}`, ATTACKER)).status);
      // After 5 failures the attacker waits 2 s, 4 s, 8 s ... between guesses: a slow machine may let one more through.
      expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);

      const ownerLogin = await login('dono', PASSWORD, OWNER_ADDRESS);

      expect(ownerLogin.status).toBe(200);
      expect(ownerLogin.body.id).toBe(owner.id);
    });

    it('does not count attempts answered 429: an address that keeps knocking is let in once its failures age out', async () => {
      for (let name = 0; name < 10; name++) expect((await login(`ninguem${name}`, 'errada-123', ATTACKER)).status).toBe(401);
      for (let attempt = 0; attempt < 5; attempt++) {
        const refused = await login('ninguem0', 'errada-123', ATTACKER);
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(880);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
      }
      expect(await failuresInDatabase()).toBe(10);

      await age(15 * 60 + 1);
      expect((await login('ninguem0', 'errada-123', ATTACKER)).status).toBe(401);
    });

    it('throttles an address at 10 failures in 15 minutes on the usernames it failed on, the right password included', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      await shop.barber({ username: 'maria', password: PASSWORD });
      await login('joao', 'errada-123', ATTACKER);
      for (let name = 0; name < 9; name++) await login(`ninguem${name}`, 'errada-123', ATTACKER);

      const refused = await login('joao', PASSWORD, ATTACKER);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(880);
      expect((await login('ninguem3', 'errada-123', ATTACKER)).status).toBe(429);
      // A username it never failed on is checked at once: a spray gains one guess per username, no more.
      expect((await login('maria', PASSWORD, ATTACKER)).status).toBe(200);
      expect((await login('outro', 'errada-123', ATTACKER)).status).toBe(401);
      expect((await login('outro', 'errada-123', ATTACKER)).status).toBe(429);
      expect((await login('joao', PASSWORD, OWNER_ADDRESS)).status).toBe(200);
    });

    it('lets the owner log in from the shop’s shared address after a colleague’s typo, during a wave of guesses from elsewhere', async () => {
      const SHOP_ROUTER = '198.51.100.20';
      const owner = await shop.barber({ username: 'dono', password: PASSWORD, role: 'owner' });
      await shop.barber({ username: 'maria', password: PASSWORD });
      expect((await login('maria', 'senha-com-erro', SHOP_ROUTER)).status).toBe(401);
      // The wave: 20 addresses, one guess each on the owner's username (each new address's first guess is checked).
      for (let bot = 1; bot <= 20; bot++) expect((await login('dono', `chute-${bot}`, `10.7.0.${bot}`)).status).toBe(401);

      const ownerLogin = await login('dono', PASSWORD, SHOP_ROUTER);
      expect(ownerLogin.status).toBe(200);
      expect(ownerLogin.body.id).toBe(owner.id);
      expect((await login('maria', PASSWORD, SHOP_ROUTER)).status).toBe(200);

      // A guesser is still slowed: its second guess waits the username's delay (2 s doubled per failure beyond 5, up to 15 min).
      const guesser = await login('dono', 'chute-21', '10.7.0.1');
      expect(guesser.status).toBe(429);
      expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(880);
      expect((await login('dono', PASSWORD, '10.7.0.1')).status).toBe(429);
    });

    it('checks at once the right password from an address whose last attempt on the username was a success', async () => {
      await shop.barber({ username: 'dono', password: PASSWORD, role: 'owner' });
      expect((await login('dono', 'errada-123', OWNER_ADDRESS)).status).toBe(401);
      expect((await login('dono', PASSWORD, OWNER_ADDRESS)).status).toBe(200);
      for (let bot = 1; bot <= 12; bot++) await login('dono', `chute-${bot}`, `10.7.1.${bot}`);
      expect((await login('dono', PASSWORD, OWNER_ADDRESS)).status).toBe(200);
    });

    it('spaces out attempts on a username failing from many addresses, with growing delays, for addresses that failed before', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      for (let bot = 1; bot <= 7; bot++) expect((await login('joao', 'errada-123', `10.9.0.${bot}`)).status).toBe(401);

      // 7 failures: 2 s × 2² = 8 s after the newest one (less the time the request itself took).
      const first = await login('joao', 'errada-123', '10.9.0.1');
      expect(first.status).toBe(429);
      expect(Number(first.headers['retry-after'])).toBeGreaterThanOrEqual(5);
      expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(8);

      // A new address is let through (its first guess), and the delay for the others doubles.
      expect((await login('joao', 'errada-123', '10.9.0.8')).status).toBe(401);
      const second = await login('joao', PASSWORD, '10.9.0.1');
      expect(second.status).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(13);
      expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(16);

      await age(17);
      expect((await login('joao', 'errada-123', '10.9.0.1')).status).toBe(401);
      expect((await login('joao', PASSWORD, OWNER_ADDRESS)).status).toBe(200);
    });

    it('holds across app instances sharing the database', async () => {
      const other = await TestApp.start();
      try {
        for (let name = 0; name < 10; name++) await login(`ninguem${name}`, 'errada-123', ATTACKER);
        const refused = await other.request('POST', '/api/auth/login', { username: 'ninguem0', password: 'errada' }, {}, ATTACKER);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      } finally {
        await other.close();
      }
    });

    it('lets at most 5 of 12 simultaneous wrong guesses from one address through to the password check', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      const responses = await Promise.all(Array.from({ length: 12 }, () => login('joao', 'errada-123', ATTACKER)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
      expect(await failuresInDatabase()).toBe(statuses.filter((status) => status === 401).length);
    });

    it('a success forgets that address’s own typos on the username, not other addresses’ failures', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      for (let attempt = 0; attempt < 2; attempt++) await login('joao', 'errada-123', OWNER_ADDRESS);
      for (let attempt = 0; attempt < 2; attempt++) await login('joao', 'errada-123', ATTACKER);
      expect((await login('joao', PASSWORD, OWNER_ADDRESS)).status).toBe(200);
      expect(await failuresInDatabase()).toBe(2);
    });

    it('prunes failures older than the window', async () => {
      for (let name = 0; name < 3; name++) await login(`ninguem${name}`, 'errada-123', ATTACKER);
      await age(15 * 60 + 1);
      await login('ninguem', 'errada-123', ATTACKER);
      expect(await t.app.get(LoginThrottle).pruneExpired()).toBe(3);
      expect(await failuresInDatabase()).toBe(1);
    });

    it('takes JSON only: a form-encoded or text body is a 415 with the error body', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      for (const [contentType, body] of [
        ['application/x-www-form-urlencoded', `username=joao&password=${PASSWORD}`],
        ['text/plain', JSON.stringify({ username: 'joao', password: PASSWORD })],
        ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="username"\r\n\r\njoao\r\n--x--`],
      ]) {
        const response = await t.request('POST', '/api/auth/login', body, { 'content-type': contentType });
        expect(response.status).toBe(415);
        expect(response.body).toEqual({
          statusCode: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Envie os dados em JSON (Content-Type: application/json).',
        });
      }
      expect(await failuresInDatabase()).toBe(0);
    });
  });

  describe('bearer tokens on admin calls', () => {
    it('answers 401 UNAUTHORIZED without a token, with a malformed, badly signed, expired or alg:none token', async () => {
      const barber = await shop.barber();
      const now = Math.floor(Date.now() / 1000);
      const tokens = [
        undefined,
        'not-a-jwt',
        signedToken({ sub: barber.id, iat: now, exp: now + 600 }, 'outro-segredo'),
        signedToken({ sub: barber.id, iat: now - 7200, exp: now - 3600 }, 'segredo-de-teste'),
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: barber.id, iat: now, exp: now + 600 })}.`,
        signedToken({ sub: barber.id, iat: now, exp: now + 600 }, 'segredo-de-teste', { alg: 'HS512', typ: 'JWT' }),
      ];
      for (const token of tokens) {
        const response = await t.request('GET', '/api/auth/me', undefined, token ? { authorization: `Bearer ${token}` } : {});
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('UNAUTHORIZED');
      }
      const valid = signedToken({ sub: barber.id, ver: 0, iat: now, exp: now + 600 }, 'segredo-de-teste');
      expect((await t.as(valid).get('/api/auth/me')).status).toBe(200);
    });

    it('refuses a token without a token version (issued before versions existed)', async () => {
      const barber = await shop.barber();
      const now = Math.floor(Date.now() / 1000);
      const versionless = signedToken({ sub: barber.id, iat: now, exp: now + 600 }, 'segredo-de-teste');
      expect((await t.as(versionless).get('/api/auth/me')).status).toBe(401);
    });
  });

  describe('token revocation: a token carries its barber’s token version', () => {
    const loginToken = async (username: string, password: string) => (await login(username, password)).body.token as string;
    const meWith = async (token: string) => (await t.as(token).get('/api/auth/me')).status;

    it('changing one’s own password ends every older token; the answer carries the new one', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      const phone = await loginToken('joao', PASSWORD);
      const laptop = await loginToken('joao', PASSWORD);

      const changed = await t.as(laptop).put('/api/auth/me', { currentPassword: PASSWORD, newPassword: 'senha-nova-456' });

      expect(changed.status).toBe(200);
      expect(await meWith(phone)).toBe(401);
      expect(await meWith(laptop)).toBe(401);
      expect(await meWith(changed.body.token)).toBe(200);
      expect(await meWith(await loginToken('joao', 'senha-nova-456'))).toBe(200);
    });

    it('the owner resetting a barber’s password ends that barber’s older tokens, not the owner’s', async () => {
      const owner = await shop.barber({ username: 'dono', role: 'owner' });
      const barber = await shop.barber({ username: 'pedro', password: PASSWORD });
      const ownerToken = t.tokenFor(owner);
      const barberToken = await loginToken('pedro', PASSWORD);

      const reset = await t.as(ownerToken).put(`/api/auth/update/${barber.id}`, { password: 'senha-do-dono-1' });

      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ id: barber.id, username: 'pedro', displayName: 'pedro', active: true });
      expect(await meWith(barberToken)).toBe(401);
      expect(await meWith(ownerToken)).toBe(200);
      expect(await meWith(await loginToken('pedro', 'senha-do-dono-1'))).toBe(200);
    });

    it('deactivating a barber ends their tokens, and reactivating does not bring them back', async () => {
      const owner = await shop.barber({ username: 'dono', role: 'owner' });
      const barber = await shop.barber({ username: 'pedro', password: PASSWORD });
      const barberToken = await loginToken('pedro', PASSWORD);
      expect(await meWith(barberToken)).toBe(200);

      await t.as(owner).put(`/api/auth/update/${barber.id}`, { active: false });
      expect(await meWith(barberToken)).toBe(401);
      await t.as(owner).put(`/api/auth/update/${barber.id}`, { active: true });

      const afterReactivation = await t.as(barberToken).get('/api/auth/me');
      expect(afterReactivation.status).toBe(401);
      expect(afterReactivation.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Sessão inválida ou expirada. Entre novamente.' });
      expect(await meWith(await loginToken('pedro', PASSWORD))).toBe(200);
    });

    it('renaming keeps the sessions open', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      const token = await loginToken('joao', PASSWORD);
      expect((await t.as(token).put('/api/auth/me', { username: 'joao.silva' })).status).toBe(200);
      expect(await meWith(token)).toBe(200);
    });

    it('issues tokens that expire (JWT_EXPIRES_IN, default 12 h)', async () => {
      await shop.barber({ username: 'joao', password: PASSWORD });
      const { token } = (await login('joao', PASSWORD)).body;
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(12 * 3600);
    });
  });
});
