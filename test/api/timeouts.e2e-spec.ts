import { RawSocket } from '../support/raw-socket';
import { TestApp } from '../support/test-app';

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
    expect((await socket.response()).status).toBe(408);
  });

  it('cuts off a request whose body never arrives in full', async () => {
    const socket = await RawSocket.open(port);
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"username":"');
    trickle(socket, 'a');
    await socket.whenClosed();
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
