import { QueueFull, WorkQueue } from './work-queue';

/** A task that finishes when the test says so, and records that it started. */
function controllable(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(name), done.then(() => name)), finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs at most maxRunning tasks at once and starts the waiting ones in arrival order', async () => {
    const started: string[] = [];
    const queue = new WorkQueue(2, 5);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controllable(started, name));
    const results = [a, b, c, d].map(({ task }) => queue.run(task));
    await tick();
    expect(started).toEqual(['a', 'b']);

    b.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    a.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c.finish();
    d.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a task at once when maxWaiting are already waiting, and takes new ones once there is room', async () => {
    const started: string[] = [];
    const queue = new WorkQueue(1, 1);
    const running = controllable(started, 'running');
    const waiting = controllable(started, 'waiting');
    const first = queue.run(running.task);
    const second = queue.run(waiting.task);

    await expect(queue.run(async () => 'refused')).rejects.toBeInstanceOf(QueueFull);

    running.finish();
    waiting.finish();
    await Promise.all([first, second]);
    expect(await queue.run(async () => 'later')).toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
