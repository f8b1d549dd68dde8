import { get } from 'node:https';
import { AddressInfo, createServer, Server } from 'node:net';
import { InternalAddressRefused, PublicAddressAgent } from './public-address-agent';

describe('PublicAddressAgent', () => {
  let server: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  beforeEach(() => {
    connections = 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function request(url: string, agent: PublicAddressAgent): Promise<Error> {
    return new Promise((resolve) => {
      get(url, { agent }, () => resolve(new Error('answered'))).on('error', resolve);
    });
  }

  it.each(['https://localhost:PORT/push', 'https://127.0.0.1:PORT/push', 'https://[::ffff:127.0.0.1]:PORT/push', 'https://[::1]:PORT/push'])(
    'refuses %s before connecting',
    async (url) => {
      const error = await request(url.replace('PORT', String(port)), new PublicAddressAgent());
      expect(error).toBeInstanceOf(InternalAddressRefused);
      expect(error.message).toMatch(/loopback address/);
      expect(connections).toBe(0);
    },
  );

  it('refuses private and link-local IP literals', async () => {
    expect((await request('https://10.0.0.1/push', new PublicAddressAgent())).message).toBe('10.0.0.1 is a private address');
    expect((await request('https://169.254.169.254/latest', new PublicAddressAgent())).message).toBe('169.254.169.254 is a linkLocal address');
  });

  it('connects to loopback only when the test suite allows it', async () => {
    const error = await request(`https://localhost:${port}/push`, new PublicAddressAgent(true));
    expect(error).not.toBeInstanceOf(InternalAddressRefused);
    expect(connections).toBe(1);
  });
});
