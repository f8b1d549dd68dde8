// Benchmark of the public booking API with 1,000 and with 100,000 stored appointments.
//
//   npm run bench                       (builds, then runs this file)
//   node test/bench/run.mjs             (uses the existing dist/)
//
// Options (environment): BENCH_SIZES=1000,100000  BENCH_CONNECTIONS=10
// BENCH_ROUNDS=5 BENCH_ROUND_DURATION=8 (availability: rounds per size, seconds each)
// BENCH_CREATE_ROUNDS=3 BENCH_CREATE_ROUND_DURATION=4 (create: rounds per size, seconds each)
// BENCH_WRITE_DOC=0 (print only, leave docs/performance.md alone).
// For each size the built app is started as a child process with a fresh embedded PostgreSQL 18 and
// the appointments are seeded straight into PostgreSQL (see seed.mjs). autocannon then measures
// GET /api/availability and then POST /api/appointment/create in rounds alternating between the
// sizes (the round with the median p99 counts); then the apps are stopped and their data removed.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { descendantsPss, processMemory, ROOT, startApp } from './app-process.mjs';
import { frontendJsSize } from './frontend-size.mjs';
import { load } from './load.mjs';
import { renderMarkdown } from './report.mjs';
import { addDays, countAppointments, explainDaySchedule, isoOf, seed, TARGET_OFFSET } from './seed.mjs';

const SIZES = (process.env.BENCH_SIZES || '1000,100000').split(',').map(Number);
const WARMUP = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const ROUND_DURATION = Number(process.env.BENCH_ROUND_DURATION || 8);
const CREATE_ROUNDS = Number(process.env.BENCH_CREATE_ROUNDS || 3);
const CREATE_ROUND_DURATION = Number(process.env.BENCH_CREATE_ROUND_DURATION || 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const WRITE_DOC = process.env.BENCH_WRITE_DOC !== '0';
const DOC = path.join(ROOT, 'docs/performance.md');

const say = (line) => process.stdout.write(`[bench] ${line}\n`);

async function getJson(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

async function postgresVersion(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
}

/**
 * Every free (barber, day, hour) the create benchmark may book: the extra barbers' even days of the
 * booking window (seed.mjs leaves them empty), consecutive requests on different barbers.
 */
function createCells(others, today, windowDays, hours) {
  const cells = [];
  for (let offset = 2; offset <= windowDays - 2; offset += 2) {
    const date = addDays(today, offset);
    for (const hour of hours) for (const barber of others) cells.push({ ...date, hour, userId: barber.id, jobId: barber.single_job });
  }
  return cells;
}

/** Starts an app for one size, seeds it and checks the benchmarked day answers. */
async function prepare(size) {
  say(`--- ${size.toLocaleString('en-US')} appointments: starting the app`);
  const app = await startApp();
  try {
    say(`app pid ${app.pid} on ${app.baseUrl}, healthy after ${(app.startupMs / 1000).toFixed(1)} s`);
    const memoryAtStart = processMemory(app.pid);
    const shop = await getJson(`${app.baseUrl}/api/shop`);
    const seeded = await seed(app.databaseUrl, size, shop.today, shop.bookingWindowDays);
    say(
      `seeded ${seeded.stats.total} appointments (${seeded.stats.live} live, ${seeded.stats.first_day} .. ${seeded.stats.last_day}, ` +
        `table ${seeded.stats.table_size}) in ${seeded.seedMs} ms, vacuum+analyze ${seeded.analyzeMs} ms`,
    );
    const pgVersion = await postgresVersion(app.databaseUrl);

    // Availability of the owner a few days ahead, with the double service ("Corte + Barba").
    const target = addDays(shop.today, TARGET_OFFSET);
    const query = new URLSearchParams({ userId: seeded.owner.id, jobId: seeded.owner.double_job, ...stringValues(target) });
    const availabilityUrl = `${app.baseUrl}/api/availability?${query}`;
    const sample = await getJson(availabilityUrl);
    say(`availability ${sample.date}: ${sample.slots.map((slot) => slot.label).join(' ') || '(no slots)'}`);
    if (!sample.slots.length) throw new Error('the benchmarked day has no free slot: the seed is wrong');
    return {
      app,
      shop,
      target,
      availabilityUrl,
      result: {
        size,
        startupMs: app.startupMs,
        pgVersion,
        today: isoOf(shop.today),
        targetDate: sample.date,
        targetSlots: sample.slots.length,
        seeded,
        memoryAtStart,
      },
    };
  } catch (error) {
    await stop(app, true);
    throw error;
  }
}

async function benchAvailability(run, round) {
  if (round === 0) await load({ url: run.availabilityUrl, connections: CONNECTIONS, duration: WARMUP, title: 'warm-up' });
  const measured = await load({ url: run.availabilityUrl, connections: CONNECTIONS, duration: ROUND_DURATION, title: 'availability' });
  say(line(`${run.result.size.toLocaleString('en-US')} availability round ${round + 1}`, measured));
  return measured;
}

/** Sets up the create benchmark of one size: a pool of free slots and a body per request from it. */
async function prepareCreate(run) {
  const { app, shop } = run;
  const { seeded } = run.result;
  const hours = (
    await getJson(
      `${app.baseUrl}/api/availability?${new URLSearchParams({
        userId: seeded.others[0].id,
        jobId: seeded.others[0].single_job,
        ...stringValues(addDays(shop.today, 2)),
      })}`,
    )
  ).slots.map((slot) => slot.hour);
  const cells = createCells(seeded.others, shop.today, shop.bookingWindowDays, hours);
  const state = { pool: cells.length, used: 0 };
  const nextBody = () => {
    const cell = cells[state.used++ % cells.length];
    return { clientName: `Cliente Bench ${state.used}`, clientContact: `21${String(900000000 + state.used).padStart(9, '0')}`, ...cell };
  };
  const first = await postJson(`${app.baseUrl}/api/appointment/create`, nextBody());
  if (first.status !== 200) throw new Error(`a first booking answered ${first.status}: ${JSON.stringify(first.body)}`);
  const options = {
    url: `${app.baseUrl}/api/appointment/create`,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        path: '/api/appointment/create',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(nextBody()) }),
      },
    ],
  };
  await load({ ...options, duration: 2, title: 'warm-up' });
  return { options, state };
}

