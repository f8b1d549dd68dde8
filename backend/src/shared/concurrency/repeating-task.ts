/**
 * A background chore run every `intervalMs` (pruning expired rows, erasing old data). The timer never
 * keeps the process alive, a failed run just waits for the next one (the chore logs what it must),
 * and `stop()` waits for a run in progress, so shutdown never closes the database under it.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly chore: () => Promise<unknown>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.chore().catch(() => undefined);
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
