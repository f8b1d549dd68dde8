import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { verifyPassword } from '../../backend/src/modules/barbers/domain/password';
import { HourSlot } from '../../backend/src/modules/hours/domain/hour-slot.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { Unavailable } from '../../backend/src/modules/unavailability/domain/unavailable.entity';
import { Endpoint, Field, OpenApiDocument, endpointsOf } from '../support/fuzz/endpoints';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { ApiResponse, TestApp } from '../support/test-app';

/**
 * Ids are values, not text: a second outside probe changed the owner's password without the
 * current one by writing the owner's own id in upper case (the service compared ids as strings,
 * while validation and PostgreSQL take any case). Every id from a path, a query string or a body is
 * now brought to lower case at the edge (UuidParam, IdField). This file walks every operation of
 * docs/openapi.json (kept equal to the app by openapi.e2e-spec.ts) that takes an id, calls it with
 * the ids in lower case and in upper case on the same shop, and expects the same answer.
 */
const DOCUMENT = JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8')) as OpenApiDocument;
const ID_ROUTES = endpointsOf(DOCUMENT).filter(takesAnId);

function isId(field: Field): boolean {
  return field.format === 'uuid' || (field.type === 'string' && (field.name === 'id' || field.name.endsWith('Id')));
}

function takesAnId(endpoint: Endpoint): boolean {
  return [...endpoint.pathParams, ...endpoint.queryParams, ...(endpoint.bodyFields ?? [])].some(isId);
}

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The shop every call starts from: built afresh before each mutating call. */
interface Shop {
  owner: Barber;
  barber: Barber;
  ownerJob: Service;
  barberJob: Service;
  /** A client's booking of the owner's service in 3 days at 10:00, with its manage token. */
  booking: Booking;
  token: string;
  /** Yesterday's booking, whose attendance can be marked. */
  past: Booking;
  /** A booking in the trash, in 3 days at 14:00. */
  trashed: Booking;
  /** The owner's day off in 5 days. */
  dayOff: Unavailable;
  /** The owner's 10:00 slot. */
  slot: HourSlot;
  day: { day: number; month: number; year: number };
  past3: { day: number; month: number; year: number };
}

type Caller = 'owner' | 'barber' | 'anonymous';

/** One call: who makes it, the URL and body with the ids in lower case, and the status it must get. */
interface Call {
  as: Caller;
  url: string;
  body?: unknown;
  status: number;
}

const owner = (url: string, status: number, body?: unknown): Call => ({ as: 'owner', url, body, status });
const barber = (url: string, status: number, body?: unknown): Call => ({ as: 'barber', url, body, status });
const anonymous = (url: string, status: number, body?: unknown): Call => ({ as: 'anonymous', url, body, status });

