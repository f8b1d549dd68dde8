import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Who changed a booking: the client (online, manage page) or the barber (admin area). */
export type BookingActor = 'client' | 'barber';

/** What a booking went through, as counted: created, moved to another time, cancelled (or trashed by the barber). */
export type BookingChangeKind = 'created' | 'moved' | 'cancelled';

/** The queue's state at a scrape, per queue name (the app's own names, never data). */
export interface QueueSample {
  queue: string;
  waiting: number;
  /** Seconds since the oldest waiting job became due; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** Read at every scrape, just before the text is made; a sampler that fails leaves its gauges as they were. */
export type ScrapeSampler = () => Promise<void> | void;

/** Request duration buckets, in seconds: from a cached availability answer to a slow photo upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Fastify's methods; anything else (a client's invention) is counted as `other`, so a label can't grow without bound. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The app's Prometheus metrics, in a registry of its own (several apps in one process, as in the
 * tests, never share counters). Every label value is one of a fixed set the code names (a route's
 * pattern, a status, a limit's name, client/barber): never a URL, a name, a phone or an id.
 * The rest of the app records through these methods and never imports prom-client.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly samplers: ScrapeSampler[] = [];
  private defaultMetricsOn = false;

  private readonly requests = new Counter({
    name: 'barbearia_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestDuration = new Histogram({
    name: 'barbearia_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  /** One pair of label-bound children per method, route and status: no label hashing per request. */
  private readonly requestSeries = new Map<string, { count: Counter.Internal; duration: Histogram.Internal<string> }>();

  private readonly bookings = {
    created: this.bookingCounter('created', 'Bookings made, by who made them'),
    moved: this.bookingCounter('moved', 'Bookings moved to another day or time, by who moved them'),
    cancelled: this.bookingCounter('cancelled', 'Bookings cancelled by the client or deleted by the barber, by who did it'),
  };
  private readonly noShows = this.counter('barbearia_no_shows_total', 'Appointments the barber marked as a no-show');
  private readonly rateLimitRefusals = new Counter({
    name: 'barbearia_rate_limit_refusals_total',
    help: 'Calls refused with 429, by limit (booking, lookup, availability, manage, login)',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  private readonly loginFailures = this.counter('barbearia_login_failures_total', 'Logins refused for a wrong username or password');
  private readonly pushesSent = this.counter('barbearia_pushes_sent_total', 'Web pushes a push service accepted');
  private readonly pushesFailed = this.counter('barbearia_pushes_failed_total', 'Web pushes that failed (the queue tries them again)');
  private readonly pushesQueued = this.counter('barbearia_pushes_queued_total', 'Web pushes put in the job queue');
  private readonly queueWaiting = this.gauge('barbearia_queue_waiting_jobs', 'Jobs due and not yet taken, by queue', ['queue']);
  private readonly queueOldest = this.gauge(
    'barbearia_queue_oldest_waiting_job_age_seconds',
    'Seconds since the oldest waiting job of the queue became due (0: none waits)',
    ['queue'],
  );
  private readonly dbPoolInUse = this.gauge('barbearia_db_pool_connections_in_use', "Connections of the request path's database pool in use");
  private readonly dbPoolWaiting = this.gauge(
    'barbearia_db_pool_waiting_requests',
    "Requests waiting for a connection of the request path's database pool",
  );
  private readonly backupFailures = this.counter('barbearia_backup_failures_total', 'Backups that failed');
  /** Registered at the first good backup, so no series says "1970" before there is one. */
  private lastBackup: Gauge | null = null;

  /** Process memory, CPU, event-loop lag, GC and handles (prom-client's defaults), once metrics are served. */
  collectProcessMetrics(): void {
    if (this.defaultMetricsOn) return;
    this.defaultMetricsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** `sampler` sets its gauges at every scrape (the queue's and the pool's state are read, not counted). */
  sampleOnScrape(sampler: ScrapeSampler): void {
    this.samplers.push(sampler);
  }

  /** One answered request; `route` is the route's pattern, null when no route matched. */
  requestAnswered(method: string, route: string | null, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      const labels = { method: KNOWN_METHODS.has(method) ? method : 'other', route: route ?? 'unmatched', status: String(status) };
      series = { count: this.requests.labels(labels), duration: this.requestDuration.labels(labels) };
      this.requestSeries.set(key, series);
    }
    series.count.inc();
    series.duration.observe(seconds);
  }

  bookingChanged(kind: BookingChangeKind, by: BookingActor): void {
    this.bookings[kind].inc({ by });
  }

  noShowMarked(): void {
    this.noShows.inc();
  }

  rateLimitRefused(limit: string): void {
    this.rateLimitRefusals.inc({ limit });
  }

  loginFailed(): void {
    this.loginFailures.inc();
  }

  pushSent(): void {
    this.pushesSent.inc();
  }

  pushFailed(): void {
    this.pushesFailed.inc();
  }

  pushQueued(): void {
    this.pushesQueued.inc();
  }

  /** Failed pushes since the app started. */
  async pushFailures(): Promise<number> {
    return (await this.pushesFailed.get()).values[0]?.value ?? 0;
  }

  /** A backup ended: a good one sets the time of the last good backup, a failed one is counted. */
  backupFinished(succeeded: boolean, at: Date = new Date()): void {
    if (!succeeded) {
      this.backupFailures.inc();
      return;
    }
    this.lastBackup ??= this.gauge('barbearia_backup_last_success_timestamp_seconds', 'When the last good backup was finished (Unix time)');
    this.lastBackup.set(at.getTime() / 1000);
  }

  queueSampled(samples: QueueSample[]): void {
    this.queueWaiting.reset();
    this.queueOldest.reset();
    for (const { queue, waiting, oldestWaitingSeconds } of samples) {
      this.queueWaiting.set({ queue }, waiting);
      this.queueOldest.set({ queue }, oldestWaitingSeconds);
    }
  }

  dbPoolSampled(inUse: number, waiting: number): void {
    this.dbPoolInUse.set(inUse);
    this.dbPoolWaiting.set(waiting);
  }

  /** The Prometheus text exposition of every metric, the samplers' gauges read now. */
  async text(): Promise<string> {
    await Promise.all(
      this.samplers.map((sample) =>
        Promise.resolve()
          .then(sample)
          .catch(() => undefined),
      ),
    );
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private bookingCounter(kind: BookingChangeKind, help: string): Counter<'by'> {
    return new Counter({ name: `barbearia_bookings_${kind}_total`, help, labelNames: ['by'] as const, registers: [this.registry] });
  }

  private counter(name: string, help: string): Counter {
    return new Counter({ name, help, registers: [this.registry] });
  }

  private gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }
}
