import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Unavailable } from '../../backend/src/modules/unavailability/domain/unavailable.entity';
import { DatabaseFingerprint, changedTables } from '../support/fuzz/database-fingerprint';
import { OpenApiDocument, endpointsOf } from '../support/fuzz/endpoints';
import { Caller, FuzzRequest, KnownValues, requestFor } from '../support/fuzz/request-arbitraries';
import { CORTE, standardShop } from '../support/standard-shop';
import { ApiResponse, TestApp } from '../support/test-app';

/**
 * Property-based test: thousands of generated requests (hostile bodies, paths and query strings)
 * at every endpoint of docs/openapi.json (kept equal to the app by openapi.e2e-spec.ts, so a new
 * endpoint is covered without touching this file). Never a 5xx; every 4xx has the error body;
 * a 4xx stores nothing. FUZZ_SEED replays a failure; FUZZ_REQUESTS (3000) and FUZZ_SECONDS (60)
 * bound the run.
 */
const ENDPOINTS = endpointsOf(JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8')) as OpenApiDocument);
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const RUNS_PER_ENDPOINT = Math.ceil(TOTAL_REQUESTS / ENDPOINTS.length);
// A slow or busy machine runs fewer of each endpoint's requests (always the same ones first), not longer.
const MS_PER_ENDPOINT = (Number(process.env.FUZZ_SECONDS ?? 60) * 1000) / ENDPOINTS.length;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ERROR_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

jest.setTimeout(120_000);

describe(`every endpoint under generated requests (FUZZ_SEED=${SEED}, up to ${RUNS_PER_ENDPOINT} per endpoint)`, () => {
  let t: TestApp;
  let fingerprint: DatabaseFingerprint;
  let known: KnownValues;
  let tokens: Record<Caller, string | null>;
  let seeded: Record<string, string> | null = null;
  let requestsSent = 0;

  beforeAll(async () => {
    t = await TestApp.start(); // the rate limits raised as in every test file, the login throttle as in production
    fingerprint = await DatabaseFingerprint.of(t.orm);
  });
  afterAll(async () => {
    process.stdout.write(`fuzz.e2e-spec: ${requestsSent} generated requests at ${ENDPOINTS.length} endpoints\n`);
    await t.close();
  });

  /** The seeded shop before each endpoint: rebuilt only when an earlier endpoint's 2xx changed it. */
  beforeEach(async () => {
    if (!seeded || changedTables(seeded, await fingerprint.take()).length) await seedShop();
  });

  /** The owner, a second barber, a service, a booking and a day off. */
  async function seedShop(): Promise<void> {
    const { shop, owner, barber, job } = await standardShop(t, { owner: { services: { job: CORTE } }, barber: { username: 'outro', services: {} } });
    const tomorrow = t.daysFromToday(1);
    const appointment = await shop.appointment(job, tomorrow, 1000);
    await shop.unavailable(owner, t.daysFromToday(2));
    const dayOff = await t.orm.em.fork().findOneOrFail(Unavailable, { barberId: owner.id });
    known = { ids: [owner.id, barber.id, job.id, appointment.id, dayOff.id, '5d1f0a52-8f0e-4b1e-9d1c-000000000000'], today: t.daysFromToday(0) };
    tokens = { owner: t.tokenFor(owner.id), barber: t.tokenFor(barber.id), anonymous: null, forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' };
    seeded = await fingerprint.take();
  }

  it.each(ENDPOINTS.map((endpoint, index) => [`${endpoint.method} ${endpoint.path}`, endpoint, index] as const))(
    '%s',
    async (_name, endpoint, index) => {
      let stored = await fingerprint.take();
      const seed = SEED + index;
      // interruptAfterTimeLimit stops waiting for the request in flight when the endpoint's time is up; it is awaited
      // here before the next endpoint starts, or its late write would show up as a change under that endpoint's 4xx.
      let inFlight: Promise<unknown> = Promise.resolve();
      const assertion = fc.assert(
        fc.asyncProperty(requestFor(endpoint, known), async (request) => {
          const sending = send(request);
          inFlight = sending;
          const response = await sending;
          requestsSent++;
          const now = await fingerprint.take();
          const before = stored;
          stored = now;
          if (response.status >= 500) fail(request, response, 'a 5xx');
          if (response.status >= 400) {
            const problem = errorBodyProblem(response);
            if (problem) fail(request, response, problem);
            const changed = changedTables(before, now);
            if (changed.length) fail(request, response, `a ${response.status} that changed ${changed.join(', ')}`);
          }
        }),
        {
          numRuns: RUNS_PER_ENDPOINT,
          seed,
          interruptAfterTimeLimit: MS_PER_ENDPOINT,
          markInterruptAsFailure: false,
          reporter: (details) => reportFailure(details, `${endpoint.method} ${endpoint.path}`),
        },
      );
      await assertion.finally(() => inFlight.catch(() => undefined));
    },
  );

  function send(request: FuzzRequest): Promise<ApiResponse> {
    const token = tokens[request.caller];
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.contentType) headers['content-type'] = request.contentType;
    return t.request(request.method, request.url, request.payload, headers);
  }
});

/** What is wrong with a 4xx answer's body, or null when it is `{ statusCode, code, message }` as everywhere. */
function errorBodyProblem(response: ApiResponse): string | null {
  const body = response.body as { statusCode?: unknown; code?: unknown; message?: unknown } | string;
  if (typeof body !== 'object' || body === null) return 'an error body that is not JSON';
  if (body.statusCode !== response.status) return `statusCode ${String(body.statusCode)} in the body`;
  if (typeof body.code !== 'string' || !ERROR_CODE.test(body.code)) return `code ${JSON.stringify(body.code)} (not UPPER_SNAKE)`;
  if (typeof body.message !== 'string' || body.message === '') return `message ${JSON.stringify(body.message)}`;
  return null;
}

function fail(request: FuzzRequest, response: ApiResponse, what: string): never {
  const shown = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  };
  throw new Error(
    `${request.method} ${shown(request.url)} as ${request.caller} with ${request.contentType ?? 'no'} body ${shown(request.payload) ?? ''}\n` +
      `answered ${what}: ${response.status} ${shown(response.body)}`,
  );
}

/** fast-check's own report (seed, shrunk counterexample), plus how to replay it. */
function reportFailure(details: fc.RunDetails<[FuzzRequest]>, name: string): void {
  // Out of time before a single request: a busy machine, not a failure.
  if (!details.failed || (details.interrupted && details.counterexample === null)) return;
  const replay = `Replay: FUZZ_SEED=${SEED} npx jest --selectProjects api --runTestsByPath test/api/fuzz.e2e-spec.ts -t '${name}'`;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${cause}\n${fc.defaultReportMessage(details)}\n${replay}`);
}
