import { CapturedLog } from '../support/captured-log';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const PASSWORD = 'senha-secreta-42';
const CLIENT_NAME = 'Maria Sigilosa';
const CLIENT_PHONE = '11987654321';

describe('structured logs (LOG_LEVEL=info)', () => {
  const log = new CapturedLog();
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ LOG_LEVEL: 'info' }, log);
  });
  afterAll(() => t.close());

  it('gives every answer its own X-Request-Id, and ends every request with one JSON line carrying it and the route pattern', async () => {
    const first = await t.get(`/api/appointment/consultByClientContact/${CLIENT_PHONE}`);
    const second = await t.get('/api/nao-existe');
    const [firstId, secondId] = [String(first.headers['x-request-id']), String(second.headers['x-request-id'])];
    expect(firstId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(secondId).not.toBe(firstId);
    expect(log.of(firstId)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        route: '/api/appointment/consultByClientContact/:contact',
        statusCode: 200,
      }),
    ]);
    expect(log.of(secondId)).toEqual([expect.objectContaining({ msg: 'request completed', route: null, statusCode: 404 })]);
    expect(log.text.join('')).not.toContain(CLIENT_PHONE);
  });

  it('never takes a client-sent X-Request-Id: it always makes its own', async () => {
    const response = await t.request('GET', '/api/shop', undefined, { 'x-request-id': 'forjado' });
    expect(response.headers['x-request-id']).not.toBe('forjado');
    expect(log.text.join('')).not.toContain('forjado');
  });

  it('logs a failing request with a password, a token, a client name and phone: its request id on every line, none of those values', async () => {
    const { barber, corte: job } = await standardShop(t);
    const token = t.tokenFor(barber.id);
    const wrongLogin = await t.request('POST', '/api/auth/login', { username: 'joao', password: PASSWORD }, { authorization: `Bearer ${token}` });
    expect(wrongLogin.status).toBe(401);

    // A database error whose driver message holds the INSERT with the client's name and phone.
    const connection = t.orm.em.getConnection();
    await connection.execute('alter table appointment rename column client_name to client_name_hidden');
    let failed;
    try {
      failed = await t.as(barber).raw('POST', '/api/appointment/create', {
        clientName: CLIENT_NAME,
        clientContact: CLIENT_PHONE,
        hour: 1000,
        ...t.daysFromToday(3),
        jobId: job.id,
        userId: barber.id,
      });
    } finally {
      await connection.execute('alter table appointment rename column client_name_hidden to client_name');
    }
    expect(failed.status).toBe(500);

    const requestId = String(failed.headers['x-request-id']);
    const lines = log.of(requestId);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 50, context: 'HTTP', msg: expect.stringMatching(/^InvalidFieldNameException \(SQL state 42703\)\n\s+at /) }),
        expect.objectContaining({ level: 30, msg: 'request completed', statusCode: 500 }),
      ]),
    );
    const everything = log.text.join('');
    for (const secret of [PASSWORD, token, CLIENT_NAME, CLIENT_PHONE, 'insert into']) expect(everything).not.toContain(secret);
  });
});
