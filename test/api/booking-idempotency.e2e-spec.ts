import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

describe('POST /api/appointment/create with an Idempotency-Key', () => {
  let t: TestApp;
  let barber: Barber;
  let corte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    ({ barber, corte, day } = await standardShop(t));
  });
  afterAll(() => t.close());

  const KEY = '6f1c2a9e-4b7d-4e21-9c3a-0d5e8f7a1b2c';
  const bookingBody = (overrides: Record<string, unknown> = {}) => ({
    clientName: 'Maria Souza',
    clientContact: '11987654321',
    hour: 1000,
    ...day,
    jobId: corte.id,
    userId: barber.id,
    ...overrides,
  });
  const book = (body: Record<string, unknown>, key?: string) =>
    t.request('POST', '/api/appointment/create', body, key === undefined ? {} : { 'idempotency-key': key });
  const rows = async () => Number((await t.orm.em.getConnection().execute<{ count: string }[]>('select count(*) from appointment'))[0].count);

  it('books once for the same key and body sent twice, and answers the same booking and manage token both times', async () => {
    const first = await book(bookingBody(), KEY);
    const retry = await book(bookingBody(), KEY);

    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await rows()).toBe(1);
    const managed = await t.get(`/api/appointment/manage/${retry.body.manageToken}`);
    expect(managed.status).toBe(200);
    expect(managed.body).toMatchObject({ status: 'booked', hour: 1000, clientName: 'Maria Souza' });
  });

  it('refuses the key with another body (409 IDEMPOTENCY_KEY_REUSED) and books nothing more', async () => {
    expect((await book(bookingBody(), KEY)).status).toBe(200);

    const otherTime = await book(bookingBody({ hour: 1100 }), KEY);
    const otherDay = await book(bookingBody({ ...t.daysFromToday(4) }), KEY);

    for (const response of [otherTime, otherDay]) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await rows()).toBe(1);
  });

  it('makes one booking of ten concurrent requests with one key, and all of them answer it', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(bookingBody(), KEY)));

    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body.manageToken)).size).toBe(1);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(await rows()).toBe(1);
  });

  it('lets one key book on one day only when concurrent requests with it name different days', async () => {
    const responses = await Promise.all([book(bookingBody(), KEY), book(bookingBody({ ...t.daysFromToday(4) }), KEY)]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)?.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rows()).toBe(1);
  });

  it('books again with another key: the key tells a retry from a new booking', async () => {
    expect((await book(bookingBody(), KEY)).status).toBe(200);
    const second = await book(bookingBody({ hour: 1100 }), 'another-random-key-0123456789');
    expect(second.status).toBe(200);
    expect(await rows()).toBe(2);
  });

  it('keeps the key only as a hash', async () => {
    await book(bookingBody(), KEY);
    const [row] = await t.orm.em.getConnection().execute<{ idempotency_key_hash: string }[]>('select idempotency_key_hash from appointment');
    expect(row.idempotency_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.idempotency_key_hash).not.toContain(KEY);
  });

  it.each(['short', 'com espaço e acentuação ç', 'x'.repeat(129)])('refuses the malformed key %j with 400 VALIDATION_ERROR', async (key) => {
    const response = await book(bookingBody(), key);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(await rows()).toBe(0);
  });

  it('still books without a key, as before', async () => {
    expect((await book(bookingBody())).status).toBe(200);
  });
});