async function benchCreate(run, round) {
  const measured = await load({ ...run.create.options, duration: CREATE_ROUND_DURATION, title: 'create' });
  say(line(`${run.result.size.toLocaleString('en-US')} create round ${round + 1}`, measured));
  return measured;
}

/** Query plan, final count and memory, read before the app stops. */
async function inspect(run) {
  const { app, result } = run;
  result.plan = await explainDaySchedule(app.databaseUrl, result.seeded.owner.id, run.target);
  result.finalCount = await countAppointments(app.databaseUrl);
  result.memory = processMemory(app.pid);
  result.postgresPss = app.embedded ? descendantsPss(app.pid) : null;
  say(
    `${result.size.toLocaleString('en-US')} app memory: VmRSS ${result.memory.rssMiB.toFixed(0)} MiB, VmHWM ${result.memory.hwmMiB.toFixed(0)} MiB` +
      (result.postgresPss ? `; embedded PostgreSQL ${result.postgresPss.processes} processes, PSS ${result.postgresPss.pssMiB.toFixed(0)} MiB` : ''),
  );
}

async function stop(app, failed = false) {
  if (failed) process.stderr.write(`[bench] app log:\n${app.log()}\n`);
  await app.stop();
  say(`app ${app.pid} stopped, ${app.dataDir} removed`);
}

/** Answers per status code over all rounds. */
function totals(rounds) {
  const statuses = {};
  for (const round of rounds) for (const [code, count] of Object.entries(round.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    statuses,
    serverErrors: rounds.reduce((sum, round) => sum + round.serverErrors, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors + round.timeouts, 0),
  };
}

/** The round with the median p99, and every round's p99. */
function median(rounds) {
  const sorted = [...rounds].sort((a, b) => a.p99 - b.p99);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], roundsP99: rounds.map((round) => round.p99), roundsRps: rounds.map((round) => round.rps) };
}

function stringValues(date) {
  return { day: String(date.day), month: String(date.month), year: String(date.year) };
}

