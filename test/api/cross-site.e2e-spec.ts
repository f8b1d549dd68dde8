import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { DatabaseFingerprint } from '../support/fuzz/database-fingerprint';
import { endpointsOf, type OpenApiDocument } from '../support/fuzz/endpoints';
import { standardShop } from '../support/standard-shop';
import { TestApp, type ApiResponse } from '../support/test-app';
import { pushOf } from '../support/waitlist-client';

/** The real build: `npm test` builds before these tests; alone, run `npm run build` first. */
const FRONTEND_DIR = path.resolve(__dirname, '../../dist/frontend');
const SERVER_RENDERER = path.resolve(__dirname, '../../dist/frontend-server/entry-server.cjs');

/** The host the app is reached at in these tests, and its pages' origin. */
const HOST = 'barbearia.example';
const OWN_PAGE = { host: HOST, origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' };

/** What a browser adds to a request a page of another site makes it send: by Fetch Metadata, or by its Origin alone (an older browser). */
const FROM_ELSEWHERE: Record<string, Record<string, string>> = {
  'another site': { host: HOST, origin: 'https://outro-site.example', 'sec-fetch-site': 'cross-site' },
  'another host of the same site': { host: HOST, origin: 'https://promo.barbearia.example', 'sec-fetch-site': 'same-site' },
  'another site, in a browser without Sec-Fetch-Site': { host: HOST, origin: 'https://outro-site.example' },
};

/** The bodies a `<form>` (or a `fetch` without CORS) of another site can send: each type, with `fields` in it. */
function formBodies(fields: Record<string, unknown>): Array<[string, string]> {
  const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
  const multipart = Object.entries(text)
    .map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return [
    ['application/x-www-form-urlencoded', new URLSearchParams(text).toString()],
    ['multipart/form-data; boundary=x', `${multipart}--x--\r\n`],
    // enctype="text/plain" with a field named `{"a":"` and valued `"}` sends JSON-looking text.
    ['text/plain', JSON.stringify(fields)],
  ];
}

const JSON_ONLY = { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envie os dados em JSON (Content-Type: application/json).' };
const CROSS_SITE = { statusCode: 403, code: 'CROSS_SITE_REQUEST', message: 'Este pedido veio de outro site e foi recusado.' };
/** Shaped like the tokens of an offer's link or a push's Confirmar (43 base64url characters), but nobody has them. */
const UNKNOWN_TOKEN = 'a'.repeat(43);

/** The API's public writes, as its OpenAPI document lists them (a new one fails the test until it is called below). */
const PUBLIC_WRITES = endpointsOf(JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8')) as OpenApiDocument)
  .filter((endpoint) => !endpoint.admin && endpoint.method !== 'GET')
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

describe('requests another site makes a visitor’s browser send', () => {
  let t: TestApp;
  let barber: Barber;
  let corte: Service;
  let fingerprint: DatabaseFingerprint;

  beforeAll(async () => {
    if (!existsSync(SERVER_RENDERER)) throw new Error(`${SERVER_RENDERER} is missing: run npm run build before these tests.`);
    t = await TestApp.start({ FRONTEND_DIR });
    fingerprint = await DatabaseFingerprint.of(t.orm);
  });
  beforeEach(async () => {
    ({ barber, corte } = await standardShop(t, { barber: { password: 'senha-do-joao-123' } }));
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: string, headers: Record<string, string> = {}) =>
    t.request(method, url, body, headers);
  /** A booking three days ahead at `hour`, and its manage link's token. */
  const bookingBody = (hour = 1000) => ({
    userId: barber.id,
    jobId: corte.id,
    ...t.daysFromToday(3),
    hour,
    clientName: 'Maria Souza',
    clientContact: '11987654321',
  });
  const booked = async () => (await t.post('/api/appointment/create', bookingBody())).body.manageToken as string;
  const joined = async () =>
    (
      await t.post('/api/waitlist', {
        userId: barber.id,
        jobId: corte.id,
        days: [t.isoDaysFromToday(4)],
        clientName: 'Lia Prado',
        clientContact: '11987650000',
      })
    ).body.manageToken as string;

  /** Every public write of the API, with a body that is valid as JSON, on a real booking's and waitlist entry's links. */
  async function publicWrites(): Promise<Record<string, { url: string; body?: Record<string, unknown> }>> {
    const manage = `/api/appointment/manage/${await booked()}`;
    const entry = `/api/waitlist/manage/${await joined()}`;
    const { day, month, year } = t.daysFromToday(3);
    return {
      'POST /api/auth/login': { url: '/api/auth/login', body: { username: 'joao', password: 'senha-do-joao-123' } },
      'POST /api/appointment/create': { url: '/api/appointment/create', body: bookingBody(1100) },
      'POST /api/appointment/verifyExist': { url: '/api/appointment/verifyExist', body: bookingBody() },
      'PUT /api/appointment/manage/{token}': { url: manage, body: { jobId: corte.id, day, month, year, hour: 1400 } },
      'PUT /api/appointment/manage/{token}/push': { url: `${manage}/push`, body: pushOf('maria') },
      'POST /api/appointment/manage/{token}/cancel': { url: `${manage}/cancel` },
      'POST /api/appointment/manage/{token}/deposit/paid': { url: `${manage}/deposit/paid` },
      'POST /api/appointment/deposit/confirm-from-push/{token}': { url: `/api/appointment/deposit/confirm-from-push/${UNKNOWN_TOKEN}` },
      'POST /api/waitlist': {
        url: '/api/waitlist',
        body: { userId: barber.id, jobId: corte.id, days: [t.isoDaysFromToday(5)], clientName: 'Rui Prado', clientContact: '11987650001' },
      },
      'DELETE /api/waitlist/manage/{token}': { url: entry },
      'POST /api/waitlist/offer/{token}/take': { url: `/api/waitlist/offer/${UNKNOWN_TOKEN}/take` },
    };
  }

  describe('the API’s public writes take JSON only, and nothing from another site', () => {
    it('calls every public write of the OpenAPI document', async () => {
      expect(Object.keys(await publicWrites()).sort()).toEqual([...PUBLIC_WRITES].sort());
    });

    it('answers a form-encoded, multipart or text/plain body with 415 on every public write, from anywhere, and stores nothing', async () => {
      const writes = await publicWrites();
      const before = await fingerprint.take();
      const answers = [];
      for (const [call, { url, body }] of Object.entries(writes)) {
        for (const [contentType, payload] of formBodies(body ?? {})) {
          for (const [from, headers] of Object.entries({ 'no browser': {}, ...FROM_ELSEWHERE, 'this app’s own page': OWN_PAGE })) {
            const response = await send(call.split(' ')[0] as 'POST', url, payload, { ...headers, 'content-type': contentType });
            answers.push({ call, contentType, from, status: response.status, body: response.body });
          }
        }
      }
      expect(answers).toEqual(answers.map(({ call, contentType, from }) => ({ call, contentType, from, status: 415, body: JSON_ONLY })));
      expect(await fingerprint.take()).toEqual(before);
    });

    it('answers a body without a type (a fetch of a Blob without CORS) with 415', async () => {
      const response = await send(
        'POST',
        '/api/waitlist',
        JSON.stringify((await publicWrites())['POST /api/waitlist'].body),
        FROM_ELSEWHERE['another site'],
      );
      expect(response).toMatchObject({ status: 415, body: JSON_ONLY });
    });

    it('answers a write without a body that another site sent (a fetch without CORS, a beacon) with 403, and changes nothing', async () => {
      const writes = await publicWrites();
      const before = await fingerprint.take();
      const answers = [];
      for (const [call, { url, body }] of Object.entries(writes)) {
        if (body) continue;
        for (const [from, headers] of Object.entries(FROM_ELSEWHERE)) {
          const response = await send(call.split(' ')[0] as 'POST', url, undefined, headers);
          answers.push({ call, from, status: response.status, body: response.body });
        }
      }
      expect(answers.length).toBe(5 * Object.keys(FROM_ELSEWHERE).length);
      expect(answers).toEqual(answers.map(({ call, from }) => ({ call, from, status: 403, body: CROSS_SITE })));
      expect(await fingerprint.take()).toEqual(before);
    });

    it('takes the app’s own calls: JSON or no body, from its own pages, its service worker or no browser', async () => {
      const manage = `/api/appointment/manage/${await booked()}`;
      const json = { 'content-type': 'application/json' };
      const own = await send('POST', '/api/appointment/create', JSON.stringify(bookingBody(1100)), { ...OWN_PAGE, ...json });
      expect(own.status).toBe(200);
      // A form of the app posts with Origin: null (its Referrer-Policy is no-referrer): Sec-Fetch-Site tells it is its own.
      const nullOrigin = { ...OWN_PAGE, origin: 'null' };
      expect((await send('PUT', `${manage}/push`, JSON.stringify(pushOf('maria')), { ...nullOrigin, ...json })).status).toBe(200);
      // The push's Confirmar, from the service worker: no body, no type, its own origin.
      const confirm = await send('POST', `/api/appointment/deposit/confirm-from-push/${UNKNOWN_TOKEN}`, undefined, OWN_PAGE);
      expect(confirm.body.code).toBe('NOT_FOUND');
      // A browser that sends no Sec-Fetch-Site, from this host (a port written out or not).
      const oldBrowser = { host: `${HOST}:443`, origin: `https://${HOST}` };
      expect((await send('POST', `${manage}/cancel`, undefined, oldBrowser)).status).toBe(200);
      expect((await send('POST', '/api/auth/login', JSON.stringify({ username: 'joao', password: 'senha-do-joao-123' }), json)).status).toBe(200);
    });
  });

  describe('the public pages’ forms', () => {
    /** A client's draft with everything a booking needs, as the draft's cookie carries it. */
    async function fullDraft() {
      const { slots } = (await t.get(`/api/availability?userId=${barber.id}&jobId=${corte.id}&${dayQuery()}`)).body;
      return { user: barber.id, job: corte.id, ...t.daysFromToday(3), hour: slots[1].hour, clientName: 'Helena Prado', clientContact: '11987654321' };
    }
    const dayQuery = () => {
      const { day, month, year } = t.daysFromToday(3);
      return `day=${day}&month=${month}&year=${year}`;
    };
    const cookieOf = (draft: object) => `agendamento=${encodeURIComponent(JSON.stringify(draft))}`;
    const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
    /** Each posted form, with fields that would change the draft, book or join the waitlist. */
    const FORMS: Array<[string, string]> = [
      ['/agenda/cliente', 'clientName=Outro+Nome&clientContact=11911112222'],
      ['/agenda/finalizar', `chave=${'c'.repeat(32)}`],
      ['/agenda/espera', 'dias=DAY&clientName=Lia+Prado&clientContact=11987650000'],
    ];
    const formBody = (body: string) => body.replace('DAY', t.isoDaysFromToday(4));
    /** The page the server rendered, without the head. */
    const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
    const cookiesSet = (response: ApiResponse) => [response.headers['set-cookie'] ?? []].flat().map(String);

    it.each(Object.keys(FROM_ELSEWHERE))(
      'refuses each form posted from %s with 403 and a page that says so: nothing booked, joined or kept',
      async (from) => {
        // The draft's cookie sent along: a sibling host's page gets it sent (same site), as does a browser without SameSite.
        const cookie = cookieOf(await fullDraft());
        const before = await fingerprint.take();
        for (const [url, body] of FORMS) {
          const response = await send('POST', url, formBody(body), { ...FROM_ELSEWHERE[from], ...FORM, cookie });
          expect({ url, status: response.status, type: response.headers['content-type'] }).toEqual({
            url,
            status: 403,
            type: 'text/html; charset=utf-8',
          });
          expect(String(response.body)).toContain('Este formulário foi enviado por outro site e foi recusado: nada foi alterado.');
          expect(cookiesSet(response)).toEqual([]);
        }
        expect(await fingerprint.take()).toEqual(before);
      },
    );

    it('takes each form from the app’s own page (Origin: null under its Referrer-Policy), from this host, typed in, or without the headers', async () => {
      const draft = await fullDraft();
      const own: Array<Record<string, string>> = [
        { ...OWN_PAGE, origin: 'null' },
        { host: HOST, origin: `https://${HOST}` },
        { host: HOST, 'sec-fetch-site': 'none' },
        {},
      ];
      for (const headers of own) {
        const response = await send('POST', '/agenda/cliente', 'clientName=Outro+Nome&clientContact=11911112222', {
          ...headers,
          ...FORM,
          cookie: cookieOf(draft),
        });
        expect([response.status, response.headers.location]).toEqual([303, '/agenda/finalizar']);
      }
      const booking = await send('POST', '/agenda/finalizar', `chave=${'d'.repeat(32)}`, {
        ...OWN_PAGE,
        origin: 'null',
        ...FORM,
        cookie: cookieOf(draft),
      });
      expect(booking.headers.location).toMatch(/^\/agenda\/realizado\//);
    });

    it('shows a step another site links to with a choice in its address, without answering the choice: the draft stays as it was', async () => {
      const draft = { ...(await fullDraft()), clientName: undefined, clientContact: undefined };
      const { slots } = (await t.get(`/api/availability?userId=${barber.id}&jobId=${corte.id}&${dayQuery()}`)).body;
      const other = slots[3].hour;
      const links = [
        `/agenda/horario?hora=${other}&continuar=`,
        `/agenda/horario?dia=${t.isoDaysFromToday(5)}`,
        '/agenda/horario?proximo=',
        `/agenda/servico?servico=${corte.id}&continuar=`,
        `/agenda/barbeiro?barbeiro=${barber.id}&continuar=`,
        // A shop where one barber takes bookings: the server would start a new draft with that barber.
        '/agenda/barbeiro',
      ];
      for (const url of links) {
        for (const headers of [FROM_ELSEWHERE['another site'], FROM_ELSEWHERE['another host of the same site']]) {
          const response = await send('GET', url, undefined, { ...headers, cookie: cookieOf(draft) });
          expect({ url, status: response.status, cookies: cookiesSet(response).filter((cookie) => cookie.startsWith('agendamento=')) }).toEqual({
            url,
            status: 200,
            cookies: [],
          });
          expect(String(response.body)).toContain('id="server-state"');
        }
      }
      // The time step is shown with the draft's own time chosen, not the link's.
      const shown = String((await send('GET', links[0], undefined, { ...FROM_ELSEWHERE['another site'], cookie: cookieOf(draft) })).body);
      const checkedHours = (rootOf(shown).match(/<input[^>]*name="hora"[^>]*>/g) ?? []).filter((field) => field.includes('checked=""'));
      expect(checkedHours).toEqual([expect.stringContaining(`value="${draft.hour}"`)]);
      // The same link followed on the app's own page is the step's form answered.
      const own = await send('GET', links[0], undefined, { ...OWN_PAGE, cookie: cookieOf(draft) });
      expect([own.status, own.headers.location]).toEqual([303, '/agenda/cliente']);
      expect(cookiesSet(own).some((cookie) => cookie.startsWith('agendamento='))).toBe(true);
    });
  });
});
