/** The queue is full: the caller should answer "busy" rather than wait. */
export class QueueFull extends Error {
  constructor() {
    super('Work queue full');
  }
}

/**
 * Runs at most `maxRunning` tasks at once; up to `maxWaiting` more wait their turn, first come
 * first served; any task beyond that is refused at once with QueueFull (never queued unboundedly).
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.takeSlot();
    try {
      return await task();
    } finally {
      this.releaseSlot();
    }
  }

  private takeSlot(): Promise<void> {
    if (this.running < this.maxRunning) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new QueueFull());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A finished task hands its slot straight to the next waiting one. */
  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
