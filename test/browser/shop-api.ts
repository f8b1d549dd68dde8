import { expect, type APIRequestContext } from '@playwright/test';

/** What the browser tests read from the API to set up a scene, as the shop's own pages would. */

export interface ShopDate {
  year: number;
  month: number;
  day: number;
}

export interface BookableSlot {
  barber: { id: string; username: string };
  service: { id: string; name: string };
  date: ShopDate;
  hour: number;
  label: string;
}

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
