import { RepeatingTask } from './repeating-task';

describe('RepeatingTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the chore every interval, a failed run not stopping the next ones', async () => {
    let runs = 0;
    const task = new RepeatingTask(() => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('database busy')) : Promise.resolve();
    }, 1000);
    task.start();
    await jest.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(2001);
    expect(runs).toBe(3);
    await task.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('stops only once the run in progress has ended', async () => {
    let finish: () => void = () => undefined;
    let finished = false;
    const task = new RepeatingTask(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
      1000,
    );
    task.start();
    await jest.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    expect(stopped).toBe(true);
  });
});
