import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const CONTACT = '11987654321';

/** The name clients see (`displayName`), apart from the login (`username`): set in Meus Dados or by the owner on Equipe. */
describe('a barber’s display name', () => {
  let t: TestApp;
  let owner: Barber;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    ({ owner, barber, other, corte, day } = await standardShop(t, { owner: true, other: true }));
  });
  afterAll(() => t.close());

  const bookOnline = () =>
    t.post('/api/appointment/create', { clientName: 'Maria Souza', clientContact: CONTACT, hour: 1000, ...day, jobId: corte.id, userId: barber.id });

  it('starts as the username, and Meus Dados sets it (trimmed, single spaces); the login stays the username', async () => {
    expect((await t.as(barber).get('/api/auth/me')).body).toMatchObject({ username: 'joao', displayName: 'joao' });

    const response = await t.as(barber).put('/api/auth/me', { displayName: '  João   da  Silva ' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: 'joao', displayName: 'João da Silva' });
    expect((await t.as(barber).get('/api/auth/me')).body).toMatchObject({ username: 'joao', displayName: 'João da Silva' });
  });

  it('shows in the public barber list and a barber’s own answer, beside the username', async () => {
    await t.as(barber).put('/api/auth/me', { displayName: "Zé D'Ávila" });

    const listed = (await t.get('/api/auth')).body;
    expect(listed).toEqual([expect.objectContaining({ id: barber.id, username: 'joao', displayName: "Zé D'Ávila" })]);
    expect((await t.get(`/api/auth/${barber.id}`)).body).toMatchObject({ username: 'joao', displayName: "Zé D'Ávila" });
  });

  it.each([
    ['one character', 'J'],
    ['41 characters', 'J'.repeat(41)],
    ['only spaces', '    '],
    ['a control character', 'Jo\u0000ão'],
    ['a line break', 'João\nSilva'],
    ['a bidi control', 'João\u202eSilva'],
    ['a zero-width space', 'Jo\u200bão'],
    ['a letter of another script', 'J\u043eão'],
    ['an emoji', 'João ✂️'],
    ['markup', '<b>João</b>'],
    ['a number', 42],
    ['null', null],
  ])('refuses %s with the API’s 400 (VALIDATION_ERROR), the name unchanged', async (_, displayName) => {
    const response = await t.as(barber).put('/api/auth/me', { displayName });

    expect(response.status).toBe(400);
    expect(response.body).toEqual(expect.objectContaining({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) }));
    expect((await t.as(barber).get('/api/auth/me')).body.displayName).toBe('joao');
  });

  it('answers null for a name or a password with 400, on Meus Dados and on Equipe (it was a 500)', async () => {
    for (const body of [{ username: null }, { newPassword: null, currentPassword: 'x' }]) {
      const response = await t.as(barber).put('/api/auth/me', body);
      expect([body, response.status, response.body.code]).toEqual([body, 400, 'VALIDATION_ERROR']);
    }
    for (const body of [{ username: null }, { password: null }, { displayName: null }]) {
      const response = await t.as(owner).put(`/api/auth/update/${barber.id}`, body);
      expect([body, response.status, response.body.code]).toEqual([body, 400, 'VALIDATION_ERROR']);
    }
  });

  it('refuses one that looks like another barber’s (409 DISPLAY_NAME_TAKEN): clients could not tell them apart', async () => {
    expect((await t.as(other).put('/api/auth/me', { displayName: 'João Silva' })).status).toBe(200);

    for (const lookAlike of ['joao silva', 'JOÃO SILVA', 'João Sílva', 'J0ão SiIva', 'Joao.Silva']) {
      const response = await t.as(barber).put('/api/auth/me', { displayName: lookAlike });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'DISPLAY_NAME_TAKEN',
        message: 'Outro barbeiro já usa este nome (ou um muito parecido) para os clientes.',
      });
    }
    expect((await t.as(barber).get('/api/auth/me')).body.displayName).toBe('joao');
    // A login still goes by usernames alone: a display name takes none from them.
    expect((await t.as(barber).put('/api/auth/me', { displayName: 'pedro' })).status).toBe(200);
  });

  it('the owner sets a member’s on Equipe, and the team list shows both names; a barber can’t set another’s', async () => {
    const updated = await t.as(owner).put(`/api/auth/update/${barber.id}`, { displayName: 'João Barbeiro' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: barber.id, username: 'joao', displayName: 'João Barbeiro', active: true });

    const team = (await t.as(owner).get('/api/auth/team')).body as { username: string; displayName: string }[];
    expect(team.map(({ username, displayName }) => ({ username, displayName }))).toEqual([
      { username: 'dono', displayName: 'dono' },
      { username: 'joao', displayName: 'João Barbeiro' },
      { username: 'pedro', displayName: 'pedro' },
    ]);

    const refused = await t.as(other).put(`/api/auth/update/${barber.id}`, { displayName: 'Impostor' });
    expect(refused.status).toBe(403);
    expect((await t.as(other).put(`/api/auth/update/${other.id}`, { displayName: 'Pedro Lima' })).body.displayName).toBe('Pedro Lima');
  });

  it('a new barber starts with their username as it, and one looking like a display name already shown is refused', async () => {
    await t.as(barber).put('/api/auth/me', { displayName: 'Carlos' });

    const created = await t.as(owner).post('/api/auth/create', { username: 'marina', password: 'tesoura-de-prata-no-balcao' });
    expect(created.body).toEqual({ id: expect.any(String), username: 'marina', displayName: 'marina' });
    const lookAlike = await t.as(owner).post('/api/auth/create', { username: 'carlos', password: 'tesoura-de-prata-no-balcao' });
    expect(lookAlike.status).toBe(409);
    expect(lookAlike.body.code).toBe('DISPLAY_NAME_TAKEN');
  });

  it('is what the client’s answers say: the booking, Consultar, the manage link and its calendar event', async () => {
    await t.as(barber).put('/api/auth/me', { displayName: 'João Silva' });

    const { body: created } = await bookOnline();
    expect(created.user).toEqual({ id: barber.id, username: 'joao', displayName: 'João Silva' });
    const [consulted] = (await t.get(`/api/appointment/consultByClientContact/${CONTACT}`)).body;
    expect(consulted.user.displayName).toBe('João Silva');
    const managed = (await t.get(`/api/appointment/manage/${created.manageToken}`)).body;
    expect(managed.barber).toEqual({ id: barber.id, username: 'joao', displayName: 'João Silva' });
    const ics = String(
      (await t.from('127.0.0.1').raw('GET', `/api/appointment/manage/${created.manageToken}/calendar.ics`, undefined, { host: 'barbearia.test' }))
        .body,
    );
    expect(ics).toContain('SUMMARY:Corte com João Silva\r\n');
    expect(ics).not.toMatch(/com joao/);
  });

  it('is what the waitlist’s entry says to its client', async () => {
    await t.as(barber).put('/api/auth/me', { displayName: 'João Silva' });

    const joined = await t.from('10.9.0.1').post('/api/waitlist', {
      userId: barber.id,
      jobId: corte.id,
      days: [toIsoDate(day)],
      clientName: 'Ana Lima',
      clientContact: '11911110001',
    });
    expect(joined.status).toBe(201);
    expect(joined.body.entry.barber).toEqual({ id: barber.id, username: 'joao', displayName: 'João Silva' });
    expect((await t.get(`/api/waitlist/manage/${joined.body.manageToken}`)).body.barber.displayName).toBe('João Silva');
  });
});
