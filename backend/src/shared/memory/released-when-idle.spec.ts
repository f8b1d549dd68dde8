import { ReleasedWhenIdle } from './released-when-idle';

describe('ReleasedWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function counted(idleMs = 1000) {
    const counts = { built: 0, released: 0 };
    const holder = new ReleasedWhenIdle(
      () => ({ build: ++counts.built }),
      () => counts.released++,
      idleMs,
    );
    return { holder, counts };
  }

  it('builds nothing until asked', () => {
    const { holder, counts } = counted();
    expect(holder.isHeld).toBe(false);
    expect(counts.built).toBe(0);
  });

  it('builds once and gives the same value while it is used', () => {
    const { holder, counts } = counted();
    const first = holder.get();
    jest.advanceTimersByTime(900);
    expect(holder.get()).toBe(first);
    jest.advanceTimersByTime(900);
    expect(holder.get()).toBe(first);
    expect(counts).toEqual({ built: 1, released: 0 });
  });

  it('gives the value up once idle for its time, and builds it again when asked', () => {
    const { holder, counts } = counted();
    const first = holder.get();
    jest.advanceTimersByTime(1000);
    expect(holder.isHeld).toBe(false);
    expect(counts).toEqual({ built: 1, released: 1 });
    const second = holder.get();
    expect(second).not.toBe(first);
    expect(second).toEqual({ build: 2 });
  });

  it('gives the value up at release(), once, and no timer fires after it', () => {
    const { holder, counts } = counted();
    holder.get();
    holder.release();
    holder.release();
    jest.advanceTimersByTime(5000);
    expect(counts).toEqual({ built: 1, released: 1 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind that would keep the process alive', () => {
    const { holder } = counted();
    holder.get();
    expect(jest.getTimerCount()).toBe(1);
    jest.useRealTimers();
    const real = new ReleasedWhenIdle(() => 'value');
    real.get();
    // The timer is unref'd: Node would exit with it pending.
    expect((real as unknown as { timer: NodeJS.Timeout }).timer.hasRef()).toBe(false);
    real.release();
  });
});
