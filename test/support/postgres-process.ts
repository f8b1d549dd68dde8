import { ThrowawayPostgres, startThrowawayPostgres } from './throwaway-postgres';

/** A PostgreSQL server of a test's own, which the test can stop and start again. */
export class PostgresProcess {
  private constructor(private readonly server: ThrowawayPostgres) {}

  static async start(port: number): Promise<PostgresProcess> {
    return new PostgresProcess(await startThrowawayPostgres(port));
  }

  get url(): string {
    return this.server.url;
  }

  stop(): Promise<void> {
    return this.server.cluster.stop();
  }

  resume(): Promise<void> {
    return this.server.cluster.start();
  }

  shutdown(): Promise<void> {
    return this.server.destroy();
  }
}
