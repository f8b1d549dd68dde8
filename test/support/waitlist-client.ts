import { APP_CONFIG, AppConfig } from '../../backend/src/config/app-config.provider';
import { offerTokenFor } from '../../backend/src/modules/waitlist/domain/waitlist-tokens';
import { TEST_PUSH_ORIGIN, TestApp } from './test-app';

/** A push subscription on the tests' allowed push origin (nobody answers there: the push job is what a test reads). */
export function pushOf(name: string): { pushEndpoint: string; pushP256dh: string; pushAuth: string } {
  return {
    pushEndpoint: `${TEST_PUSH_ORIGIN}/push/${name}`,
    pushP256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 3)]).toString('base64url'),
    pushAuth: Buffer.alloc(16, 5).toString('base64url'),
  };
}

/** An offer as the database holds it, with the link's token the push would carry. */
export interface StoredOffer {
  id: string;
  entryId: string;
  hour: number;
  status: string;
  broadcast: boolean;
  token: string;
}

/** The waitlist's tables and jobs as a test reads them; the app's clock moved as deposit.e2e-spec moves it. */
export class WaitlistProbe {
  constructor(private readonly t: TestApp) {}

  private sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
    return this.t.orm.em.fork().getConnection().execute(text, params);
  }

  /** Every offer, oldest first, with its entry's client name. */
  async offers(): Promise<(StoredOffer & { clientName: string })[]> {
    const secret = this.t.app.get<AppConfig>(APP_CONFIG).jwtSecret;
    const rows = await this.sql<{ id: string; entry_id: string; hour: number; status: string; broadcast: boolean; client_name: string }>(
      `select o.id, o.entry_id, o.hour, o.status, o.broadcast, e.client_name
         from waitlist_offer o join waitlist_entry e on e.id = o.entry_id order by o.created_at, e.created_at`,
    );
    return rows.map((row) => ({
      id: row.id,
      entryId: row.entry_id,
      hour: row.hour,
      status: row.status,
      broadcast: row.broadcast,
      clientName: row.client_name,
      token: offerTokenFor(secret, row.id).token,
    }));
  }

  async pending(): Promise<(StoredOffer & { clientName: string })[]> {
    return (await this.offers()).filter((offer) => offer.status === 'pending');
  }

  /** The push jobs queued for offers. */
  async pushJobs(): Promise<string[]> {
    const rows = await this.sql<{ offer_id: string }>("select data->>'offerId' as offer_id from pgboss.job where name = 'waitlist-pushes'");
    return rows.map((row) => row.offer_id);
  }

  async entryCount(): Promise<number> {
    const [row] = await this.sql<{ count: number }>('select count(*)::int as count from waitlist_entry');
    return row.count;
  }

  /** Makes every waiting offer-expiry job due now, as if the queue's clock had reached it, and waits for them to run. */
  expiryJobsRun(): Promise<void> {
    return this.jobsRun('waitlist-offers');
  }

  /** Makes the offers of times the barber deleted due now, as if their undo window had passed, and waits for them. */
  trashedTimeJobsRun(): Promise<void> {
    return this.jobsRun('waitlist-trashed-times');
  }

  /** The jobs of the queue still waiting for their time. */
  async waitingJobs(queue: 'waitlist-trashed-times'): Promise<number> {
    const [row] = await this.sql<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = ? and state in ('created', 'retry')",
      [queue],
    );
    return row.count;
  }

  private async jobsRun(queue: string): Promise<void> {
    await this.sql("update pgboss.job set start_after = now() where name = ? and state in ('created', 'retry')", [queue]);
    await until(async () => {
      const [row] = await this.sql<{ due: number }>(
        "select count(*)::int as due from pgboss.job where name = ? and state in ('created', 'retry', 'active') and start_after <= now()",
        [queue],
      );
      return row.due === 0;
    }, `the ${queue} jobs to run`);
  }
}

export async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
