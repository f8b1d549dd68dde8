import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const GUESSABLE = {
  statusCode: 400,
  code: 'VALIDATION_ERROR',
  message:
    'Senha fácil de adivinhar: evite senhas comuns, nomes (o seu, o da barbearia), datas e sequências. Prefira uma frase longa, de palavras que só você juntaria.',
};

/** Refused as a common password in disguise (shared/strength/common-password.ts), saying which. */
const common = (message: string) => ({ statusCode: 400, code: 'VALIDATION_ERROR', message });

/** What the fourth outside probe set, each accepted by zxcvbn's score 3 alone, and why each is refused now. */
const PROBE_PASSWORDS: [string, string][] = [
  ['Senha@123456', "Senha muito comum: parece com a palavra 'senha' seguida de números e símbolos. Escolha outra."],
  ['Senha@2026', "Senha muito comum: parece com a palavra 'senha' seguida de um ano e símbolos. Escolha outra."],
  ['Mudar@123', "Senha muito comum: parece com a palavra 'mudar' seguida de números e símbolos. Escolha outra."],
  ['Palmeiras@123', "Senha muito comum: parece com a palavra 'palmeiras' seguida de números e símbolos. Escolha outra."],
  ['Flamengo2026!', "Senha muito comum: parece com a palavra 'flamengo' seguida de um ano e símbolos. Escolha outra."],
  ['Brasil2026!', "Senha muito comum: parece com a palavra 'brasil' seguida de um ano e símbolos. Escolha outra."],
  ['Corinthians@2025', "Senha muito comum: parece com a palavra 'corinthians' seguida de um ano e símbolos. Escolha outra."],
  [
    'C0r1nth14n5!',
    "Senha muito comum: parece com a palavra 'corinthians' seguida de símbolos (com números ou símbolos no lugar de letras). Escolha outra.",
  ],
];

/**
 * Outside probes found the owner password Barbearia@123 accepted, then Senha@123456, Senha@2026,
 * Palmeiras@123 and Flamengo2026!. Every password set through the API (a new barber's, the owner's
 * reset, one's own on the team page or in Meus Dados) is folded (case, accents, leetspeak, digits,
 * symbols and years around it) and looked up among the common passwords and the account's and the
 * shop's names, then judged by zxcvbn: either refusal is a 400 that says why, and nothing changes.
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
    for (const [username, password, refusal] of [
      ['carlos', 'Barbearia@123', common("Senha muito comum: parece com a palavra 'barbearia' seguida de números e símbolos. Escolha outra.")],
      ['carlos', 'Barbeiro2026', common("Senha muito comum: parece com a palavra 'barbeiro' seguida de um ano. Escolha outra.")],
      ['carlos', 'Tesoura#2025', common('Senha fácil de adivinhar: parece com o nome da barbearia seguido de um ano e símbolos. Escolha outra.')],
      ['Carlos Alberto', 'carlosalberto1', common('Senha fácil de adivinhar: parece com o nome de usuário seguido de números. Escolha outra.')],
      ['carlos', '12345678', GUESSABLE],
    ] as const) {
      const refused = await t.as(owner).post('/api/auth/create', { username, password });
      expect([password, refused.status, refused.body]).toEqual([password, 400, refusal]);
    }
    expect((await t.as(owner).get('/api/auth/team')).body).toHaveLength(2);
    expect((await t.as(owner).post('/api/auth/create', { username: 'carlos', password: 'tesoura afiada na gaveta' })).status).toBe(200);
  });

  it('refuses Barbearia@123 when the owner resets a barber’s password, or a barber changes their own', async () => {
    const barbearia = common("Senha muito comum: parece com a palavra 'barbearia' seguida de números e símbolos. Escolha outra.");
    const reset = await t.as(owner).put(`/api/auth/update/${barber.id}`, { password: 'Barbearia@123' });
    expect([reset.status, reset.body]).toEqual([400, barbearia]);
    const own = await t.as(barber).put(`/api/auth/update/${barber.id}`, { password: 'Barbearia@123', currentPassword: 'senha-antiga-1' });
    expect([own.status, own.body]).toEqual([400, barbearia]);
    const profile = await t.as(barber).put('/api/auth/me', { newPassword: 'ricardao2025', currentPassword: 'senha-antiga-1' });
    expect([profile.status, profile.body]).toEqual([
      400,
      common('Senha fácil de adivinhar: parece com o nome de usuário seguido de um ano. Escolha outra.'),
    ]);
    const guessable = await t.as(barber).put('/api/auth/me', { newPassword: '1qaz2wsx3edc', currentPassword: 'senha-antiga-1' });
    expect([guessable.status, guessable.body]).toEqual([400, GUESSABLE]);
    expect(await loginWorks('Ricardão', 'senha-antiga-1')).toBe(true);
  });

  it('refuses each of the probe’s common passwords on every call that sets a password, saying why in Portuguese', async () => {
    const setters: [string, (password: string) => Promise<{ status: number; body: unknown }>][] = [
      ['a new barber', (password) => t.as(owner).post('/api/auth/create', { username: 'carlos', password })],
      ['the owner’s reset', (password) => t.as(owner).put(`/api/auth/update/${barber.id}`, { password })],
      ['one’s own on Equipe', (password) => t.as(barber).put(`/api/auth/update/${barber.id}`, { password, currentPassword: 'senha-antiga-1' })],
      ['one’s own in Meus Dados', (password) => t.as(barber).put('/api/auth/me', { newPassword: password, currentPassword: 'senha-antiga-1' })],
    ];
    for (const [password, message] of PROBE_PASSWORDS) {
      for (const [setter, set] of setters) {
        const refused = await set(password);
        expect([password, setter, refused.status, refused.body]).toEqual([password, setter, 400, common(message)]);
      }
    }
    expect((await t.as(owner).get('/api/auth/team')).body).toHaveLength(2);
    expect(await loginWorks('Ricardão', 'senha-antiga-1')).toBe(true);
  });

  it('judges the password against the new name when both change in one call, and changes neither when refused', async () => {
    const renamed = await t
      .as(barber)
      .put('/api/auth/me', { username: 'Zé Navalhada', newPassword: 'navalhada2025', currentPassword: 'senha-antiga-1' });
    expect([renamed.status, renamed.body]).toEqual([
      400,
      common('Senha fácil de adivinhar: parece com o nome de usuário seguido de um ano. Escolha outra.'),
    ]);
    expect((await t.as(owner).get('/api/auth/team')).body.map((member: Barber) => member.username)).toContain('Ricardão');
    expect(await loginWorks('Ricardão', 'senha-antiga-1')).toBe(true);
  });

  it('takes a passphrase of the barber’s own, and a strong password with a club’s name inside', async () => {
    const changed = await t.as(barber).put('/api/auth/me', { newPassword: 'cadeira azul perto da janela', currentPassword: 'senha-antiga-1' });
    expect(changed.status).toBe(200);
    expect(await loginWorks('Ricardão', 'cadeira azul perto da janela')).toBe(true);
    const created = await t.as(owner).post('/api/auth/create', { username: 'carlos', password: 'flamengo campeão na chuva de 81' });
    expect(created.status).toBe(200);
    expect(await loginWorks('carlos', 'flamengo campeão na chuva de 81')).toBe(true);
  });
});
