import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const GUESSABLE = {
  statusCode: 400,
  code: 'VALIDATION_ERROR',
  message:
    'Senha fácil de adivinhar: evite senhas comuns, nomes (o seu, o da barbearia), datas e sequências. Prefira uma frase longa, de palavras que só você juntaria.',
};

/**
 * An outside probe found the owner password Barbearia@123 accepted. Every password set through the
 * API (a new barber's, the owner's reset, one's own on the team page or in Meus Dados) is judged by
 * zxcvbn, knowing the shop's name and the barber's: easy to guess is a 400, and nothing changes.
 */
describe('new passwords easy to guess', () => {
  let t: TestApp;
  let owner: Barber;
  let barber: Barber;

  beforeAll(async () => {
    t = await TestApp.start({ SHOP_NAME: 'Salão do Zé Tesoura' });
  });
  beforeEach(async () => {
    ({ owner, barber } = await standardShop(t, {
      owner: { password: 'senha-do-dono-1' },
      barber: { username: 'Ricardão', password: 'senha-antiga-1', services: {} },
    }));
  });
  afterAll(() => t.close());

  const loginWorks = async (username: string, password: string) => (await t.post('/api/auth/login', { username, password })).status === 200;

  it('refuses Barbearia@123 for a new barber, and the shop’s or the barber’s own name', async () => {
    for (const [username, password] of [
      ['carlos', 'Barbearia@123'],
      ['carlos', 'Tesoura#2025'],
      ['Carlos Alberto', 'carlosalberto1'],
      ['carlos', '12345678'],
    ]) {
      const refused = await t.as(owner).post('/api/auth/create', { username, password });
      expect([password, refused.status, refused.body]).toEqual([password, 400, GUESSABLE]);
    }
    expect((await t.as(owner).get('/api/auth/team')).body).toHaveLength(2);
    expect((await t.as(owner).post('/api/auth/create', { username: 'carlos', password: 'tesoura afiada na gaveta' })).status).toBe(200);
  });

  it('refuses Barbearia@123 when the owner resets a barber’s password, or a barber changes their own', async () => {
    const reset = await t.as(owner).put(`/api/auth/update/${barber.id}`, { password: 'Barbearia@123' });
    expect([reset.status, reset.body]).toEqual([400, GUESSABLE]);
    const own = await t.as(barber).put(`/api/auth/update/${barber.id}`, { password: 'Barbearia@123', currentPassword: 'senha-antiga-1' });
    expect([own.status, own.body]).toEqual([400, GUESSABLE]);
    const profile = await t.as(barber).put('/api/auth/me', { newPassword: 'ricardao2025', currentPassword: 'senha-antiga-1' });
    expect([profile.status, profile.body]).toEqual([400, GUESSABLE]);
    expect(await loginWorks('Ricardão', 'senha-antiga-1')).toBe(true);
  });

  it('judges the password against the new name when both change in one call, and changes neither when refused', async () => {
    const renamed = await t
      .as(barber)
      .put('/api/auth/me', { username: 'Zé Navalhada', newPassword: 'navalhada2025', currentPassword: 'senha-antiga-1' });
    expect([renamed.status, renamed.body]).toEqual([400, GUESSABLE]);
    expect((await t.as(owner).get('/api/auth/team')).body.map((member: Barber) => member.username)).toContain('Ricardão');
    expect(await loginWorks('Ricardão', 'senha-antiga-1')).toBe(true);
  });

  it('takes a passphrase of the barber’s own', async () => {
    const changed = await t.as(barber).put('/api/auth/me', { newPassword: 'cadeira azul perto da janela', currentPassword: 'senha-antiga-1' });
    expect(changed.status).toBe(200);
    expect(await loginWorks('Ricardão', 'cadeira azul perto da janela')).toBe(true);
  });
});
