/** How long a value built for a judgement is kept for the next one: a form submitted again, the next secret at start-up. */
export const IDLE_RELEASE_MS = 30_000;

/**
 * A value that is costly to hold and seldom needed: built on the first `get()`, kept while it is
 * used, and given up `idleMs` after the last use (or at `release()`), so that the garbage collector
 * can take it. `onRelease` undoes what building it left behind outside the value itself.
 */
export class ReleasedWhenIdle<T> {
  private value: T | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly build: () => T,
    private readonly onRelease: () => void = () => undefined,
    private readonly idleMs = IDLE_RELEASE_MS,
  ) {}

  get(): T {
    this.value ??= this.build();
    clearTimeout(this.timer);
    // unref: a value waiting to be released never keeps the process alive.
    this.timer = setTimeout(() => this.release(), this.idleMs).unref();
    return this.value;
  }

  get isHeld(): boolean {
    return this.value !== undefined;
  }

  release(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.value === undefined) return;
    this.value = undefined;
    this.onRelease();
  }
}
