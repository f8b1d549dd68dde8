// A short run of the benchmark's load against one app (1,000 appointments): availability, creates and page renders,
// then the app's resident memory by kind of mapping (from /proc/<pid>/smaps). For trying a memory change quickly;
// `npm run bench` gives the figures that count.
//
//   node test/bench/memory-probe.mjs [--node-flag ...]     (extra V8 flags after the start command's own)
//
// Options (environment): PROBE_ENV='NAME=value ...' (extra settings for the app), PROBE_AVAILABILITY_SECONDS=20,
// PROBE_HEAP_SPACES=1 (V8's spaces too), PROBE_SETTLE=5,10 (the memory again after so many seconds idle),
// PROBE_HEAP_SNAPSHOT=1 or =both (a heap snapshot at the end, or after the seed too, into the repository's folder;
// start with --heapsnapshot-signal=SIGUSR2).
// PROBE_ENCODING=identity (the pages' Accept-Encoding; 'br, gzip' unless given).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { processMemory, ROOT, startApp } from './app-process.mjs';
import { load } from './load.mjs';
import { addDays, availabilityPath, PAGE_PATHS, seed, TARGET_OFFSET } from './seed.mjs';

const AVAILABILITY_SECONDS = Number(process.env.PROBE_AVAILABILITY_SECONDS || 20);

const say = (line) => process.stdout.write(`[memory] ${line}\n`);
const extraEnv = Object.fromEntries(
  (process.env.PROBE_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((setting) => setting.split('=')),
);

/** PROBE_HEAP_SPACES=1: V8's heap spaces too, read from the app's metrics (which then collect, and cost a few MiB themselves). */
const HEAP_SPACES = Boolean(process.env.PROBE_HEAP_SPACES);
const METRICS_TOKEN = 'memory-probe';
const app = await startApp({ nodeArgs: process.argv.slice(2), env: { ...(HEAP_SPACES ? { METRICS_TOKEN } : {}), ...extraEnv } });
try {
  say(`start: ${describe(app.pid)}`);
  if (HEAP_SPACES) say(`  heap (used/committed): ${await heapSpaces(app.baseUrl)}`);
  const shop = await (await fetch(`${app.baseUrl}/api/shop`)).json();
  const seeded = await seed(app.databaseUrl, 1000, shop.today, shop.bookingWindowDays);
  if (process.env.PROBE_HEAP_SNAPSHOT === 'both') await heapSnapshot(app);
  const target = availabilityPath(seeded.owner.id, seeded.owner.double_job, addDays(shop.today, TARGET_OFFSET));
  const availability = await load({ url: `${app.baseUrl}${target}`, duration: AVAILABILITY_SECONDS });
  say(`availability ${availability.rps.toFixed(0)} req/s p99 ${availability.p99.toFixed(1)} ms: ${describe(app.pid)}`);
  if (HEAP_SPACES) say(`  heap (used/committed): ${await heapSpaces(app.baseUrl)}`);
  const hours = await freeHours(app.baseUrl, seeded.others[0], addDays(shop.today, 2));
  const creates = await load({ url: app.baseUrl, duration: 5, requests: createRequests(seeded, shop, hours) });
  say(`creates ${JSON.stringify(creates.statuses)}: ${describe(app.pid)}`);
  if (HEAP_SPACES) say(`  heap (used/committed): ${await heapSpaces(app.baseUrl)}`);
  const pages = await load({
    url: app.baseUrl,
    duration: 5,
    requests: PAGE_PATHS.map((pagePath) => ({
      method: 'GET',
      path: pagePath,
      headers: { 'accept-encoding': process.env.PROBE_ENCODING ?? 'br, gzip' },
    })),
  });
  say(`pages ${pages.rps.toFixed(0)} req/s ${JSON.stringify(pages.statuses)}: ${describe(app.pid)}`);
  if (HEAP_SPACES) say(`  heap (used/committed): ${await heapSpaces(app.baseUrl)}`);
  for (const seconds of (process.env.PROBE_SETTLE ?? '').split(',').filter(Boolean).map(Number)) {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    say(`${seconds} s later: ${describe(app.pid)}`);
  }
  if (process.env.PROBE_HEAP_SNAPSHOT) await heapSnapshot(app);
} finally {
  await app.stop();
}

/** A heap snapshot of the app (started with --heapsnapshot-signal=SIGUSR2), written into its folder (the repository's). */
async function heapSnapshot(app) {
  const before = new Set(readdirSync(ROOT));
  process.kill(app.pid, 'SIGUSR2');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const written = readdirSync(ROOT).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    const file = written && path.join(ROOT, written);
    if (file && statSync(file).size > 0 && Date.now() - statSync(file).mtimeMs > 2000) return say(`heap snapshot ${file}`);
  }
}

/** The hours of a barber's free times on a day (the seed leaves the extra barbers' even days empty). */
async function freeHours(baseUrl, barber, day) {
  return (await (await fetch(`${baseUrl}${availabilityPath(barber.id, barber.single_job, day)}`)).json()).slots.map((slot) => slot.hour);
}

/** Bookings on the extra barbers' free even days, one cell after another. */
function createRequests(seeded, shop, hours) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/appointment/create',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        next++;
        const barber = seeded.others[next % seeded.others.length];
        const day = addDays(shop.today, 2 + 2 * (Math.floor(next / seeded.others.length / hours.length) % 10));
        const hour = hours[Math.floor(next / seeded.others.length) % hours.length];
        const body = {
          clientName: `Cliente ${next}`,
          clientContact: `21${String(900000000 + next)}`,
          userId: barber.id,
          jobId: barber.single_job,
          ...day,
          hour,
        };
        return { ...request, body: JSON.stringify(body) };
      },
    },
  ];
}

/** VmRSS and where it lives: the node binary, V8's heap and other anonymous memory, malloc's [heap], shared libraries. */
function describe(pid) {
  const { rssMiB, hwmMiB } = processMemory(pid);
  const kinds = {};
  let current = 'anon';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[2];
      current = !name ? 'anon' : name.endsWith('/node') ? `node binary ${header[1]}` : name.startsWith('/') ? 'files' : name;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[current] = (kinds[current] ?? 0) + Number(rss[1]) / 1024;
  }
  const parts = Object.entries(kinds)
    .filter(([, mib]) => mib >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, mib]) => `${kind} ${mib.toFixed(0)}`)
    .join(', ');
  return `VmRSS ${rssMiB.toFixed(0)} MiB (peak ${hwmMiB.toFixed(0)}) = ${parts}`;
}

/** V8's heap spaces, used / committed in MiB, from the app's own metrics (prom-client's defaults). */
async function heapSpaces(baseUrl) {
  const text = await (await fetch(`${baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (metric) =>
    Object.fromEntries([...text.matchAll(new RegExp(`^${metric}\\{space="(\\w+)"\\} (\\S+)`, 'gm'))].map((m) => [m[1], Number(m[2]) / 1048576]));
  const used = read('nodejs_heap_space_size_used_bytes');
  const total = read('nodejs_heap_space_size_total_bytes');
  return Object.keys(total)
    .filter((space) => total[space] >= 0.5)
    .map((space) => `${space} ${used[space].toFixed(0)}/${total[space].toFixed(0)}`)
    .join(', ');
}
