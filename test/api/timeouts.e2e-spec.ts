import { RawSocket } from '../support/raw-socket';
import { TestApp } from '../support/test-app';

const REQUEST_TIMEOUT = { statusCode: 408, code: 'REQUEST_TIMEOUT', message: 'A requisição demorou demais para chegar. Tente novamente.' };

/** The JSON of a body RawSocket read as latin1 (the server sends UTF-8). */
const jsonOf = (body: string): unknown => JSON.parse(Buffer.from(body, 'latin1').toString('utf8'));

/** Short limits from the configuration, so these tests wait about a second, not 30. */
describe('slow and idle clients (REQUEST_TIMEOUT_SECONDS=1, KEEP_ALIVE_TIMEOUT_SECONDS=1)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await TestApp.start({ REQUEST_TIMEOUT_SECONDS: '1', KEEP_ALIVE_TIMEOUT_SECONDS: '1' });
    port = await t.listen();
  });
  afterAll(() => t.close());

  /** Keeps the socket busy with one more byte every 100 ms, so only the request timeout can end it. */
  const trickle = (socket: RawSocket, piece: string) => {
    const timer = setInterval(() => socket.write(piece), 100);
    void socket.whenClosed().then(() => clearInterval(timer));
    return timer;
  };

  it('cuts off a request whose headers never end (slowloris) with a 408 and closes the socket', async () => {
    const socket = await RawSocket.open(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    trickle(socket, 'X');
    await socket.whenClosed();
    const response = await socket.response();
    expect(response.status).toBe(408);
    expect(jsonOf(response.body)).toEqual(REQUEST_TIMEOUT);
  });

  it('answers bytes that are not HTTP with a 400 and the error body, and closes the socket', async () => {
    const socket = await RawSocket.open(port);
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    await socket.whenClosed();
    const response = await socket.response();
    expect(response.status).toBe(400);
    expect(jsonOf(response.body)).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'Requisição inválida.' });
  });

  it('answers headers over 16 KB with a 431 and the error body', async () => {
    const socket = await RawSocket.open(port);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await socket.whenClosed();
    const response = await socket.response();
    expect(response.status).toBe(431);
    expect(jsonOf(response.body)).toEqual({ statusCode: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'Cabeçalhos grandes demais.' });
  });

  it('answers a whole request, then closes the idle keep-alive connection', async () => {
    const socket = await RawSocket.open(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const response = await socket.response();
    expect(response.status).toBe(200);
    expect(response.head).toContain('keep-alive: timeout=1');
    await socket.whenClosed();
  });
});

/**
 * A body that keeps trickling in is cut at REQUEST_TIMEOUT_SECONDS too, counted from the request's
 * first byte: a second outside probe saw one cut at 61 s (Node's 60 s headers timeout) instead of 30.
 * Here the limit is 2 s while a silent socket lasts 4 s and an idle keep-alive 10 s, so only the
 * request timeout can end these requests by about 2.5 s (it is checked every 0.5 s).
 */
describe('a slow body (REQUEST_TIMEOUT_SECONDS=2, KEEP_ALIVE_TIMEOUT_SECONDS=10)', () => {
  const LIMIT_MS = 2000;
  const LATEST_CUT_MS = LIMIT_MS + 500 + 800;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await TestApp.start({ REQUEST_TIMEOUT_SECONDS: '2', KEEP_ALIVE_TIMEOUT_SECONDS: '10' });
    port = await t.listen();
  });
  afterAll(() => t.close());

  /** Sends `head`, then `piece` every 200 ms, until the server closes; answers when, from the first byte, and what it answered. */
  async function trickled(head: string, piece: string, headers: string[] = []): Promise<{ afterMs: number; status: number; body: string }> {
    const socket = await RawSocket.open(port);
    const started = Date.now();
    const pieces = [...headers, head];
    socket.write(pieces.shift()!);
    const timer = setInterval(() => socket.write(pieces.shift() ?? piece), 200);
    await socket.whenClosed();
    clearInterval(timer);
    const response = await socket.response();
    return { afterMs: Date.now() - started, status: response.status, body: response.body };
  }

  const LOGIN = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n';

  it('cuts a body under the size limit, sent with Content-Length or chunked, near the limit with a 408', async () => {
    const [sized, chunked] = await Promise.all([
      trickled(`${LOGIN}Content-Length: 5000\r\n\r\n{"username":"`, 'a'),
      trickled(`${LOGIN}Transfer-Encoding: chunked\r\n\r\nd\r\n{"username":"\r\n`, '1\r\na\r\n'),
    ]);
    for (const cut of [sized, chunked]) {
      expect(cut.status).toBe(408);
      expect(jsonOf(cut.body)).toEqual(REQUEST_TIMEOUT);
      expect(cut.afterMs).toBeGreaterThanOrEqual(LIMIT_MS - 50);
      expect(cut.afterMs).toBeLessThan(LATEST_CUT_MS);
    }
  });

  it('counts the time the headers took: headers sent over 1.6 s, then a slow body, end 2 s after the first byte', async () => {
    const slowHeaders = ['POST /api/auth/login HTTP/1.1\r\n', 'Host: localhost\r\n', ...Array.from({ length: 6 }, (_, n) => `X-Slow-${n}: 1\r\n`)];
    const cut = await trickled('Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"username":"', 'a', slowHeaders);
    expect(cut.status).toBe(408);
    expect(cut.afterMs).toBeLessThan(LATEST_CUT_MS);
  });

  it('still answers a body that arrives slowly but within the limit', async () => {
    const socket = await RawSocket.open(port);
    const body = '{"username":"ninguem","password":"errada-123"}';
    socket.write(`${LOGIN}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    for (const part of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write(part);
    }
    expect((await socket.response()).status).toBe(401);
  });
});