function line(name, run) {
  const codes = Object.entries(run.statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  return `${name}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms (${codes}; errors ${run.errors}, timeouts ${run.timeouts})`;
}

function printTable(results) {
  const rows = [];
  for (const r of results) {
    for (const [name, run] of [
      ['GET /api/availability', r.availability],
      ['POST /api/appointment/create', r.create],
    ]) {
      rows.push({
        appointments: r.size.toLocaleString('en-US'),
        endpoint: name,
        'req/s': Math.round(run.rps),
        'p50 ms': run.p50.toFixed(1),
        'p99 ms': run.p99.toFixed(1),
        answers: Object.entries(run.totals.statuses)
          .map(([code, n]) => `${code}×${n}`)
          .join(' '),
      });
    }
  }
  console.table(rows);
}

async function main() {
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
  say(`${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memGiB.toFixed(1)} GiB, Node ${machine.node}`);
  const loadAverage = os.loadavg();
  const started = Date.now();
  // Every size gets its own app; all of them stay up, idle, while the others are measured, so the
  // availability rounds can alternate between sizes and background load hits both alike.
  const runs = [];
  process.once('SIGINT', () => {
    say('interrupted: stopping the apps');
    Promise.allSettled(runs.map((run) => run.app.stop())).then(() => process.exit(130));
  });
  try {
    for (const size of SIZES) runs.push(await prepare(size));
    const rounds = runs.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, run] of runs.entries()) rounds[index].push(await benchAvailability(run, round));
    }
    for (const run of runs) run.create = await prepareCreate(run);
    const createRounds = runs.map(() => []);
    for (let round = 0; round < CREATE_ROUNDS; round++) {
      for (const [index, run] of runs.entries()) createRounds[index].push(await benchCreate(run, round));
    }
    for (const [index, run] of runs.entries()) {
      run.result.availability = { ...median(rounds[index]), totals: totals(rounds[index]) };
      run.result.create = { ...median(createRounds[index]), ...run.create.state, totals: totals(createRounds[index]) };
      await inspect(run);
    }
  } catch (error) {
    for (const run of runs) process.stderr.write(`[bench] app ${run.app.pid} log:\n${run.app.log()}\n`);
    throw error;
  } finally {
    for (const run of runs) await stop(run.app);
  }
  const results = runs.map((run) => run.result);
  const frontend = frontendJsSize(path.join(ROOT, 'dist/frontend'));

  printTable(results);
  const small = results.find((r) => r.size === Math.min(...SIZES));
  const large = results.find((r) => r.size === Math.max(...SIZES));
  const ratio = large.availability.p99 / small.availability.p99;
  const bestRatio = Math.min(...large.availability.roundsP99) / Math.min(...small.availability.roundsP99);
  // Round i of both sizes ran back to back, under much the same background load: the median of those ratios.
  const pairedRatios = large.availability.roundsP99.map((p99, i) => p99 / small.availability.roundsP99[i]);
  const pairedRatio = [...pairedRatios].sort((a, b) => a - b)[Math.floor((pairedRatios.length - 1) / 2)];
  say(
    `availability p99 ${large.size}/${small.size}: ${pairedRatio.toFixed(2)}x median of paired rounds ` +
      `(${pairedRatios.map((r) => r.toFixed(2)).join(' ')}), ${ratio.toFixed(2)}x of the median rounds, ${bestRatio.toFixed(2)}x best rounds ` +
      `(goal <= 1.5x) ${pairedRatio <= 1.5 ? 'OK' : 'OVER'}`,
  );
  for (const r of results) say(`${r.size.toLocaleString('en-US')}: day query ${r.plan.executionMs.toFixed(3)} ms via ${r.plan.index}`);
  if (frontend) {
    const KiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    say(
      `front end gzipped: booking pages' JS ${frontend.booking ? KiB(frontend.booking.gzip) : 'n/a'}, ` +
        `first page load's JS ${KiB(frontend.firstLoad.gzip)}, render-blocking CSS ${KiB(frontend.blockingCss.gzip)}, all ${frontend.count} JS files ${KiB(frontend.totalGzip)}`,
    );
  } else say('front-end JS: dist/frontend not built');
  const serverErrors = results.reduce((n, r) => n + r.availability.totals.serverErrors + r.create.totals.serverErrors, 0);
  if (serverErrors) say(`WARNING: ${serverErrors} 5xx answers`);

  const totalS = (Date.now() - started) / 1000;
  say(`total ${totalS.toFixed(0)} s`);
  if (WRITE_DOC) {
    writeFileSync(
      DOC,
      renderMarkdown({
        machine,
        loadAverage,
        results,
        ratio,
        bestRatio,
        pairedRatio,
        pairedRatios,
        frontend,
        roundDuration: ROUND_DURATION,
        warmup: WARMUP,
        rounds: ROUNDS,
        createRounds: CREATE_ROUNDS,
        createRoundDuration: CREATE_ROUND_DURATION,
        connections: CONNECTIONS,
        totalS,
      }),
    );
    say(`wrote ${path.relative(ROOT, DOC)}`);
  }
  if (serverErrors) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
