import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

describe('team management (owner)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let barber: Barber;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ owner, barber } = await standardShop(t, { owner: true, barber: { username: 'pedro', services: {} } }));
  });
  afterAll(() => t.close());

  describe('POST /api/auth/create', () => {
    it('lets the owner add a barber who can then log in', async () => {
      const response = await t.as(owner).post('/api/auth/create', { username: 'carlos', password: 'senha-do-carlos' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: expect.any(String), username: 'carlos', displayName: 'carlos' });
      const login = await t.post('/api/auth/login', { username: 'carlos', password: 'senha-do-carlos' });
      expect(login.status).toBe(200);
    });

    it('answers 409 USERNAME_TAKEN for a name in use, in any case', async () => {
      const response = await t.as(owner).post('/api/auth/create', { username: 'PEDRO', password: 'senha-do-pedro' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, code: 'USERNAME_TAKEN', message: 'Este nome de usuário já está em uso.' });
    });

    it('answers 403 FORBIDDEN for a barber who is not the owner, 401 without a token', async () => {
      const response = await t.as(barber).post('/api/auth/create', { username: 'carlos', password: 'senha-do-carlos' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect((await t.post('/api/auth/create', { username: 'carlos', password: 'senha-do-carlos' })).status).toBe(401);
    });

    it('refuses a name that impersonates another: other scripts are a 400, look-alike forms of a taken name a 409', async () => {
      const mixed = await t.as(owner).post('/api/auth/create', { username: 'Jo\u0430o', password: 'senha-do-joao' });
      expect(mixed.status).toBe(400);
      expect(mixed.body.code).toBe('VALIDATION_ERROR');
      const fullWidth = await t.as(owner).post('/api/auth/create', { username: 'ＰＥＤＲＯ', password: 'senha-do-pedro' });
      expect(fullWidth.status).toBe(409);
      expect(fullWidth.body.code).toBe('USERNAME_TAKEN');
      expect((await t.as(owner).put(`/api/auth/update/${barber.id}`, { username: 'pedr\u043e' })).body.code).toBe('VALIDATION_ERROR');

      const created = await t.as(owner).post('/api/auth/create', { username: 'Joa\u0303o', password: 'senha-do-joao' });
      expect(created.body.username).toBe('João');
      expect((await t.post('/api/auth/login', { username: 'JOÃO', password: 'senha-do-joao' })).status).toBe(200);
      const lookalike = await t.post('/api/auth/login', { username: 'Jo\u0430o', password: 'senha-do-joao' });
      expect(lookalike.status).toBe(400);
      expect(lookalike.body.code).toBe('USERNAME_MIXED_SCRIPTS');
    });

    it('answers 400 for a short password or a username with a sign outside the alphabet; spaces are fine', async () => {
      expect((await t.as(owner).post('/api/auth/create', { username: 'carlos', password: '123' })).status).toBe(400);
      expect((await t.as(owner).post('/api/auth/create', { username: 'carlos@silva', password: 'senha-do-carlos' })).status).toBe(400);
      const spaced = await t.as(owner).post('/api/auth/create', { username: ' Carlos  Conceição ', password: 'senha-do-carlos' });
      expect(spaced.status).toBe(200);
      expect(spaced.body.username).toBe('Carlos Conceição');
    });

    it('refuses a username wholly in another script or in Latin look-alike letters with 400 VALIDATION_ERROR', async () => {
      await shop.barber({ username: 'Joao' });
      for (const username of ['Јоао', 'Jᴏᴀᴏ', 'ᎫᎾᎪᎾ']) {
        const refused = await t.as(owner).post('/api/auth/create', { username, password: 'senha-do-joao' });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      }
      expect((await t.as(owner).put(`/api/auth/update/${barber.id}`, { username: 'Јоао' })).body.code).toBe('VALIDATION_ERROR');
      expect((await t.as(barber).put('/api/auth/me', { username: 'Jᴏᴀᴏ' })).body.code).toBe('VALIDATION_ERROR');
      expect((await t.as(owner).get('/api/auth/team')).body.map((member: { username: string }) => member.username).sort()).toEqual([
        'Joao',
        'dono',
        'pedro',
      ]);
    });

    it('answers 409 USERNAME_TAKEN for a name that looks like another barber’s (Unicode TR39 confusables)', async () => {
      await shop.barber({ username: 'Joao' });
      await shop.barber({ username: 'maria' });
      for (const [username, like] of [
        ['J0A0', 'Joao'],
        ['rnaria', 'maria'],
        ['dOnO', 'dono'],
      ]) {
        const refused = await t.as(owner).post('/api/auth/create', { username, password: 'senha-de-alguem' });
        expect([username, like, refused.status, refused.body]).toEqual([
          username,
          like,
          409,
          { statusCode: 409, code: 'USERNAME_TAKEN', message: 'Este nome de usuário já está em uso.' },
        ]);
      }
      expect((await t.as(owner).put(`/api/auth/update/${barber.id}`, { username: 'J0ao' })).status).toBe(409);
      expect((await t.as(barber).put('/api/auth/me', { username: 'rnaria' })).body.code).toBe('USERNAME_TAKEN');
      const iuri = await t.as(owner).post('/api/auth/create', { username: 'Iuri', password: 'senha-do-iuri' });
      expect(iuri.status).toBe(200);
      expect((await t.as(owner).post('/api/auth/create', { username: 'luri', password: 'senha-do-luri' })).status).toBe(409);
      expect((await t.as(owner).post('/api/auth/create', { username: 'Joana', password: 'senha-da-joana' })).status).toBe(200);
    });

    it('answers 409 USERNAME_TAKEN for a name differing from another barber’s only in accents, case, punctuation or spaces (the outside probe’s)', async () => {
      await shop.barber({ username: 'Joao', password: 'senha-do-joao' });
      await shop.barber({ username: 'Marcos', password: 'senha-do-marcos' });
      for (const username of ['João', 'Jóao', 'Joao.', 'Marcós', 'J o a o', 'marcos_']) {
        const refused = await t.as(owner).post('/api/auth/create', { username, password: 'senha-de-alguem' });
        expect([username, refused.status, refused.body.code]).toEqual([username, 409, 'USERNAME_TAKEN']);
      }
      expect((await t.as(owner).put(`/api/auth/update/${barber.id}`, { username: 'Jóao' })).body.code).toBe('USERNAME_TAKEN');
      expect((await t.as(barber).put('/api/auth/me', { username: 'Marcós' })).body.code).toBe('USERNAME_TAKEN');
      expect((await t.post('/api/auth/login', { username: 'Joao', password: 'senha-do-joao' })).status).toBe(200);
      expect((await t.post('/api/auth/login', { username: 'Marcos', password: 'senha-do-marcos' })).status).toBe(200);
      expect((await t.as(owner).post('/api/auth/create', { username: 'Marco', password: 'senha-do-marco' })).status).toBe(200);
    });
  });

  describe('PUT /api/auth/update/{id}', () => {
    it('lets the owner rename, reset the password of and deactivate a barber', async () => {
      const response = await t.as(owner).put(`/api/auth/update/${barber.id}`, { username: 'pedrinho', password: 'nova-senha-123', active: false });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: barber.id, username: 'pedrinho', displayName: 'pedro', active: false });
      expect((await t.post('/api/auth/login', { username: 'pedrinho', password: 'nova-senha-123' })).status).toBe(401);
    });

    it('keeps a deactivated barber out of the client’s list and their history in place', async () => {
      const job = await shop.job(barber);
      await shop.appointment(job, t.daysFromToday(2), 1000);
      expect((await t.get('/api/auth')).body.map((b: { username: string }) => b.username)).toContain('pedro');
      await t.as(owner).put(`/api/auth/update/${barber.id}`, { active: false });
      expect((await t.get('/api/auth')).body.map((b: { username: string }) => b.username)).not.toContain('pedro');
      expect((await t.get('/api/appointment/consultByClientContact/11900000000')).body).toHaveLength(1);
    });

    it('lets a barber rename themselves but not change `active` or touch another barber', async () => {
      expect((await t.as(barber).put(`/api/auth/update/${barber.id}`, { username: 'pedro2' })).status).toBe(200);
      expect((await t.as(barber).put(`/api/auth/update/${barber.id}`, { active: false })).status).toBe(403);
      expect((await t.as(barber).put(`/api/auth/update/${owner.id}`, { username: 'hack' })).status).toBe(403);
    });

    it('lets a barber change their own password only with the current one, and answers a new token', async () => {
      const pedro = await shop.barber({ username: 'pedro.silva', password: 'senha-antiga-1' });
      const update = (body: object) => t.as(pedro).put(`/api/auth/update/${pedro.id}`, body);

      const missing = await update({ password: 'senha-nova-22' });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        statusCode: 400,
        code: 'CURRENT_PASSWORD_REQUIRED',
        message: 'Informe a senha atual para definir uma nova senha.',
      });
      const wrong = await update({ password: 'senha-nova-22', currentPassword: 'errada-123', username: 'outro.nome' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ statusCode: 400, code: 'CURRENT_PASSWORD_INCORRECT', message: 'Senha atual incorreta.' });
      expect((await t.as(owner).get('/api/auth/team')).body.map((b: Barber) => b.username)).toContain('pedro.silva');

      const changed = await update({ password: 'senha-nova-22', currentPassword: 'senha-antiga-1' });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ id: pedro.id, username: 'pedro.silva', displayName: 'pedro.silva', active: true, token: expect.any(String) });
      expect((await t.as(changed.body.token).get('/api/auth/me')).status).toBe(200);
      expect((await t.post('/api/auth/login', { username: 'pedro.silva', password: 'senha-nova-22' })).status).toBe(200);
    });

    it('asks the owner for their current password too when the password is their own', async () => {
      const dono = await shop.barber({ username: 'dona', role: 'owner', password: 'senha-da-dona-1' });
      expect((await t.as(dono).put(`/api/auth/update/${dono.id}`, { password: 'senha-nova-22' })).body.code).toBe('CURRENT_PASSWORD_REQUIRED');
      const changed = await t.as(dono).put(`/api/auth/update/${dono.id}`, { password: 'senha-nova-22', currentPassword: 'senha-da-dona-1' });
      expect(changed.status).toBe(200);
      expect(changed.body.token).toEqual(expect.any(String));
    });

    it('refuses to deactivate the owner, and answers 404 for an unknown barber', async () => {
      expect((await t.as(owner).put(`/api/auth/update/${owner.id}`, { active: false })).status).toBe(400);
      expect((await t.as(owner).put('/api/auth/update/5f8b7d44-1234-4abc-9def-1234567890ab', { username: 'x123' })).status).toBe(404);
    });

    it('answers 409 USERNAME_TAKEN when renaming onto another name', async () => {
      const response = await t.as(owner).put(`/api/auth/update/${barber.id}`, { username: 'Dono' });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('USERNAME_TAKEN');
    });
  });

  describe('GET /api/auth/team', () => {
    it('lists every barber with role and active for the owner only', async () => {
      const response = await t.as(owner).get('/api/auth/team');
      expect(response.status).toBe(200);
      expect(response.body.map(({ username, role, active }: Barber) => ({ username, role, active }))).toEqual([
        { username: 'dono', role: 'owner', active: true },
        { username: 'pedro', role: 'barber', active: true },
      ]);
      expect(JSON.stringify(response.body)).not.toContain('password');
      expect((await t.as(barber).get('/api/auth/team')).status).toBe(403);
    });

    it('shows each barber’s photo', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      await t.as(barber).raw('PUT', '/api/auth/me/photo', png, { 'content-type': 'image/png', 'x-file-name': 'pedro.png' });
      const team = (await t.as(owner).get('/api/auth/team')).body;
      expect(team[1].photo).toEqual({ fileName: 'pedro.png', size: png.length, contentType: 'image/png' });
      expect(team[1].photoUrl).toMatch(new RegExp(`^/api/auth/${barber.id}/photo\\?v=`));
      expect(team[0].photo).toBeNull();
    });
  });
});
