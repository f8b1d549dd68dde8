import { LocalWindowCounts } from './local-window-counts';

const WINDOW = 600;
/** 12:00:00 UTC on a day: the start of a 10-minute window. */
const START_MS = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('LocalWindowCounts', () => {
  it('lets `max` calls of a client through in a window, then refuses with the seconds left in it, counting no refusal', () => {
    const counts = new LocalWindowCounts(10);
    for (let n = 0; n < 3; n++) expect(counts.take('availability', '203.0.113.1', 3, WINDOW, START_MS + 1000)).toEqual({ allowed: true });

    expect(counts.take('availability', '203.0.113.1', 3, WINDOW, START_MS + 100_500)).toEqual({ allowed: false, retryAfterSeconds: 500 });
    expect(counts.pending(START_MS)).toEqual([
      { bucket: 'availability', address: '203.0.113.1', windowStart: START_MS / 1000, windowSeconds: WINDOW, hits: 3 },
    ]);
  });

  it('counts each client and each limit apart, and starts afresh in the next window', () => {
    const counts = new LocalWindowCounts(10);
    expect(counts.take('availability', '203.0.113.1', 1, WINDOW, START_MS)).toEqual({ allowed: true });
    expect(counts.take('availability', '203.0.113.2', 1, WINDOW, START_MS)).toEqual({ allowed: true });
    expect(counts.take('other', '203.0.113.1', 1, WINDOW, START_MS)).toEqual({ allowed: true });
    expect(counts.take('availability', '203.0.113.1', 1, WINDOW, START_MS + WINDOW * 1000 - 1).allowed).toBe(false);
    expect(counts.take('availability', '203.0.113.1', 1, WINDOW, START_MS + WINDOW * 1000)).toEqual({ allowed: true });
  });

  it('adds what the other instances counted once reconciled, and sends only the calls not sent yet', () => {
    const counts = new LocalWindowCounts(10);
    counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS);
    counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS);
    const sent = counts.pending(START_MS);
    // Another instance had counted 7 calls of the same client: the shared count is now 9.
    counts.reconciled(sent, [{ bucket: 'availability', address: '203.0.113.1', windowStart: START_MS / 1000, hits: 9 }], START_MS + 5000);
    // Nothing to send; past half its limit, the client's shared count is read again at the next reconciliation.
    expect(counts.pending(START_MS + 5000).map((count) => count.hits)).toEqual([0]);

    expect(counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS + 6000)).toEqual({ allowed: true });
    expect(counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS + 6000).allowed).toBe(false);
    expect(counts.pending(START_MS).map((count) => count.hits)).toEqual([1]);
  });

  it('reads again only the shared counts of clients past half their limit, in a window still running', () => {
    const counts = new LocalWindowCounts(10);
    counts.take('availability', '203.0.113.1', 4, WINDOW, START_MS);
    counts.take('availability', '203.0.113.2', 4, WINDOW, START_MS);
    counts.take('availability', '203.0.113.2', 4, WINDOW, START_MS);
    counts.reconciled(counts.pending(START_MS), [], START_MS);
    expect(counts.pending(START_MS + 1000).map((count) => [count.address, count.hits])).toEqual([['203.0.113.2', 0]]);
    expect(counts.pending(START_MS + WINDOW * 1000)).toEqual([]);
  });

  it('keeps the calls counted while a reconciliation was under way for the next one', () => {
    const counts = new LocalWindowCounts(10);
    counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS);
    const sent = counts.pending(START_MS);
    counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS);
    counts.reconciled(sent, [{ bucket: 'availability', address: '203.0.113.1', windowStart: START_MS / 1000, hits: 1 }], START_MS + 5000);
    expect(counts.pending(START_MS).map((count) => count.hits)).toEqual([1]);
  });

  it('forgets a window once it has ended and its calls were sent, not before', () => {
    const counts = new LocalWindowCounts(10);
    counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS);
    counts.reconciled([], [], START_MS + WINDOW * 1000);
    expect(counts.size).toBe(1);
    const sent = counts.pending(START_MS);
    counts.reconciled(sent, [{ bucket: 'availability', address: '203.0.113.1', windowStart: START_MS / 1000, hits: 1 }], START_MS + WINDOW * 1000);
    expect(counts.size).toBe(0);
  });

  it('answers "unknown" for a new client once it tracks as many as it may, and still counts the known ones', () => {
    const counts = new LocalWindowCounts(2);
    counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS);
    counts.take('availability', '203.0.113.2', 10, WINDOW, START_MS);
    expect(counts.take('availability', '203.0.113.3', 10, WINDOW, START_MS)).toEqual({ allowed: 'unknown' });
    expect(counts.take('availability', '203.0.113.1', 10, WINDOW, START_MS)).toEqual({ allowed: true });
  });
});
