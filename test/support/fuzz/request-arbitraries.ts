import fc from 'fast-check';
import { DEFAULT_HOURS } from '../../../backend/src/modules/hours/domain/default-hours';
import { Endpoint, Field } from './endpoints';

/** Who sends a request: the owner's or a plain barber's valid token, no token, or a forged one. */
export type Caller = 'owner' | 'barber' | 'anonymous' | 'forged';

export interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  caller: Caller;
  payload?: string;
  contentType?: string;
}

/** Real ids and today's date of the seeded shop, so generated requests also reach past the 404s. */
export interface KnownValues {
  ids: string[];
  today: { year: number; month: number; day: number };
}

const SPECIAL_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  "' OR '1'='1",
  '"; drop table barber; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '\ufeff',
  'José 🙂 ção',
];

const CONTROL_CHARACTERS = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\t',
  '\n',
  '\r',
  '\u0085',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\u2028',
  '\u2029',
  'a',
  'é',
);

/** Text a hostile client might send: any code point (NUL, lone surrogates), unicode, control characters, long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: CONTROL_CHARACTERS, maxLength: 12 }),
  fc.constantFrom(...SPECIAL_TEXT),
  fc.integer({ min: 256, max: 6000 }).map((length) => 'x'.repeat(length)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -40, max: 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 0.5, 5e-324, 1e21),
);

/** Any JSON value, with wrong types, huge numbers and hostile text among them. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));

/** A right-looking value for a field, by its name and type, so validation sometimes passes. */
function plausible(field: Field, known: KnownValues): fc.Arbitrary<unknown> {
  const name = field.name.toLowerCase();
  const { today } = known;
  if (name === 'id' || name.endsWith('id') || field.format === 'uuid') return fc.constantFrom(...known.ids);
  if (name === 'day') return fc.oneof(fc.constant(today.day), fc.integer({ min: 1, max: 31 }));
  if (name === 'month') return fc.oneof(fc.constant(today.month), fc.integer({ min: 0, max: 11 }));
  if (name === 'year') return fc.constantFrom(today.year, today.year + 1);
  if (name === 'hour') return fc.oneof(fc.constantFrom(...DEFAULT_HOURS), fc.integer({ min: 0, max: 2400 }));
  if (name === 'weekday') return fc.integer({ min: 0, max: 6 });
  if (name === 'hours') {
    const hour = fc.constantFrom(...DEFAULT_HOURS);
    return fc.array(fc.oneof(hour, fc.record({ hour, available: fc.boolean() })), { maxLength: 4 });
  }
  if (name.includes('contact')) return fc.constantFrom('11987654321', '(11) 98765-4321', '+55 11 98765-4321');
  if (name.includes('name')) return fc.constantFrom('Cliente Teste', 'José da Silva', 'novo_barbeiro', 'Corte');
  if (name.includes('password')) return fc.constantFrom('senha-segura-123', 'errada');
  if (name === 'email') return fc.constantFrom('barbeiro@example.com', null);
  if (field.type === 'boolean') return fc.boolean();
  if (field.type === 'integer' || field.type === 'number') return fc.integer({ min: 0, max: 500 });
  return fc.constantFrom('texto', 'Corte');
}

function valueFor(field: Field, known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(field, known) }, { weight: 2, arbitrary: anyValue });
}

/** The endpoint's own fields (any subset, right or wrong values) plus a few unknown ones. */
function fieldsBody(fields: Field[], known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const ownFields = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field, known)])), { requiredKeys: [] });
  const extraFields = fc.dictionary(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'role', 'active', 'barberId')), anyValue, {
    maxKeys: 3,
  });
  return fc
    .tuple(ownFields, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraFields }))
    .map(([own, extra]) => ({ ...extra, ...own }));
}

const BROKEN_JSON = [
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '{"day": 1e400}',
  '{"day": 123456789012345678901234567890}',
  '[',
  '"',
  "{'a': 1}",
  '{"a":1,}',
  '\ufeff{}',
];

/** Bodies: the endpoint's fields, any JSON value, deep nesting, broken JSON, oversized bodies. */
function payload(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<string | undefined> {
  const fields = endpoint.bodyFields;
  const nested = fc
    .tuple(fc.integer({ min: 10, max: 150 }), fc.boolean())
    .map(([depth, asArrays]) => (asArrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));
  return fc.oneof(
    { weight: fields ? 8 : 0, arbitrary: fieldsBody(fields ?? [], known).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: nested },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ unit: 'binary', maxLength: 40 })) },
    { weight: 1, arbitrary: fc.constantFrom(70_000, 300_000).map((length) => JSON.stringify({ clientName: 'x'.repeat(length) })) },
    { weight: fields ? 1 : 4, arbitrary: fc.constant(undefined) },
  );
}

/** Percent-encodes the UTF-8 bytes; unlike encodeURIComponent it takes lone surrogates too (as U+FFFD). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'image/png',
      'application/json; charset=latin1',
      'multipart/form-data',
    ),
  },
);

/** A path parameter: a real id or date part, hostile text (encoded), a traversal or broken escape (raw), a number. */
function pathValue(field: Field, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible(field, known).map((value) => encode(String(value))) },
    { weight: 3, arbitrary: hostileText.map(encode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '.', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%00', '%ZZ', '%', '%C0%AE', 'a/b', ';', '%252e', '~', '*'),
    },
    { weight: 1, arbitrary: hostileNumber.map(String) },
  );
}

/** The declared query parameters (each maybe missing, right or wrong) plus unknown and repeated keys. */
function queryString(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<string> {
  const declared = endpoint.queryParams.map((field) =>
    fc.option(
      fc.oneof(plausible(field, known).map(String), hostileText).map((value) => `${field.name}=${encode(value)}`),
      { nil: '' },
    ),
  );
  const names = [...endpoint.queryParams.map((field) => field.name), '__proto__', 'constructor', 'limit'];
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...names), hostileText), hostileText).map(([key, value]) => `${encode(key)}=${encode(value)}`),
    { maxLength: 3 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([own, more]) => [...own, ...more].filter(Boolean).join('&'));
}

export function requestFor(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const segments = fc.record(Object.fromEntries(endpoint.pathParams.map((field) => [field.name, pathValue(field, known)])));
  const caller: fc.Arbitrary<Caller> = endpoint.admin
    ? fc.constantFrom('owner', 'owner', 'owner', 'barber', 'anonymous', 'forged')
    : fc.constantFrom('anonymous', 'anonymous', 'owner');
  return fc
    .record({ segments, query: queryString(endpoint, known), caller, payload: payload(endpoint, known), contentType })
    .map(({ segments: values, query, caller: who, payload: body, contentType: type }) => {
      const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name]);
      return {
        method: endpoint.method,
        url: query ? `${path}?${query}` : path,
        caller: who,
        payload: body,
        contentType: body === undefined ? undefined : type,
      };
    });
}
