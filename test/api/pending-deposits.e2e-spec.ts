import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { PIX_TERMS } from '../support/pix-terms';
import { CORTE, standardShop } from '../support/standard-shop';
import { ApiResponse, TestApp } from '../support/test-app';

const PENDING = '/api/payments/deposits/pending';
const MARIA = { clientName: 'Maria Souza', clientContact: '11987654321' };
const JOSE = { clientName: 'José Lima', clientContact: '11976543210' };
const ANA = { clientName: 'Ana Reis', clientContact: '11965432109' };

/**
 * "Sinais a confirmar" (GET /api/payments/deposits/pending) through the real app on PostgreSQL: every live booking
 * whose deposit waits for its Pix, the hold that ends first first; a barber's own, the owner's the whole team's.
 */
describe('the deposits waiting for the barber to confirm', () => {
  let t: TestApp;
  let owner: Barber;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let pedroCorte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    ({ owner, barber, other, corte, pedroCorte, day } = await standardShop(t, { owner: true, other: { services: { pedroCorte: CORTE } } }));
    expect((await t.as(owner).put('/api/payments/settings', PIX_TERMS)).status).toBe(200);
  });
  afterAll(() => t.close());

  async function booked(hour: number, client: typeof MARIA, who: Barber = barber, service: Service = corte): Promise<ApiResponse['body']> {
    const response = await t.post('/api/appointment/create', { ...day, hour, jobId: service.id, userId: who.id, ...client });
    expect(response.status).toBe(200);
    return response.body;
  }

  const pendingOf = (who: Barber, userId?: string) => t.as(who).get(userId ? `${PENDING}?userId=${userId}` : PENDING);
  const namesIn = (response: ApiResponse) => (response.body as { clientName: string }[]).map((booking) => booking.clientName);

  it('is 401 without a login', async () => {
    const response = await t.get(PENDING);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401 });
  });

  it('is an empty list when no deposit waits', async () => {
    await t.as(owner).put('/api/payments/settings', { ...PIX_TERMS, depositRule: 'off' });
    await booked(1000, MARIA);
    const response = await pendingOf(barber);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('lists each waiting deposit with the client, the day and time, the service, what is left to pay, the hold and Já paguei', async () => {
    const maria = await booked(1000, MARIA);
    const paid = await t.post(`/api/appointment/manage/${maria.manageToken}/deposit/paid`);
    expect(paid.status).toBe(200);

    const response = await pendingOf(barber);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    const [one] = response.body;
    expect(one).toMatchObject({
      id: maria.id,
      clientName: MARIA.clientName,
      clientContact: MARIA.clientContact,
      date: maria.date,
      hour: 1000,
      label: '10:00',
      job: { id: corte.id, name: 'Corte' },
      user: { id: barber.id, username: 'joao' },
      deposit: { status: 'pending', amount: 10.5, toPay: 10.5 },
    });
    expect(one.deposit.reportedPaidAt).toEqual(expect.any(String));
    // Já paguei extended the hold once, by the hold's 15 minutes.
    expect(Date.parse(one.deposit.holdUntil)).toBe(Date.parse(maria.deposit.holdUntil) + 15 * 60_000);
    expect(one.manageToken).toBeUndefined();
  });

  it('orders them by the end of the hold, not by the time booked', async () => {
    const jose = await booked(1100, JOSE);
    const maria = await booked(1000, MARIA);
    expect(namesIn(await pendingOf(barber))).toEqual([JOSE.clientName, MARIA.clientName]);

    // Já paguei moves José's hold 15 minutes on, after Maria's.
    expect((await t.post(`/api/appointment/manage/${jose.manageToken}/deposit/paid`)).status).toBe(200);
    const after = await pendingOf(barber);
    expect(namesIn(after)).toEqual([MARIA.clientName, JOSE.clientName]);
    const holds = (after.body as { deposit: { holdUntil: string } }[]).map((booking) => Date.parse(booking.deposit.holdUntil));
    expect(holds[0]).toBeLessThan(holds[1]);
    expect(maria.id).toBe(after.body[0].id);
  });

  it('leaves out a deposit confirmed, a booking cancelled or trashed, and a booking without one', async () => {
    const maria = await booked(1000, MARIA);
    const jose = await booked(1100, JOSE);
    const ana = await booked(1200, ANA);
    const noDeposit = await t.as(barber).post('/api/appointment/admin/create', {
      ...day,
      hour: 1300,
      jobId: corte.id,
      userId: barber.id,
      clientName: 'Cliente Balcão',
      clientContact: '11955554444',
    });
    expect(noDeposit.status).toBe(200);
    expect(namesIn(await pendingOf(barber))).toEqual([MARIA.clientName, JOSE.clientName, ANA.clientName]);

    expect((await t.as(barber).post(`/api/appointment/admin/${maria.id}/deposit/confirm`)).status).toBe(200);
    expect((await t.post(`/api/appointment/manage/${jose.manageToken}/cancel`)).status).toBe(200);
    expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${ana.id}`)).status).toBe(200);

    const response = await pendingOf(barber);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('a barber sees their own; another barber’s list is 403 unless the owner asks', async () => {
    await booked(1000, MARIA);
    await booked(1000, JOSE, other, pedroCorte);

    expect(namesIn(await pendingOf(barber))).toEqual([MARIA.clientName]);
    expect(namesIn(await pendingOf(barber, barber.id))).toEqual([MARIA.clientName]);
    const refused = await pendingOf(barber, other.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await pendingOf(other)).body.map((booking: { user: { id: string } }) => booking.user.id)).toEqual([other.id]);
  });

  it('the owner, whose Pix key receives them all, sees the whole team’s, or one barber’s when asked', async () => {
    await booked(1000, MARIA);
    await booked(1000, JOSE, other, pedroCorte);

    const team = await pendingOf(owner);
    expect(team.status).toBe(200);
    expect(namesIn(team)).toEqual([MARIA.clientName, JOSE.clientName]);
    expect(team.body.map((booking: { user: { username: string } }) => booking.user.username)).toEqual(['joao', 'pedro']);
    expect(namesIn(await pendingOf(owner, other.id))).toEqual([JOSE.clientName]);
    expect(await pendingOf(owner, owner.id)).toMatchObject({ status: 200, body: [] });
  });

  it('refuses a userId that is not a UUID with a 400', async () => {
    const response = await t.as(barber).get(`${PENDING}?userId=joao`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });
});
