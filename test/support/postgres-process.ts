import { ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/** A PostgreSQL server of a test's own, which the test can stop and start again. */
export class PostgresProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(port: number): Promise<PostgresProcess> {
    const child = fork(path.join(__dirname, 'postgres-server.mjs'), [String(port)], { stdio: 'inherit' });
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message: { ready: string }) => resolve(message.ready));
      child.once('exit', (code) => reject(new Error(`the test PostgreSQL exited early (code ${code})`)));
    });
    return new PostgresProcess(child, url);
  }

  stop(): Promise<void> {
    return this.command('stop');
  }

  resume(): Promise<void> {
    return this.command('start');
  }

  async shutdown(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    await exited;
  }

  private command(name: 'start' | 'stop'): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('message', () => resolve());
      this.child.send(name);
    });
  }
}
