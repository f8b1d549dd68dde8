// Where the time of GET /api/availability goes, layer by layer: the built app (started as `npm start` starts it, plus
// `--cpu-prof`) and the bare floor (bare-server.mjs) on one 1,000-appointment database, each under the bench's load
// (10 connections) for a while; each profile is cut to its load window and summarised by profile-layers.mjs.
//
//   node test/bench/profile.mjs        (BENCH_PROFILE_DURATION=10 seconds of load each, BENCH_CONNECTIONS=10)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, startBare } from './app-process.mjs';
import { load } from './load.mjs';
import { layerTable, summariseProfile } from './profile-layers.mjs';
import { addDays, seed, TARGET_OFFSET } from './seed.mjs';

const DURATION = Number(process.env.BENCH_PROFILE_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const INTERVAL_US = 200;
const say = (line) => process.stdout.write(`[profile] ${line}\n`);
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function profiled(name, start, requestPath) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'barbearia-profile-'));
  const target = await start([`--cpu-prof`, `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${INTERVAL_US}`]);
  const url = `${target.baseUrl}${requestPath}`;
  try {
    await load({ url, connections: CONNECTIONS, duration: 3, title: 'warm-up' });
    const from = nowUs();
    const run = await load({ url, connections: CONNECTIONS, duration: DURATION, title: name });
    const to = nowUs();
    await target.stop();
    const file = readdirSync(dir).find((entry) => entry.endsWith('.cpuprofile'));
    const summary = summariseProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), { from, to });
    say(
      `${name}: ${run.rps.toFixed(0)} req/s, p99 ${run.p99.toFixed(1)} ms, ${run.answered} answers, CPU ${(summary.busyUs / run.answered).toFixed(0)} µs per request`,
    );
    console.log(`\n${name}\n\n${layerTable(summary, run.answered)}\n\nTop self time (µs per request):`);
    for (const [fn, us] of summary.topFunctions.slice(0, 15)) console.log(`${(us / run.answered).toFixed(1).padStart(7)}  ${fn}`);
    console.log();
    return summary;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// An app of its own seeds the database (and runs its embedded PostgreSQL); the profiled app and the floor run on it.
const owner = await startApp();
try {
  const shop = await (await fetch(`${owner.baseUrl}/api/shop`)).json();
  const seeded = await seed(owner.databaseUrl, 1000, shop.today, shop.bookingWindowDays);
  const day = addDays(shop.today, TARGET_OFFSET);
  const requestPath = `/api/availability?${new URLSearchParams({
    userId: seeded.owner.id,
    jobId: seeded.owner.double_job,
    day: String(day.day),
    month: String(day.month),
    year: String(day.year),
  })}`;
  const { databaseUrl } = owner;
  say(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
  );
  await profiled('app', (nodeArgs) => startApp({ databaseUrl, nodeArgs }), requestPath);
  await profiled('floor (bare-server.mjs)', (nodeArgs) => startBare(databaseUrl, { nodeArgs }), requestPath);
  say(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await owner.stop();
}
