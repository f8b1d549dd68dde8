import { AppMetrics } from './app-metrics';

/** The samples of the text exposition, by series as printed. */
async function samplesOf(metrics: AppMetrics): Promise<Map<string, number>> {
  const samples = new Map<string, number>();
  for (const line of (await metrics.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

describe('AppMetrics', () => {
  it('labels a request by route pattern and status; no route is "unmatched", an unknown method "other"', async () => {
    const metrics = new AppMetrics();
    metrics.requestAnswered('GET', '/api/appointment/manage/:token', 200, 0.003);
    metrics.requestAnswered('GET', '/api/appointment/manage/:token', 200, 0.2);
    metrics.requestAnswered('BREW', null, 404, 0.001);
    const samples = await samplesOf(metrics);
    const manage = 'method="GET",route="/api/appointment/manage/:token",status="200"';
    expect(samples.get(`barbearia_http_requests_total{${manage}}`)).toBe(2);
    expect(samples.get(`barbearia_http_request_duration_seconds_bucket{le="0.005",${manage}}`)).toBe(1);
    expect(samples.get(`barbearia_http_request_duration_seconds_sum{${manage}}`)).toBeCloseTo(0.203);
    expect(samples.get('barbearia_http_requests_total{method="other",route="unmatched",status="404"}')).toBe(1);
  });

  it('shows the last good backup only once there is one; a failed backup is counted', async () => {
    const metrics = new AppMetrics();
    expect((await samplesOf(metrics)).has('barbearia_backup_last_success_timestamp_seconds')).toBe(false);
    metrics.backupFinished(false);
    metrics.backupFinished(true, new Date('2026-11-25T06:00:00Z'));
    const samples = await samplesOf(metrics);
    expect(samples.get('barbearia_backup_failures_total')).toBe(1);
    expect(samples.get('barbearia_backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-25T06:00:00Z') / 1000);
  });

  it('still answers when a scrape sampler fails, with the gauges the others set', async () => {
    const metrics = new AppMetrics();
    metrics.sampleOnScrape(() => {
      throw new Error('database down');
    });
    metrics.sampleOnScrape(() => metrics.queueSampled([{ queue: 'push-messages', waiting: 3, oldestWaitingSeconds: 42 }]));
    const samples = await samplesOf(metrics);
    expect(samples.get('barbearia_queue_waiting_jobs{queue="push-messages"}')).toBe(3);
    expect(samples.get('barbearia_queue_oldest_waiting_job_age_seconds{queue="push-messages"}')).toBe(42);
  });
});
