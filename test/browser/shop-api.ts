import { expect, type APIRequestContext } from '@playwright/test';

/** What the browser tests read from the API to set up a scene, as the shop's own pages would. */

export interface ShopDate {
  year: number;
  month: number;
  day: number;
}

export interface BookableSlot {
  /** `displayName` is the name clients see; `username` the login. */
  barber: { id: string; username: string; displayName: string };
  service: { id: string; name: string };
  date: ShopDate;
  hour: number;
  label: string;
}

/** A day as the API's date fields write it: '2026-12-05'. */
export const isoDateOf = ({ year, month, day }: ShopDate) => `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function addDays({ year, month, day }: ShopDate, days: number): ShopDate {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** The first free start time of `serviceName`, searching from `daysAhead` days after the shop's today. */
export async function findBookableSlot(request: APIRequestContext, serviceName: string, daysAhead: number): Promise<BookableSlot> {
  const shop = await (await request.get('/api/shop')).json();
  const [barber] = await (await request.get('/api/auth')).json();
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${barber.id}`)).json();
  const service = services.find((candidate) => candidate.name === serviceName);
  if (!service) throw new Error(`No service named ${serviceName}`);

  for (let offset = daysAhead; offset < daysAhead + 14; offset += 1) {
    const date = addDays(shop.today, offset);
    const slots = await freeTimes(request, barber.id, service.id, date);
    if (slots.length > 0) return { barber, service, date, hour: slots[0].hour, label: slots[0].label };
  }
  throw new Error('No bookable slot in the next two weeks');
}

/**
 * A second barber taking bookings, so the barber step lists barbers instead of skipping itself (a shop with one
 * barber goes straight to the services). Made once through the API (the owner adds the barber, who adds a service);
 * later calls find it.
 */
export async function ensureTwoBookableBarbers(request: APIRequestContext): Promise<void> {
  const bookable: { id: string }[] = await (await request.get('/api/auth')).json();
  if (bookable.length >= 2) return;
  const second = { username: 'segundo', password: 'senha-do-segundo-1' };
  const ownerHeaders = await bearer(request, 'barbeiro', 'barbearia123');
  const team: { id: string; username: string; active: boolean }[] = await (await request.get('/api/auth/team', { headers: ownerHeaders })).json();
  const existing = team.find((barber) => barber.username === second.username);
  if (!existing) await request.post('/api/auth/create', { headers: ownerHeaders, data: second });
  else if (!existing.active) await request.put(`/api/auth/update/${existing.id}`, { headers: ownerHeaders, data: { active: true } });
  const headers = await bearer(request, second.username, second.password);
  const { id } = await (await request.get('/api/auth/me', { headers })).json();
  // The default hours (a 409 when they exist), then a service.
  await request.post(`/api/hour/create/list/${id}`, { headers });
  const services: unknown[] = await (await request.get(`/api/job/listByUser/${id}`)).json();
  if (services.length === 0) expect((await request.post(`/api/job/create/${id}`, { headers, data: { name: 'Corte', value: 35 } })).ok()).toBe(true);
}

async function bearer(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** Books `slot` for a client through the public API, as the booking pages do; answers the manage link's token. */
export async function bookThroughApi(request: APIRequestContext, slot: BookableSlot, client: { name: string; contact: string }): Promise<string> {
  const booked = await request.post('/api/appointment/create', {
    data: { clientName: client.name, clientContact: client.contact, ...slot.date, hour: slot.hour, jobId: slot.service.id, userId: slot.barber.id },
  });
  expect(booked.status()).toBe(200);
  return (await booked.json()).manageToken;
}

/** The free start times of a day for a barber's service, as the client's time step gets them (GET /api/availability). */
export async function freeTimes(
  request: APIRequestContext,
  barberId: string,
  serviceId: string,
  date: ShopDate,
): Promise<{ hour: number; label: string }[]> {
  const query = new URLSearchParams({
    userId: barberId,
    jobId: serviceId,
    day: String(date.day),
    month: String(date.month),
    year: String(date.year),
  });
  const { slots } = await (await request.get(`/api/availability?${query.toString()}`)).json();
  return slots;
}

export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const session = await (await request.post('/api/auth/login', { data: { username, password } })).json();
  return { id: session.id as string, headers: { Authorization: `Bearer ${session.token}` } };
}

/**
 * A barber of the test's own, with the default hours and a service, taking bookings while the test runs: its bookings
 * stay out of the demo barber's days, which other tests count. `done` takes the barber off the shop's list again.
 */
export async function barberOfThisTest(request: APIRequestContext) {
  const owner = await apiLogin(request, 'barbeiro', 'barbearia123');
  const account = { username: `acesso${String(Date.now()).slice(-6)}`, password: 'senha-do-acesso-1' };
  expect((await request.post('/api/auth/create', { headers: owner.headers, data: account })).status()).toBe(200);
  const barber = await apiLogin(request, account.username, account.password);
  expect((await request.post(`/api/hour/create/list/${barber.id}`, { headers: barber.headers })).status()).toBe(200);
  const created = await request.post(`/api/job/create/${barber.id}`, { headers: barber.headers, data: { name: 'Corte', value: 40 } });
  expect(created.ok()).toBe(true);
  const service: { id: string; name: string } = await created.json();
  const { today }: { today: ShopDate } = await (await request.get('/api/shop')).json();

  /** The first free start time from `daysAhead` days after today on. */
  const slot = async (daysAhead: number): Promise<BookableSlot> => {
    for (let offset = daysAhead; offset < daysAhead + 14; offset += 1) {
      const date = addDays(today, offset);
      const slots = await freeTimes(request, barber.id, service.id, date);
      if (slots.length > 0)
        return {
          barber: { id: barber.id, username: account.username, displayName: account.username },
          service,
          date,
          hour: slots[0].hour,
          label: slots[0].label,
        };
    }
    throw new Error('No bookable slot in the next two weeks');
  };
  const done = async () => {
    expect((await request.put(`/api/auth/update/${barber.id}`, { headers: owner.headers, data: { active: false } })).ok()).toBe(true);
  };
  return { account, barber, slot, done };
}

/**
 * A client joins the waitlist of the barber's service for the day of `slot`, without notifications, through the public API
 * as the join page does; answers the entry's id and its manage link's token.
 */
export async function joinWaitlistThroughApi(
  request: APIRequestContext,
  slot: Pick<BookableSlot, 'barber' | 'service' | 'date'>,
  client: { name: string; contact: string },
): Promise<{ entryId: string; manageToken: string }> {
  const joined = await request.post('/api/waitlist', {
    data: { userId: slot.barber.id, jobId: slot.service.id, days: [isoDateOf(slot.date)], clientName: client.name, clientContact: client.contact },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const { entry, manageToken } = await joined.json();
  return { entryId: entry.id, manageToken };
}

/**
 * The day of `slot` made full: every other free time of the barber's blocked (the barber's `headers`), the slot itself
 * booked by `client`. Answers the booking's manage token.
 */
export async function fillTheDay(
  request: APIRequestContext,
  slot: BookableSlot,
  headers: Record<string, string>,
  client: { name: string; contact: string },
): Promise<string> {
  const others = (await freeTimes(request, slot.barber.id, slot.service.id, slot.date)).filter((free) => free.hour !== slot.hour);
  const blocked = await request.post('/api/appointment/deactivate', {
    headers,
    data: { hours: others.map((free) => free.hour), ...slot.date, userId: slot.barber.id },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const token = await bookThroughApi(request, slot, client);
  expect(await freeTimes(request, slot.barber.id, slot.service.id, slot.date)).toEqual([]);
  return token;
}