const dayQuery = ({ day, month, year }: Shop['day']) => `day=${day}&month=${month}&year=${year}`;
const isoOf = ({ day, month, year }: Shop['day']) => `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const waitlistBody = (s: Shop) => ({ days: [isoOf(s.day)], clientName: 'Maria Souza', clientContact: '11987654321' });
const bookingBody = (s: Shop) => ({
  ...s.day,
  hour: 1100,
  clientName: 'Maria Souza',
  clientContact: '11987654321',
  jobId: s.ownerJob.id,
  userId: s.owner.id,
});

/**
 * A call per operation that takes an id, made to succeed in lower case where it can, and where a
 * barber's id is compared with the caller's, a call across barbers too. A new operation with an id
 * fails the first test until it has its calls here.
 */
const CALLS: Record<string, (s: Shop) => Call[]> = {
  'PUT /api/auth/update/{id}': (s) => [
    owner(`/api/auth/update/${s.barber.id}`, 200, { username: 'pedro-novo' }),
    owner(`/api/auth/update/${s.owner.id}`, 400, { password: 'senha-nova-123' }),
    barber(`/api/auth/update/${s.barber.id}`, 400, { password: 'senha-nova-123' }),
    barber(`/api/auth/update/${s.owner.id}`, 403, { username: 'tomado' }),
  ],
  'GET /api/auth/{id}': (s) => [anonymous(`/api/auth/${s.owner.id}`, 200)],
  'GET /api/auth/{id}/photo': (s) => [anonymous(`/api/auth/${s.owner.id}/photo`, 404)],
  'GET /api/job/listByUser/{userId}': (s) => [anonymous(`/api/job/listByUser/${s.owner.id}`, 200)],
  'GET /api/job/get/{jobId}': (s) => [anonymous(`/api/job/get/${s.ownerJob.id}`, 200)],
  'GET /api/payments/deposit-quote': (s) => [anonymous(`/api/payments/deposit-quote?userId=${s.owner.id}&jobId=${s.ownerJob.id}`, 200)],
  // The shop asks no deposit: the owner's booking has none to confirm or refund (409), another barber's is 403.
  'POST /api/appointment/admin/{id}/deposit/confirm': (s) => [
    owner(`/api/appointment/admin/${s.booking.id}/deposit/confirm`, 409),
    barber(`/api/appointment/admin/${s.booking.id}/deposit/confirm`, 403),
  ],
  'POST /api/appointment/admin/{id}/deposit/refunded': (s) => [
    owner(`/api/appointment/admin/${s.booking.id}/deposit/refunded`, 409),
    barber(`/api/appointment/admin/${s.booking.id}/deposit/refunded`, 403),
  ],
  // The owner reads a team member's deposits waiting; that barber reads their own, not the owner's.
  'GET /api/payments/deposits/pending': (s) => [
    owner(`/api/payments/deposits/pending?userId=${s.barber.id}`, 200),
    barber(`/api/payments/deposits/pending?userId=${s.barber.id}`, 200),
    barber(`/api/payments/deposits/pending?userId=${s.owner.id}`, 403),
  ],
  'POST /api/waitlist': (s) => [
    anonymous('/api/waitlist', 201, { ...waitlistBody(s), userId: s.owner.id, jobId: s.ownerJob.id }),
    anonymous('/api/waitlist', 400, { ...waitlistBody(s), userId: s.barber.id, jobId: s.ownerJob.id }),
  ],
  // The owner reads a team member's list; that barber reads their own, not the owner's.
  'GET /api/waitlist/admin': (s) => [
    owner(`/api/waitlist/admin?date=${isoOf(s.day)}&userId=${s.barber.id}`, 200),
    barber(`/api/waitlist/admin?date=${isoOf(s.day)}&userId=${s.barber.id}`, 200),
    barber(`/api/waitlist/admin?date=${isoOf(s.day)}&userId=${s.owner.id}`, 403),
  ],
  // The owner reads and sets a team member's commission; that barber reads their own, not the owner's, and sets none.
  'GET /api/commission/rates': (s) => [
    owner(`/api/commission/rates?userId=${s.barber.id}`, 200),
    barber(`/api/commission/rates?userId=${s.barber.id}`, 200),
    barber(`/api/commission/rates?userId=${s.owner.id}`, 403),
  ],
  'POST /api/commission/rates': (s) => [
    owner('/api/commission/rates', 201, { userId: s.barber.id, jobId: s.barberJob.id, percent: 50, startsOn: isoOf(s.day) }),
    owner('/api/commission/rates', 404, { userId: s.barber.id, jobId: s.ownerJob.id, percent: 50, startsOn: isoOf(s.day) }),
    barber('/api/commission/rates', 403, { userId: s.barber.id, percent: 50, startsOn: isoOf(s.day) }),
  ],
  'GET /api/commission/statement': (s) => [
    owner(`/api/commission/statement?userId=${s.barber.id}&from=${isoOf(s.day)}&to=${isoOf(s.day)}`, 200),
    barber(`/api/commission/statement?userId=${s.barber.id}&from=${isoOf(s.day)}&to=${isoOf(s.day)}`, 200),
    barber(`/api/commission/statement?userId=${s.owner.id}&from=${isoOf(s.day)}&to=${isoOf(s.day)}`, 403),
  ],
  'GET /api/commission/statement.csv': (s) => [
    owner(`/api/commission/statement.csv?userId=${s.barber.id}&from=${isoOf(s.day)}&to=${isoOf(s.day)}`, 200),
    barber(`/api/commission/statement.csv?userId=${s.owner.id}&from=${isoOf(s.day)}&to=${isoOf(s.day)}`, 403),
  ],
  'POST /api/commission/advances': (s) => [
    owner('/api/commission/advances', 201, { userId: s.barber.id, day: isoOf(s.day), amount: 10 }),
    barber('/api/commission/advances', 403, { userId: s.barber.id, day: isoOf(s.day), amount: 10 }),
  ],
  // No advance has the booking's id: 404 however it is written; a barber may delete none.
  'DELETE /api/commission/advances/{id}': (s) => [
    owner(`/api/commission/advances/${s.booking.id}`, 404),
    barber(`/api/commission/advances/${s.booking.id}`, 403),
  ],
  // The barber has no rate yet: the owner's payout of yesterday is refused for it (409), a barber pays nothing (403).
  'POST /api/commission/payouts': (s) => [
    owner('/api/commission/payouts', 409, { userId: s.barber.id, from: isoOf(s.past), to: isoOf(s.past) }),
    barber('/api/commission/payouts', 403, { userId: s.barber.id, from: isoOf(s.past), to: isoOf(s.past) }),
  ],
  'GET /api/commission/payouts': (s) => [
    owner(`/api/commission/payouts?userId=${s.barber.id}`, 200),
    barber(`/api/commission/payouts?userId=${s.barber.id}`, 200),
    barber(`/api/commission/payouts?userId=${s.owner.id}`, 403),
  ],
  // No entry has the booking's id: 404 however it is written.
  'POST /api/waitlist/admin/{entryId}/offer': (s) => [owner(`/api/waitlist/admin/${s.booking.id}/offer`, 404, { date: isoOf(s.day), hour: 1100 })],
  'POST /api/job/create/{userId}': (s) => [
    owner(`/api/job/create/${s.owner.id}`, 200, { name: 'Barba', value: 20 }),
    barber(`/api/job/create/${s.owner.id}`, 403, { name: 'Barba', value: 20 }),
  ],
  'PUT /api/job/update/{jobId}': (s) => [
    owner(`/api/job/update/${s.ownerJob.id}`, 200, { name: 'Corte novo', value: 40 }),
    barber(`/api/job/update/${s.ownerJob.id}`, 403, { name: 'Corte novo', value: 40 }),
  ],
  'DELETE /api/job/delete/{jobId}': (s) => [barber(`/api/job/delete/${s.ownerJob.id}`, 403), owner(`/api/job/delete/${s.ownerJob.id}`, 200)],
  'PUT /api/hour/update': (s) => [owner('/api/hour/update', 200, { id: s.slot.id, hour: 1000, available: false })],
  'POST /api/hour/vinculate': (s) => [
    owner('/api/hour/vinculate', 200, { id: s.owner.id, hours: [{ hour: 2200, available: true }] }),
    barber('/api/hour/vinculate', 403, { id: s.owner.id, hours: [{ hour: 2200, available: true }] }),
  ],
  'POST /api/hour/create/list/{userId}': (s) => [
    owner(`/api/hour/create/list/${s.owner.id}`, 409),
    barber(`/api/hour/create/list/${s.owner.id}`, 403),
  ],
  'GET /api/hour/day-off/list/{userId}': (s) => [owner(`/api/hour/day-off/list/${s.owner.id}`, 200)],
  'POST /api/hour/day-off/vinculate/{userId}/{weekday}': (s) => [
    owner(`/api/hour/day-off/vinculate/${s.owner.id}/0`, 200),
    barber(`/api/hour/day-off/vinculate/${s.owner.id}/0`, 403),
  ],
  'POST /api/hour/day-off/un-vinculate/{userId}/{weekday}': (s) => [
    owner(`/api/hour/day-off/un-vinculate/${s.owner.id}/0`, 200),
    barber(`/api/hour/day-off/un-vinculate/${s.owner.id}/0`, 403),
  ],
  'GET /api/hour/week/{userId}': (s) => [owner(`/api/hour/week/${s.owner.id}`, 200), barber(`/api/hour/week/${s.barber.id}`, 200)],
  'PUT /api/hour/week/{userId}/{weekday}': (s) => [
    owner(`/api/hour/week/${s.owner.id}/0`, 200, { open: false }),
    barber(`/api/hour/week/${s.owner.id}/0`, 403, { open: false }),
  ],
  'POST /api/hour/week/{userId}/copy': (s) => [
    owner(`/api/hour/week/${s.owner.id}/copy`, 200, { from: 1, to: [0] }),
    barber(`/api/hour/week/${s.owner.id}/copy`, 403, { from: 1, to: [0] }),
  ],
  'GET /api/unavailable/list/{userId}': (s) => [owner(`/api/unavailable/list/${s.owner.id}`, 200)],
  'DELETE /api/unavailable/delete/{id}': (s) => [
    barber(`/api/unavailable/delete/${s.dayOff.id}`, 403),
    owner(`/api/unavailable/delete/${s.dayOff.id}`, 200),
  ],
  'POST /api/unavailable/delete/{userId}/{day}/{month}/{year}': (s) => [
    owner(`/api/unavailable/delete/${s.owner.id}/${s.dayOff.day}/${s.dayOff.month}/${s.dayOff.year}`, 200),
    barber(`/api/unavailable/delete/${s.owner.id}/${s.dayOff.day}/${s.dayOff.month}/${s.dayOff.year}`, 403),
  ],
  'POST /api/unavailable/range/delete': (s) => [
    owner('/api/unavailable/range/delete', 200, { userId: s.owner.id, from: dayOf(s.dayOff), to: dayOf(s.dayOff) }),
    barber('/api/unavailable/range/delete', 403, { userId: s.owner.id, from: dayOf(s.dayOff), to: dayOf(s.dayOff) }),
  ],
  'GET /api/availability': (s) => [anonymous(`/api/availability?${dayQuery(s.day)}&jobId=${s.ownerJob.id}&userId=${s.owner.id}`, 200)],
  'GET /api/availability/month': (s) => [
    anonymous(`/api/availability/month?userId=${s.owner.id}&jobId=${s.ownerJob.id}&month=${s.day.month}&year=${s.day.year}`, 200),
  ],
  'POST /api/appointment/create': (s) => [
    anonymous('/api/appointment/create', 200, bookingBody(s)),
    anonymous('/api/appointment/create', 400, { ...bookingBody(s), jobId: s.barberJob.id }),
  ],
  'POST /api/appointment/verifyExist': (s) => [
    anonymous('/api/appointment/verifyExist', 200, { ...s.day, hour: 1000, clientContact: '11987654321', userId: s.owner.id, jobId: s.ownerJob.id }),
  ],
  'PUT /api/appointment/manage/{token}': (s) => [
    anonymous(`/api/appointment/manage/${s.token}`, 200, { ...s.day, hour: 1500, jobId: s.ownerJob.id }),
  ],
  'GET /api/appointment/manage/{token}/availability': (s) => [
    anonymous(`/api/appointment/manage/${s.token}/availability?${dayQuery(s.day)}&jobId=${s.ownerJob.id}`, 200),
  ],
  'POST /api/appointment/admin/create': (s) => [
    owner('/api/appointment/admin/create', 200, bookingBody(s)),
    barber('/api/appointment/admin/create', 403, bookingBody(s)),
  ],
  'GET /api/appointment/get/user/{userId}': (s) => [
    owner(`/api/appointment/get/user/${s.owner.id}`, 200),
    barber(`/api/appointment/get/user/${s.owner.id}`, 403),
  ],
  'GET /api/appointment/admin/get/month/{month}/{barberId}': (s) => [
    owner(`/api/appointment/admin/get/month/${s.day.month}/${s.owner.id}?year=${s.day.year}`, 200),
    barber(`/api/appointment/admin/get/month/${s.day.month}/${s.owner.id}?year=${s.day.year}`, 403),
  ],
  'GET /api/appointment/admin/timeline/{barberId}': (s) => [
    owner(`/api/appointment/admin/timeline/${s.owner.id}?${dayQuery(s.day)}&days=3`, 200),
    barber(`/api/appointment/admin/timeline/${s.owner.id}?${dayQuery(s.day)}&days=3`, 403),
  ],
  'GET /api/appointment/admin/availability': (s) => [
    owner(`/api/appointment/admin/availability?${dayQuery(s.day)}&jobId=${s.ownerJob.id}&userId=${s.owner.id}`, 200),
  ],
  'GET /api/appointment/admin/get/next/{barberId}': (s) => [
    owner(`/api/appointment/admin/get/next/${s.owner.id}`, 200),
    barber(`/api/appointment/admin/get/next/${s.owner.id}`, 403),
  ],
  'GET /api/appointment/admin/outside-hours/{barberId}': (s) => [
    owner(`/api/appointment/admin/outside-hours/${s.owner.id}`, 200),
    barber(`/api/appointment/admin/outside-hours/${s.owner.id}`, 403),
  ],
  'GET /api/appointment/admin/availability/{id}': (s) => [
    owner(`/api/appointment/admin/availability/${s.booking.id}?${dayQuery(s.day)}&jobId=${s.ownerJob.id}`, 200),
  ],
  'PUT /api/appointment/admin/attendance/{id}': (s) => [
    owner(`/api/appointment/admin/attendance/${s.past.id}`, 200, { attendance: 'no_show' }),
    barber(`/api/appointment/admin/attendance/${s.past.id}`, 403, { attendance: 'no_show' }),
  ],
  'GET /api/appointment/admin/get/{id}': (s) => [
    owner(`/api/appointment/admin/get/${s.booking.id}`, 200),
    barber(`/api/appointment/admin/get/${s.booking.id}`, 403),
  ],
  'PUT /api/appointment/admin/update': (s) => [
    owner('/api/appointment/admin/update', 200, {
      ...s.day,
      id: s.booking.id,
      clientName: 'Maria S.',
      hour: 1000,
      jobId: s.ownerJob.id,
      userId: s.owner.id,
    }),
    owner('/api/appointment/admin/update', 200, { ...s.day, id: s.booking.id, clientName: 'Maria S.', hour: 1000, job: { id: s.ownerJob.id } }),
    barber('/api/appointment/admin/update', 403, {
      ...s.day,
      id: s.booking.id,
      clientName: 'Maria S.',
      hour: 1000,
      jobId: s.ownerJob.id,
      userId: s.barber.id,
    }),
  ],
  'DELETE /api/appointment/admin/delete/trash/{id}': (s) => [
    barber(`/api/appointment/admin/delete/trash/${s.booking.id}`, 403),
    owner(`/api/appointment/admin/delete/trash/${s.booking.id}`, 200),
  ],
  'POST /api/appointment/admin/restore/{id}': (s) => [
    barber(`/api/appointment/admin/restore/${s.trashed.id}`, 403),
    owner(`/api/appointment/admin/restore/${s.trashed.id}`, 200),
  ],
  'POST /api/appointment/deactivate': (s) => [
    owner('/api/appointment/deactivate', 200, { ...s.day, hours: [1600], userId: s.owner.id }),
    barber('/api/appointment/deactivate', 403, { ...s.day, hours: [1600], userId: s.owner.id }),
  ],
  'GET /api/appointment/admin/ifDayContainsAppointment/{userId}/{day}/{month}/{year}': (s) => [
    owner(`/api/appointment/admin/ifDayContainsAppointment/${s.owner.id}/${s.day.day}/${s.day.month}/${s.day.year}`, 200),
    barber(`/api/appointment/admin/ifDayContainsAppointment/${s.owner.id}/${s.day.day}/${s.day.month}/${s.day.year}`, 403),
  ],
  'POST /api/unavailable/create': (s) => [
    owner('/api/unavailable/create', 200, { ...s.day, hour: 1700, userId: s.owner.id }),
    barber('/api/unavailable/create', 403, { ...s.day, hour: 1700, userId: s.owner.id }),
  ],
  'POST /api/unavailable/range': (s) => [
    owner('/api/unavailable/range', 200, { userId: s.owner.id, from: s.past3, to: s.past3 }),
    barber('/api/unavailable/range', 403, { userId: s.owner.id, from: s.past3, to: s.past3 }),
  ],
  'GET /api/budget/budget/user/{userId}/month/{month}': (s) => [
    owner(`/api/budget/budget/user/${s.owner.id}/month/${s.day.month}?year=${s.day.year}`, 200),
    barber(`/api/budget/budget/user/${s.owner.id}/month/${s.day.month}?year=${s.day.year}`, 403),
  ],
  'GET /api/budget/budget/user/{userId}/year/{year}': (s) => [
    owner(`/api/budget/budget/user/${s.owner.id}/year/${s.day.year}`, 200),
    barber(`/api/budget/budget/user/${s.owner.id}/year/${s.day.year}`, 403),
  ],
};

function dayOf(unavailable: Unavailable): { day: number; month: number; year: number } {
  return { day: unavailable.day, month: unavailable.month, year: unavailable.year };
}

describe('ids compared as values: upper case and lower case get the same answer', () => {
  let t: TestApp;
  let shop: ShopBuilder;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  afterAll(() => t.close());

  async function seedShop(): Promise<Shop> {
    const { owner, barber, ownerJob, barberJob, day } = await standardShop(t, {
      owner: { services: { ownerJob: CORTE } },
      barber: { username: 'pedro', services: { barberJob: { name: 'Barba' } } },
    });
    const { appointment: booking, token } = await shop.clientBooking(ownerJob, day, 1000);
    const past = await shop.appointment(ownerJob, t.daysFromToday(-1), 1000);
    const trashed = await shop.appointment(ownerJob, day, 1400);
    const em = t.orm.em.fork();
    await em.nativeUpdate(Booking, { id: trashed.id }, { deletedAt: new Date() });
    await shop.unavailable(owner, t.daysFromToday(5));
    const dayOff = await em.findOneOrFail(Unavailable, { barberId: owner.id });
    const slot = await em.findOneOrFail(HourSlot, { barberId: owner.id, hour: 1000 });
    return { owner, barber, ownerJob, barberJob, booking, token, past, trashed, dayOff, slot, day, past3: t.daysFromToday(7) };
  }

  /** The ids the shop was built with, each with the name its answers are compared under (shops built afresh get new ids). */
  function idsOf(s: Shop): Map<string, string> {
    const named: Record<string, { id: string }> = {
      owner: s.owner,
      barber: s.barber,
      ownerJob: s.ownerJob,
      barberJob: s.barberJob,
      booking: s.booking,
      past: s.past,
      trashed: s.trashed,
      dayOff: s.dayOff,
      slot: s.slot,
    };
    return new Map(Object.entries(named).map(([name, entity]) => [entity.id, name]));
  }

  async function send(s: Shop, method: Endpoint['method'], call: Call, idCase: 'lower' | 'upper'): Promise<ApiResponse> {
    const written = (text: string) =>
      idCase === 'lower' ? text : [...idsOf(s).keys()].reduce((out, id) => out.replaceAll(id, id.toUpperCase()), text);
    const url = written(call.url);
    const body = call.body === undefined ? undefined : (JSON.parse(written(JSON.stringify(call.body))) as unknown);
    const client = call.as === 'anonymous' ? null : t.as(call.as === 'owner' ? s.owner : s.barber);
    return client ? client.raw(method, url, body) : t.request(method, url, body);
  }

  it('has a call for every operation of the API that takes an id, in a path, a query string or a body', () => {
    expect(ID_ROUTES.map(nameOf).sort()).toEqual(Object.keys(CALLS).sort());
    expect(ID_ROUTES.length).toBeGreaterThan(40);
  });

  it.each(ID_ROUTES.map((endpoint) => [nameOf(endpoint), endpoint] as const))('%s', async (name, endpoint) => {
    const calls = CALLS[name];
    if (!calls) throw new Error(`${name} takes an id: add its calls to CALLS`);
    // A 4xx stores nothing (fuzz.e2e-spec.ts checks it), so only a call that succeeded needs the shop built again.
    let s = await seedShop();
    let changed = false;
    const sendOnFreshShop = async (index: number, idCase: 'lower' | 'upper') => {
      if (changed) s = await seedShop();
      const call = calls(s)[index];
      const response = await send(s, endpoint.method, call, idCase);
      changed = endpoint.method !== 'GET' && response.status < 400;
      return { call, answer: comparable(response, idsOf(s)) };
    };
    for (let index = 0; index < calls(s).length; index++) {
      const { call, answer: lower } = await sendOnFreshShop(index, 'lower');
      const { answer: upper } = await sendOnFreshShop(index, 'upper');
      expect({ call: index, lower, upper }).toEqual({ call: index, lower: { ...lower, status: call.status }, upper: lower });
    }
  });
});

/** Status and body, with the shop's ids by name and what differs between two runs (new ids, times, tokens) by kind. */
function comparable(response: ApiResponse, ids: Map<string, string>): { status: number; body: unknown } {
  return { status: response.status, body: normalized(response.body, ids) };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function normalized(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return value.replace(UUID, (id) => `<${ids.get(id.toLowerCase()) ?? 'new id'}>`);
  if (Array.isArray(value)) return value.map((item) => normalized(item, ids));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, /token|At$/i.test(key) && child ? `<${key}>` : normalized(child, ids)]),
  );
}

describe('the owner’s own id in upper case (the second outside probe’s takeover)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('without currentPassword is 400 CURRENT_PASSWORD_REQUIRED, and the password stays', async () => {
    await t.reset();
    const dono = await new ShopBuilder(t).barber({ username: 'dono', role: 'owner', password: 'senha-do-dono' });

    const response = await t.as(dono).put(`/api/auth/update/${dono.id.toUpperCase()}`, { password: 'senha-do-ladrao' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'CURRENT_PASSWORD_REQUIRED', message: expect.any(String) });
    const stored = await t.orm.em.fork().findOneOrFail(Barber, { id: dono.id });
    expect(await verifyPassword(stored.passwordHash, 'senha-do-dono')).toBe(true);
    expect((await t.post('/api/auth/login', { username: 'dono', password: 'senha-do-ladrao' })).status).toBe(401);
    expect((await t.post('/api/auth/login', { username: 'dono', password: 'senha-do-dono' })).status).toBe(200);
  });

  it('with the current password changes it, as in lower case', async () => {
    await t.reset();
    const dono = await new ShopBuilder(t).barber({ username: 'dono', role: 'owner', password: 'senha-do-dono' });

    const response = await t
      .as(dono)
      .put(`/api/auth/update/${dono.id.toUpperCase()}`, { password: 'senha-nova-123', currentPassword: 'senha-do-dono' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: dono.id, username: 'dono', displayName: 'dono', active: true, token: expect.any(String) });
  });
});
