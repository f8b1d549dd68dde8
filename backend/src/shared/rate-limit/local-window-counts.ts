/** One client's calls under one limit in one fixed window, as this instance knows them. */
interface WindowCount {
  bucket: string;
  address: string;
  windowStart: number;
  windowSeconds: number;
  max: number;
  /** Calls this instance let through in the window. */
  own: number;
  /** How many of `own` the shared count in PostgreSQL already holds. */
  shared: number;
  /** Calls the other instances counted in the window, as of the last reconciliation. */
  others: number;
}

/**
 * Calls counted here since the last reconciliation, to add to the shared count; 0 for a client near its limit whose
 * shared count is only to be read again.
 */
export interface PendingCount {
  bucket: string;
  address: string;
  /** Epoch seconds. */
  windowStart: number;
  windowSeconds: number;
  hits: number;
}

/** The shared count of a window after the reconciliation added this instance's calls to it. */
export interface SharedCount {
  bucket: string;
  address: string;
  windowStart: number;
  hits: number;
}

export type LocalTake = { allowed: true } | { allowed: false; retryAfterSeconds: number } | { allowed: 'unknown' };

/**
 * The counters of the limits counted in memory: fixed windows aligned to the epoch (as the shared
 * counters are), one entry per limit, client and window, with what the other instances had counted
 * at the last reconciliation. At most `maxEntries` clients are tracked; past that, `take` answers
 * 'unknown' and the caller counts the call in PostgreSQL instead.
 */
export class LocalWindowCounts {
  private readonly counts = new Map<string, WindowCount>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.counts.size;
  }

  clear(): void {
    this.counts.clear();
  }

  /** Counts one call when under `max`; a refused call is not counted. */
  take(bucket: string, address: string, max: number, windowSeconds: number, nowMs: number): LocalTake {
    const windowStart = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
    const key = `${bucket}\u0000${address}\u0000${windowStart}`;
    let count = this.counts.get(key);
    if (!count) {
      if (this.counts.size >= this.maxEntries) return { allowed: 'unknown' };
      count = { bucket, address, windowStart, windowSeconds, max, own: 0, shared: 0, others: 0 };
      this.counts.set(key, count);
    }
    if (count.own + count.others >= max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(windowStart + windowSeconds - nowMs / 1000)) };
    }
    count.own++;
    return { allowed: true };
  }

  /**
   * What the shared count lacks, and the clients past half their limit in a window still running, whose count the
   * other instances may have grown meanwhile; `reconciled` must follow with what PostgreSQL answered.
   */
  pending(nowMs: number): PendingCount[] {
    const pending: PendingCount[] = [];
    for (const count of this.counts.values()) {
      const unsent = count.own - count.shared;
      const nearLimit = (count.own + count.others) * 2 >= count.max && (count.windowStart + count.windowSeconds) * 1000 > nowMs;
      if (unsent > 0 || nearLimit) {
        const { bucket, address, windowStart, windowSeconds } = count;
        pending.push({ bucket, address, windowStart, windowSeconds, hits: unsent });
      }
    }
    return pending;
  }

  /**
   * The shared counts after `sent` was added to them: from then on the other instances' calls count
   * here too. Then forgets the windows that ended before `nowMs` (their calls are in PostgreSQL now).
   */
  reconciled(sent: PendingCount[], totals: SharedCount[], nowMs: number): void {
    for (const sentCount of sent) {
      const count = this.counts.get(`${sentCount.bucket}\u0000${sentCount.address}\u0000${sentCount.windowStart}`);
      if (count) count.shared += sentCount.hits;
    }
    for (const total of totals) {
      const count = this.counts.get(`${total.bucket}\u0000${total.address}\u0000${total.windowStart}`);
      if (count) count.others = Math.max(0, total.hits - count.shared);
    }
    for (const [key, count] of this.counts) {
      if ((count.windowStart + count.windowSeconds) * 1000 <= nowMs && count.own === count.shared) this.counts.delete(key);
    }
  }
}
