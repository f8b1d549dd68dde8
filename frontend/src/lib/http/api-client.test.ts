import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiCalls,
  isConnectionProblem,
  isWorthRetrying,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  setSessionRejectedHandler,
  TIMEOUT_MESSAGE,
} from './api-client';

/** The calls fetch received, and an answer to give. */
function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubStorage(token: string | null) {
  const items = new Map<string, string>(token ? [['token', token]] : []);
  vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null });
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

beforeEach(() => stubStorage(null));
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionRejectedHandler(() => undefined);
});

describe('apiCalls', () => {
  it('fills the path template, adds the query and answers the parsed JSON', async () => {
    const fetchMock = stubFetch(() => json([{ id: 'a' }]));
    const answer = await apiCalls.get('/api/appointment/consultByClientContact/{contact}', { path: { contact: '11 9/8' }, query: { year: 2026 } });
    expect(answer).toEqual([{ id: 'a' }]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/appointment/consultByClientContact/11%209%2F8?year=2026');
    expect(init.method).toBe('GET');
  });

  it('sends the body as JSON with the session token', async () => {
    stubStorage('the-token');
    const fetchMock = stubFetch(() => json({ ok: true }));
    await apiCalls.post('/api/unavailable/create', { body: { day: 1 } });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"day":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer the-token' });
  });

  it('turns an error answer into ApiError with the server code, message and extra fields', async () => {
    stubFetch(() => json({ statusCode: 409, code: 'DEACTIVATE_CONFLICT', message: 'Há agendamentos.', bookings: [1] }, { status: 409 }));
    const failure = apiCalls.post('/api/appointment/deactivate', { body: {} });
    await expect(failure).rejects.toMatchObject({
      status: 409,
      code: 'DEACTIVATE_CONFLICT',
      message: 'Há agendamentos.',
      details: { bookings: [1] },
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('says when to try again after a 429, from Retry-After', async () => {
    stubFetch(() => new Response('', { status: 429, headers: { 'Retry-After': '30' } }));
    await expect(apiCalls.get('/api/availability')).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas. Tente novamente em 30 segundos.',
    });
  });

  it('hands a refused token (401) to the session handler', async () => {
    stubStorage('old-token');
    const rejected = vi.fn();
    setSessionRejectedHandler(rejected);
    stubFetch(() => json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Não autorizado.' }, { status: 401 }));
    await expect(apiCalls.get('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledWith('old-token');
  });

  it('answers a download as a Blob', async () => {
    const fetchMock = stubFetch(() => new Response('a;b', { headers: { 'Content-Type': 'text/csv' } }));
    const file = await apiCalls.download('/api/appointment/admin/clients/{contact}/export', {
      path: { contact: '11988887777' },
      query: { format: 'csv' },
    });
    expect(await file.text()).toBe('a;b');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/appointment/admin/clients/11988887777/export?format=csv');
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ Accept: '*/*' });
  });
});

/** A fetch that never answers, and fails the way fetch does when its signal aborts. */
function stubSilentServer() {
  const fetchMock = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('a call without an answer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after REQUEST_TIMEOUT_MS with TIMEOUT (status 0) and the Portuguese message', async () => {
    stubSilentServer();
    const call = apiCalls.post('/api/appointment/create', { body: {} });
    const failure = expect(call).rejects.toMatchObject({ status: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
    expect(isConnectionProblem(await call.catch((error: unknown) => error))).toBe(true);
    expect(isWorthRetrying(await call.catch((error: unknown) => error))).toBe(true);
  });

  it("also gives up on an answer whose body doesn't arrive in time", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = new ReadableStream({
          start: (controller) => init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError'))),
        });
        return Promise.resolve(new Response(body, { status: 200 }));
      }),
    );
    const call = apiCalls.get('/api/shop');
    const failure = expect(call).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await failure;
  });

  it('keeps the caller’s own abort an abort (a query cancelled), not a timeout', async () => {
    stubSilentServer();
    const caller = new AbortController();
    const call = apiCalls.get('/api/shop', { signal: caller.signal });
    const failure = expect(call).rejects.toMatchObject({ name: 'AbortError' });
    caller.abort();
    await failure;
  });

  it('says NETWORK_ERROR with NETWORK_ERROR_MESSAGE when there is no connection at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiCalls.get('/api/shop')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('sends the headers a call adds (the booking’s Idempotency-Key)', async () => {
    vi.useRealTimers();
    const fetchMock = stubFetch(() => json({ ok: true }));
    await apiCalls.post('/api/appointment/create', { body: {}, headers: { 'Idempotency-Key': 'k'.repeat(32) } });
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('Idempotency-Key')).toBe('k'.repeat(32));
  });
});
