import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { Endpoint, OpenApiDocument, endpointsOf } from '../support/fuzz/endpoints';
import { RawSocket } from '../support/raw-socket';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const CONTROL_CHARACTERS_REFUSED = {
  statusCode: 400,
  code: 'VALIDATION_ERROR',
  message: 'Dados inválidos: caracteres de controle ou invisíveis não são permitidos.',
};
/** C0 controls and DEL (Unicode category Cc, like C1 below). */
const C0_AND_DEL = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f'];
/** C1 controls (Cc), format characters (Cf: bidi, zero-width, BOM, soft hyphen) and the line and paragraph separators (Zl, Zp). */
const OTHER_FORBIDDEN = [
  '\u0080',
  '\u0085',
  '\u009f',
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\ufff9',
  '\u{e0001}',
  '\u2028',
  '\u2029',
];
const TOO_DEEP = { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Dados inválidos: estrutura aninhada demais.' };

describe('hostile input', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let job: Service;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, corte: job } = await standardShop(t));
  });
  afterAll(() => t.close());

  const bookingBody = (overrides: Record<string, unknown> = {}) => ({
    clientName: 'Maria Souza',
    clientContact: '11987654321',
    hour: 1000,
    ...t.daysFromToday(3),
    jobId: job.id,
    userId: barber.id,
    ...overrides,
  });
  const storedAppointments = () => t.orm.em.fork().count(Booking, {});

  describe('control characters', () => {
    it.each([...C0_AND_DEL, ...OTHER_FORBIDDEN].map((character) => [codePoint(character), character]))(
      'refuses %s in a client name with 400 and stores nothing',
      async (_name, character) => {
        const response = await t.post('/api/appointment/create', bookingBody({ clientName: `Maria${character} Souza` }));
        expect(response.status).toBe(400);
        expect(response.body).toEqual(CONTROL_CHARACTERS_REFUSED);
        expect(await storedAppointments()).toBe(0);
      },
    );

    it('still books a name with accents and other printable Unicode', async () => {
      const response = await t.post('/api/appointment/create', bookingBody({ clientName: 'João Conceição – 😀' }));
      expect(response.status).toBe(200);
    });

    it('refuses a NUL in a login username (once a 500 that logged the SQL)', async () => {
      const response = await t.post('/api/auth/login', { username: 'jo\u0000ao', password: 'qualquer' });
      expect(response).toMatchObject({ status: 400, body: CONTROL_CHARACTERS_REFUSED });
    });

    it('refuses one in a key, in a nested value and in an array item', async () => {
      expect((await t.post('/api/appointment/create', { ...bookingBody(), 'x\u0000': 1 })).body).toEqual(CONTROL_CHARACTERS_REFUSED);
      expect((await t.post('/api/hour/vinculate', { list: [{ hour: 'a\u0000' }] })).body).toEqual(CONTROL_CHARACTERS_REFUSED);
      expect((await t.post('/api/auth/login', { username: ['a\u007f'], password: 'x' })).body).toEqual(CONTROL_CHARACTERS_REFUSED);
    });

    it('refuses one in a path parameter and in a query string', async () => {
      for (const url of [
        '/api/appointment/consultByClientContact/1198765%004321',
        `/api/job/listByUser/${barber.id}%00`,
        `/api/availability?userId=${barber.id}&jobId=${job.id}%1b&day=1&month=0&year=2030`,
        '/api/shop?x=%7f',
      ]) {
        const response = await t.get(url);
        expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 400, body: CONTROL_CHARACTERS_REFUSED });
      }
    });

    it('refuses one on an admin call too', async () => {
      const response = await t.as(barber).put('/api/auth/me', { username: 'jo\u0007ao' });
      expect(response).toMatchObject({ status: 400, body: CONTROL_CHARACTERS_REFUSED });
    });
  });

  describe('invisible and format characters (a second outside probe got U+0085 into a name)', () => {
    const SAMPLE = ['\u0085', '\u202e', '\u200b', '\ufeff', '\u2028', '\u2029'];

    it.each(SAMPLE.map((character) => [codePoint(character), character]))(
      'refuses %s in each kind of text, and stores nothing',
      async (_name, character) => {
        const owner = await shop.barber({ username: 'dono', role: 'owner' });
        const refused = [
          await t.post('/api/appointment/create', bookingBody({ clientName: `Maria${character}Souza` })),
          await t.post('/api/appointment/create', bookingBody({ clientContact: `1198765${character}4321` })),
          await t.as(barber).post('/api/appointment/admin/create', bookingBody({ clientName: `${character}Maria Souza` })),
          await t.as(barber).post(`/api/job/create/${barber.id}`, { name: `Corte${character}`, value: 35 }),
          await t.as(barber).put(`/api/job/update/${job.id}`, { name: `Barba ${character}`, value: 35 }),
          await t.as(owner).post('/api/auth/create', { username: `carlos${character}`, password: 'senha-do-carlos' }),
          await t.as(owner).put(`/api/auth/update/${barber.id}`, { username: `pedro${character}` }),
          await t.as(barber).put('/api/auth/me', { username: `jo${character}ao` }),
          await t.as(barber).put('/api/auth/me', { email: `joao${character}@example.com` }),
          await t.post('/api/auth/login', { username: `joao${character}`, password: 'qualquer-senha' }),
          await t.as(barber).get(`/api/appointment/admin/clients?search=${encodeURIComponent(`Maria${character}`)}`),
        ];
        expect(refused.map(({ status, body }) => ({ status, body }))).toEqual(refused.map(() => ({ status: 400, body: CONTROL_CHARACTERS_REFUSED })));
        const em = t.orm.em.fork();
        expect(await storedAppointments()).toBe(0);
        expect((await em.find(Service, {})).map((stored) => stored.name)).toEqual([job.name]);
        expect((await em.find(Barber, {}, { orderBy: { username: 'asc' } })).map((stored) => stored.username)).toEqual(['dono', 'joao']);
      },
    );

    it('still takes the same texts without the character', async () => {
      const owner = await shop.barber({ username: 'dono', role: 'owner' });
      expect((await t.post('/api/appointment/create', bookingBody({ clientName: 'Maria Souza' }))).status).toBe(200);
      expect((await t.as(barber).post(`/api/job/create/${barber.id}`, { name: 'Corte Degradê', value: 35 })).status).toBe(200);
      expect((await t.as(owner).post('/api/auth/create', { username: 'carlos', password: 'senha-do-carlos' })).status).toBe(200);
    });

    /** Every string the OpenAPI document lists, in a body, a query string or a path, so a new field or endpoint is covered as it comes. */
    const TEXT_FIELDS = endpointsOf(JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8')) as OpenApiDocument).flatMap(
      (endpoint) => [
        ...(endpoint.bodyFields ?? []).filter(isText).map((field) => ({ endpoint, where: 'body' as const, field: field.name })),
        ...endpoint.queryParams.filter(isText).map((field) => ({ endpoint, where: 'query' as const, field: field.name })),
        ...endpoint.pathParams.filter(isText).map((field) => ({ endpoint, where: 'path' as const, field: field.name })),
      ],
    );

    it(`refuses them in each of the API's ${TEXT_FIELDS.length} text fields`, async () => {
      const owner = await shop.barber({ username: 'dono', role: 'owner' });
      const answers = [];
      for (const { endpoint, where, field } of TEXT_FIELDS) {
        for (const character of SAMPLE) {
          const text = `a${character}b`;
          const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            where === 'path' && name === field ? encodeURIComponent(text) : name.toLowerCase().endsWith('id') ? barber.id : '1',
          );
          const url = where === 'query' ? `${path}?${field}=${encodeURIComponent(text)}` : path;
          const body = where === 'body' ? { [field]: text } : undefined;
          const response = await t.as(owner).raw(endpoint.method, url, body);
          answers.push({
            call: `${endpoint.method} ${endpoint.path} ${where} ${field} ${JSON.stringify(character)}`,
            status: response.status,
            body: response.body,
          });
        }
      }
      expect(TEXT_FIELDS.length).toBeGreaterThan(20);
      expect(answers).toEqual(answers.map(({ call }) => ({ call, status: 400, body: CONTROL_CHARACTERS_REFUSED })));
    });
  });

  describe('JSON shape and size', () => {
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

    it('refuses nesting deeper than 8 levels with 400, however deep', async () => {
      for (const body of [nested(9), nested(3000), `{"clientName":${'['.repeat(20000)}${']'.repeat(20000)}}`]) {
        const response = await t.request('POST', '/api/appointment/create', body, { 'content-type': 'application/json' });
        expect(response).toMatchObject({ status: 400, body: TOO_DEEP });
      }
    });

    it('lets 8 levels through to the ordinary validation', async () => {
      const response = await t.request('POST', '/api/appointment/create', nested(7), { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain("campo 'a' não é permitido");
    });

    it('refuses __proto__ and constructor.prototype keys with 400', async () => {
      for (const body of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
        const response = await t.request('POST', '/api/auth/login', body, { 'content-type': 'application/json' });
        expect(response).toMatchObject({ status: 400, body: { statusCode: 400, code: 'VALIDATION_ERROR' } });
      }
    });

    it('answers a JSON body over 64 kB with 413 and the error body, and takes one just under it', async () => {
      const tooBig = await t.post('/api/appointment/create', bookingBody({ clientName: 'a'.repeat(64 * 1024) }));
      expect(tooBig).toMatchObject({ status: 413, body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Conteúdo grande demais.' } });
      const padded = JSON.stringify(bookingBody()).replace('{', `{${' '.repeat(60 * 1024)}`);
      const fits = await t.request('POST', '/api/appointment/create', padded, { 'content-type': 'application/json' });
      expect(fits.status).toBe(200);
    });
  });

  describe('image bodies', () => {
    it('answers 415 to an image body anywhere but the photo route, public or admin', async () => {
      const image = Buffer.alloc(3 * 1024 * 1024, 0xff);
      for (const [method, url] of [
        ['POST', '/api/appointment/create'],
        ['POST', '/api/auth/login'],
        ['PUT', '/api/auth/me'],
      ] as const) {
        for (const contentType of ['image/jpeg', 'application/octet-stream']) {
          const response = await t.as(barber).raw(method, url, image, { 'content-type': contentType });
          expect({ url, contentType, status: response.status, body: response.body }).toEqual({
            url,
            contentType,
            status: 415,
            body: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de conteúdo não suportado.' },
          });
        }
      }
    });

    it('answers 415 before reading the body: the answer comes while the 10 MB are still unsent, and the connection closes', async () => {
      const socket = await RawSocket.open(await t.listen());
      socket.write(
        'POST /api/appointment/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\n' +
          `Content-Length: ${10 * 1024 * 1024}\r\n\r\n` +
          'only a few bytes',
      );
      const response = await socket.response();
      expect(response.status).toBe(415);
      expect(response.head).toContain('connection: close');
      await socket.whenClosed();
    });
  });
});

function isText(field: Endpoint['pathParams'][number]): boolean {
  return field.type === 'string';
}

/** U+0085, as the test's name shows a character that would not show. */
function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
