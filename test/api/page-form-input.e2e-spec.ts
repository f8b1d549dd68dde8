import { existsSync } from 'node:fs';
import path from 'node:path';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { DatabaseFingerprint } from '../support/fuzz/database-fingerprint';
import { standardShop } from '../support/standard-shop';
import { TestApp, type ApiResponse } from '../support/test-app';

/** The real build: `npm test` builds before these tests; alone, run `npm run build` first. */
const FRONTEND_DIR = path.resolve(__dirname, '../../dist/frontend');
const SERVER_RENDERER = path.resolve(__dirname, '../../dist/frontend-server/entry-server.cjs');

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The API's own refusal of such characters, on the page the form gets instead. */
const CONTROL_CHARACTERS_REFUSED = 'Dados inválidos: caracteres de controle ou invisíveis não são permitidos.';
/** C0 controls (NUL, tab, CR, LF, ESC), DEL, C1 (U+0085), bidi and zero-width format characters, the line separator. */
const CONTROL_CHARACTERS = ['\u0000', '\t', '\r\n', '\r', '\n', '\u001b', '\u007f', '\u0085', '\u202e', '\u200b', '\u2028'];

/** Each posted form of the public pages, with fields that would book, join the waitlist or change the draft. */
const FORMS: Record<string, Record<string, string>> = {
  '/agenda/cliente': { clientName: 'Helena Prado', clientContact: '11987654321' },
  '/agenda/finalizar': { chave: 'c'.repeat(32) },
  '/agenda/espera': { dias: 'DAY', periodo: 'morning', clientName: 'Lia Prado', clientContact: '11987650000' },
};

/**
 * The public pages' forms posted with what no browser's form sends (a script, a crafted page): control characters once made
 * them a 500 (the API's validation error reached Fastify's own error answer). They are answered as the API answers them: a
 * 400 page with the API's message, or the form back with its error; never a 5xx, and nothing stored.
 */
describe('the public pages’ forms and hostile input', () => {
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
    ({ barber, corte } = await standardShop(t));
  });
  afterAll(() => t.close());

  /** A draft with everything a booking needs, in its cookie: each form then does its work. */
  async function draftCookie(): Promise<string> {
    const { day, month, year } = t.daysFromToday(3);
    const { slots } = (await t.get(`/api/availability?userId=${barber.id}&jobId=${corte.id}&day=${day}&month=${month}&year=${year}`)).body;
    const draft = { user: barber.id, job: corte.id, day, month, year, hour: slots[1].hour, clientName: 'Helena Prado', clientContact: '11987654321' };
    return `agendamento=${encodeURIComponent(JSON.stringify(draft))}`;
  }
  /** A form's fields, `name` sent as `raw` (already encoded as it is to travel), the others as they are. */
  const body = (url: string, name: string, raw: string) =>
    Object.entries(FORMS[url])
      .map(([field, value]) => `${field}=${field === name ? raw : encodeURIComponent(value.replace('DAY', t.isoDaysFromToday(4)))}`)
      .join('&');
  const post = async (url: string, payload: string | Buffer) => t.request('POST', url, payload, { ...FORM, cookie: await draftCookie() });
  const draftCookiesSet = (response: ApiResponse) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .filter((cookie) => cookie.startsWith('agendamento='));

  it('answers a control character in any field of any form with 400 and the API’s message: nothing booked, joined or kept', async () => {
    const before = await fingerprint.take();
    const answers = [];
    for (const url of Object.keys(FORMS)) {
      for (const name of Object.keys(FORMS[url])) {
        for (const character of CONTROL_CHARACTERS) {
          const response = await post(url, body(url, name, encodeURIComponent(`Helena${character}Prado`)));
          const refused = String(response.body).includes(CONTROL_CHARACTERS_REFUSED);
          answers.push({ url, name, character, status: response.status, refused, draftCookies: draftCookiesSet(response) });
        }
      }
    }
    expect(answers).toEqual(answers.map(({ url, name, character }) => ({ url, name, character, status: 400, refused: true, draftCookies: [] })));
    expect(await fingerprint.take()).toEqual(before);
  });

  it('answers one in a field’s name, or in a field sent twice, the same way', async () => {
    const before = await fingerprint.take();
    for (const url of Object.keys(FORMS)) {
      for (const payload of [`${body(url, '', '')}&x%00y=1`, `${body(url, '', '')}&${Object.keys(FORMS[url])[0]}=a%0D%0Ab`]) {
        const response = await post(url, payload);
        expect({ url, payload, status: response.status, type: response.headers['content-type'] }).toEqual({
          url,
          payload,
          status: 400,
          type: 'text/html; charset=utf-8',
        });
      }
    }
    expect(await fingerprint.take()).toEqual(before);
  });

  it('answers a name over the field’s 80 characters with the form back and its error, keeping no more than the field takes', async () => {
    const before = await fingerprint.take();
    for (const url of ['/agenda/cliente', '/agenda/espera']) {
      const response = await post(url, body(url, 'clientName', 'a'.repeat(5000)));
      expect([response.status, String(response.headers.location).split('?')[0]]).toEqual([303, url]);
      const notice = decodeURIComponent(String([response.headers['set-cookie']].flat().find((cookie) => String(cookie).startsWith('aviso='))));
      expect(notice).toContain('Campo Nome deve conter no máximo 80 caracteres.');
      const kept = JSON.parse(decodeURIComponent(draftCookiesSet(response)[0].split(';')[0].slice('agendamento='.length)));
      expect(kept.clientName).toBe('a'.repeat(80));
    }
    expect(await fingerprint.take()).toEqual(before);
  });

  it('never answers a 5xx to broken encodings, a body over the limit or another type of body', async () => {
    const hostile: Array<[string, (url: string, name: string) => string | Buffer]> = [
      ['a cut percent-encoding', (url, name) => body(url, name, '%E0%A4%A')],
      ['a percent sign without digits', (url, name) => body(url, name, '%ZZ%')],
      ['an encoded surrogate half', (url, name) => body(url, name, '%ED%A0%80')],
      ['bytes that are not UTF-8', (url, name) => Buffer.concat([Buffer.from(body(url, name, '')), Buffer.from([0xff, 0xfe, 0xc3])])],
      ['a value over the 64 KiB body limit', (url, name) => body(url, name, 'a'.repeat(70 * 1024))],
      ['a thousand fields', (url, name) => Array.from({ length: 1000 }, () => `${name}=a`).join('&')],
    ];
    const answers = [];
    for (const url of Object.keys(FORMS)) {
      for (const name of Object.keys(FORMS[url])) {
        for (const [what, payload] of hostile) {
          const response = await post(url, payload(url, name));
          answers.push({
            url,
            name,
            what,
            status: response.status,
            answered: response.status === 303 || (response.status >= 400 && response.status < 500),
          });
        }
      }
      for (const contentType of ['multipart/form-data; boundary=x', 'application/json', 'text/plain']) {
        const response = await t.request('POST', url, '--x--', { 'content-type': contentType, cookie: await draftCookie() });
        answers.push({
          url,
          name: contentType,
          what: 'another type',
          status: response.status,
          answered: response.status === 303 || response.status < 500,
        });
      }
    }
    expect(answers.filter((answer) => !answer.answered)).toEqual([]);
  });
});
