// Thin wrapper around autocannon that also keeps every response time (autocannon's own
// histogram has 1 ms resolution and leaves non-2xx answers out of the latency figures).
import autocannon from 'autocannon';

/**
 * Runs autocannon and returns requests/s and latency percentiles (ms) over all answers,
 * plus the answers per status code.
 */
export async function load({ url, connections = 10, duration = 10, requests, method = 'GET', headers, body, title }) {
  const times = [];
  const times2xx = [];
  const instance = autocannon({ url, connections, duration, requests, method, headers, body, title });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode >= 200 && statusCode < 300) times2xx.push(responseTime);
  });
  const result = await instance;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const answered = times.length;
  return {
    title,
    connections,
    durationS: result.duration,
    answered,
    rps: answered / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    p99of2xx: percentile(times2xx, 99),
    autocannonP99: result.latency.p99,
    statuses,
    serverErrors: Object.entries(statuses).reduce((sum, [code, n]) => sum + (Number(code) >= 500 ? n : 0), 0),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}
