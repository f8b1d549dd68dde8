import { connect, Socket } from 'node:net';

/** A plain TCP connection to the app, for what Fastify's inject can't do: partial requests, unsent bodies. */
export class RawSocket {
  private received = '';
  private readonly closed: Promise<void>;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (this.received += chunk));
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  static open(port: number): Promise<RawSocket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawSocket(socket)));
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** Resolves once the server has answered a whole status line and headers. */
  async response(): Promise<{ status: number; head: string; body: string }> {
    await Promise.race([this.until(() => this.received.includes('\r\n\r\n')), this.closed]);
    const [head, body = ''] = this.received.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
  }

  /** Resolves when the server closes the connection. */
  whenClosed(): Promise<void> {
    return this.closed;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private until(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.socket.off('data', check);
        resolve();
      };
      this.socket.on('data', check);
      check();
    });
  }
}
