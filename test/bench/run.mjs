// Benchmark of the public booking API with 1,000, 100,000 and 1,000,000 stored appointments, against a bare
// Fastify + pg baseline, and of the app's memory and start times.
//
//   npm run bench                              (builds what changed, then runs this file)
//   npm run bench -- --sizes 1000,1000000      (other sizes; the first one is the reference of the ratios)
//   node test/bench/run.mjs                    (uses the existing dist/)
//
// Options (environment): BENCH_SIZES=1000,100000,1000000  BENCH_CONNECTIONS=10
// BENCH_ROUNDS=5 BENCH_ROUND_DURATION=8 (availability: rounds per size, seconds each)
// BENCH_CREATE_ROUNDS=3 BENCH_CREATE_ROUND_DURATION=4 (create: rounds per size, seconds each)
// BENCH_STARTS=3 (start-time measures of each kind)
// BENCH_WRITE_DOC=0 (print only, leave docs/performance.md alone). BENCH_LIGHTHOUSE=0 (no Lighthouse runs; alone:
// npm run bench:lighthouse, test/bench/lighthouse.mjs).
// For each size the built app is started as a child process with a fresh embedded PostgreSQL 18 and
// the appointments are seeded straight into PostgreSQL (see seed.mjs). The app with its rate limits on runs on the first
// size's database too, and on each size's database its floor (bare-server.mjs: Fastify + pg,
// the same statement and rules). autocannon then measures GET /api/availability in rounds that go through all of them in
// turn, each app beside its floor, then POST /api/appointment/create in rounds alternating between the sizes (the round
// with the median p99 counts), then each app renders public pages for a few seconds before its memory is read; then the
// apps are stopped and their data removed.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { descendantsPss, processMemory, ROOT, startApp, startBare } from './app-process.mjs';
import { writeSections } from './doc-sections.mjs';
import { measureLighthouse, renderLighthouseSection } from './lighthouse.mjs';
import { frontendJsSize } from './frontend-size.mjs';
import { load } from './load.mjs';
import { renderFrontendSection, renderIntro, renderServerSection } from './report.mjs';
import {
  addDays,
  availabilityPath as availabilityPathOf,
  countAppointments,
  explainDaySchedule,
  isoOf,
  PAGE_PATHS,
  seed,
  TARGET_OFFSET,
} from './seed.mjs';

const SIZES = (sizesArgument() ?? process.env.BENCH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const STARTS = Number(process.env.BENCH_STARTS || 3);
/** Addresses the limits-on app sees the load come from (X-Forwarded-For): each stays far below the 600 per 10 minutes. */
const CLIENT_ADDRESSES = 2000;
const WARMUP = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const ROUND_DURATION = Number(process.env.BENCH_ROUND_DURATION || 8);
const CREATE_ROUNDS = Number(process.env.BENCH_CREATE_ROUNDS || 3);
const CREATE_ROUND_DURATION = Number(process.env.BENCH_CREATE_ROUND_DURATION || 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/** Seconds of public pages rendered by each app after the create rounds, before its memory is read. */
const PAGES_DURATION = Number(process.env.BENCH_PAGES_DURATION || 5);
const WRITE_DOC = process.env.BENCH_WRITE_DOC !== '0';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
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

/** The availability calls in rate_limit_counter, and of how many addresses. */
async function countedCalls(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(distinct address)::int as addresses, coalesce(sum(hits), 0)::int as calls from rate_limit_counter where bucket = 'availability'`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
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
    const availabilityPath = availabilityPathOf(seeded.owner.id, seeded.owner.double_job, target);
    const availabilityUrl = `${app.baseUrl}${availabilityPath}`;
    const sample = await getJson(availabilityUrl);
    say(`availability ${sample.date}: ${sample.slots.map((slot) => slot.label).join(' ') || '(no slots)'}`);
    if (!sample.slots.length) throw new Error('the benchmarked day has no free slot: the seed is wrong');
    return {
      app,
      shop,
      target,
      availabilityPath,
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

/**
 * GET /api/availability from CLIENT_ADDRESSES client addresses in turn (X-Forwarded-For, which only the limits-on app,
 * behind TRUST_PROXY=1, reads), so the limits count as they would for that many clients. Every target gets the same
 * requests, so the client side costs them all alike.
 */
function availabilityLoad(baseUrl, availabilityPath, duration, title) {
  let sent = 0;
  return load({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    title,
    requests: [
      {
        method: 'GET',
        path: availabilityPath,
        setupRequest: (request) => {
          const n = sent++ % CLIENT_ADDRESSES;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` } };
        },
      },
    ],
  });
}

/** One round of a target (an app of one size, the bare baseline, the limits-on app); a warm-up before the first. */
async function benchAvailability(target, round) {
  if (round === 0) await availabilityLoad(target.baseUrl, target.availabilityPath, WARMUP, 'warm-up');
  const measured = await availabilityLoad(target.baseUrl, target.availabilityPath, ROUND_DURATION, 'availability');
  say(line(`${target.name} availability round ${round + 1}`, measured));
  return measured;
}

/** Sets up the create benchmark of one size: a pool of free slots and a body per request from it. */
async function prepareCreate(run) {
  const { app, shop } = run;
  const { seeded } = run.result;
  const hours = (
    await getJson(`${app.baseUrl}${availabilityPathOf(seeded.others[0].id, seeded.others[0].single_job, addDays(shop.today, 2))}`)
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

/**
 * Start times, each the median of STARTS: `node dist/server/backend/src/main.js` on a fresh DATA_DIR (initdb, migrations, the
 * owner), the same folder started again, and `npm start` on it (its build step finds nothing changed).
 */
async function measureStarts() {
  // npm start builds when dist/ is older than its sources: build now, with this environment (the apps below run with
  // NODE_ENV=test, which would give a development build of the front end), so that npm start finds nothing changed.
  execFileSync(process.execPath, [path.join(ROOT, 'backend/scripts/build-if-changed.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const fresh = [];
  const restart = [];
  const npmStart = [];
  for (let i = 0; i < STARTS; i++) {
    const first = await startApp();
    fresh.push(first.startupMs);
    await first.stop({ keepData: true });
    const again = await startApp({ dataDir: first.dataDir });
    restart.push(again.startupMs);
    await again.stop({ keepData: true });
    const viaNpm = await startApp({ dataDir: first.dataDir, command: ['npm', ['start']] });
    npmStart.push(viaNpm.startupMs);
    await viaNpm.stop();
    if (!viaNpm.log().includes('Nothing changed since the last build')) throw new Error(`npm start built dist/ again:\n${viaNpm.log()}`);
    say(`start ${i + 1}: fresh data folder ${first.startupMs} ms, restart ${again.startupMs} ms, npm start ${viaNpm.startupMs} ms`);
  }
  const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  return { fresh: middle(fresh), restart: middle(restart), npmStart: middle(npmStart), all: { fresh, restart, npmStart } };
}

/** The median of the per-round ratios of `measure` between two targets measured back to back. */
function pairedRatios(rounds, other, measure) {
  const ratios = rounds.map((round, i) => measure(round) / measure(other[i]));
  return { median: [...ratios].sort((a, b) => a - b)[Math.floor((ratios.length - 1) / 2)], rounds: ratios };
}

function sizesArgument() {
  const at = process.argv.indexOf('--sizes');
  if (at >= 0) return process.argv[at + 1];
  return process.argv.find((arg) => arg.startsWith('--sizes='))?.slice('--sizes='.length);
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
  const machine = describeMachine();
  say(`${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memGiB.toFixed(1)} GiB, Node ${machine.node}; sizes ${SIZES.join(', ')}`);
  const loadAverage = os.loadavg();
  const started = Date.now();
  // First, on a machine nothing of the bench has loaded yet: the public pages in Lighthouse, whose blocking time a busy
  // CPU inflates (run last, after the million-booking database was stopped and removed, four pages' TBT doubled).
  const lighthouse = LIGHTHOUSE ? await measureLighthouse() : null;
  const starts = await measureStarts();
  const { results, baseline } = await measureServer();
  const frontend = frontendJsSize(path.join(ROOT, 'dist/frontend'));

  say(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} at the end (${loadAverage.map((value) => value.toFixed(2)).join(' / ')} at the start)`,
  );
  printTable(results);
  const scaling = scalingOf(results);
  sayFigures({ results, baseline, scaling, starts, frontend });
  const serverErrors = results.reduce((n, r) => n + r.availability.totals.serverErrors + r.create.totals.serverErrors, 0);
  if (serverErrors) say(`WARNING: ${serverErrors} 5xx answers`);

  const totalS = (Date.now() - started) / 1000;
  say(`total ${totalS.toFixed(0)} s`);
  if (WRITE_DOC) {
    writeDoc({ lighthouse, machine, loadAverage, results, baseline, scaling, starts, frontend, totalS });
    say(`wrote ${path.relative(ROOT, DOC)}`);
  }
  if (serverErrors) process.exitCode = 1;
}

function describeMachine() {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

/**
 * Every size gets its own app; all of them stay up, idle, while the others are measured, so the availability rounds can
 * go through all of them in turn and background load hits each alike. The results of each size, and the baseline's.
 */
async function measureServer() {
  const runs = [];
  const others = [];
  process.once('SIGINT', () => {
    say('interrupted: stopping the apps');
    Promise.allSettled([...others, ...runs.map((run) => run.app)].map((process) => process.stop())).then(() => process.exit(130));
  });
  let baseline;
  try {
    for (const size of SIZES) runs.push(await prepare(size));
    baseline = await measureAvailability(runs, others);
    await measureCreate(runs);
  } catch (error) {
    for (const run of runs) process.stderr.write(`[bench] app ${run.app.pid} log:\n${run.app.log()}\n`);
    for (const other of others) process.stderr.write(`[bench] ${other.pid} log:\n${other.log()}\n`);
    throw error;
  } finally {
    for (const other of others) await other.stop();
    for (const run of runs) await stop(run.app);
  }
  return { results: runs.map((run) => run.result), baseline };
}

/**
 * The availability rounds of every size, the bare baseline and the limits-on app (both started here, in `others` while
 * they run, on the first size's database): each size's result gets its figures, and the baseline's are returned.
 */
async function measureAvailability(runs, others) {
  const reference = runs[0];
  const { bares, limited } = await startBaselines(runs, others);
  const rounds = await availabilityRounds(runs, bares, limited);
  const bareRounds = rounds.slice(runs.length, 2 * runs.length);
  const limitedRounds = rounds[2 * runs.length];
  const rps = (round) => round.rps;
  const floors = runs.map((run, index) => ({
    size: run.result.size,
    ...median(bareRounds[index]),
    totals: totals(bareRounds[index]),
    memory: processMemory(bares[index].pid),
    ratio: pairedRatios(rounds[index], bareRounds[index], rps),
  }));
  const baseline = {
    bare: floors[0],
    floors,
    limited: { ...median(limitedRounds), totals: totals(limitedRounds), memory: processMemory(limited.pid) },
    ratioOff: floors[0].ratio,
    ratioOn: pairedRatios(limitedRounds, bareRounds[0], rps),
    addresses: CLIENT_ADDRESSES,
  };
  await limited.stop();
  for (const bare of bares) await bare.stop();
  // Proof that the limits were on: what the limits-on app counted (it sends its last counts as it stops).
  baseline.counted = await countedCalls(reference.app.databaseUrl);
  others.length = 0;
  for (const [index, run] of runs.entries()) {
    run.result.availability = { ...median(rounds[index]), totals: totals(rounds[index]), rounds: rounds[index] };
  }
  return baseline;
}

/**
 * On each size's database its floor (the bare baseline), and on the first size's the app with its limits on, as shipped
 * (TRUST_PROXY=1 so that each of the load's client addresses counts on its own), pushed to `others`; each must answer
 * what the app on its database answers.
 */
async function startBaselines(runs, others) {
  const reference = runs[0];
  const bares = [];
  for (const run of runs) {
    const bare = await startBare(run.app.databaseUrl);
    others.push(bare);
    bares.push(bare);
    await sameAnswer(`floor of ${run.result.size}`, bare, run);
  }
  const limited = await startApp({ databaseUrl: reference.app.databaseUrl, env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
  others.push(limited);
  await sameAnswer('limits-on app', limited, reference);
  return { bares, limited };
}

async function sameAnswer(name, target, run) {
  const expected = JSON.stringify(await getJson(run.availabilityUrl));
  const answer = JSON.stringify(await getJson(`${target.baseUrl}${run.availabilityPath}`));
  if (answer !== expected) throw new Error(`the ${name} answers ${answer}, the app ${expected}`);
}

/**
 * ROUNDS rounds of availability through every target: each size's app, each size's floor, then the limits-on app (the
 * indexes of the answer's rounds in that order).
 */
async function availabilityRounds(runs, bares, limited) {
  const reference = runs[0];
  const sizeName = (run) => run.result.size.toLocaleString('en-US');
  const targets = [
    ...runs.map((run) => ({ name: sizeName(run), baseUrl: run.app.baseUrl, availabilityPath: run.availabilityPath })),
    ...runs.map((run, i) => ({ name: `floor ${sizeName(run)}`, baseUrl: bares[i].baseUrl, availabilityPath: run.availabilityPath })),
    { name: 'limits on', baseUrl: limited.baseUrl, availabilityPath: reference.availabilityPath },
  ];
  // Each round, size by size: its app and its floor back to back (they share one database), with the limits-on app for
  // the reference size, in an order that turns round by round so that none of them always comes first.
  const groups = runs.map((_, i) => (i === 0 ? [0, runs.length, 2 * runs.length] : [i, runs.length + i]));
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const group of groups) {
      const turn = round % group.length;
      for (const index of [...group.slice(turn), ...group.slice(0, turn)]) rounds[index].push(await benchAvailability(targets[index], round));
    }
  }
  return rounds;
}

/** CREATE_ROUNDS rounds of create through the sizes in turn; then each size's figures, query plan and memory. */
async function measureCreate(runs) {
  for (const run of runs) run.create = await prepareCreate(run);
  const createRounds = runs.map(() => []);
  for (let round = 0; round < CREATE_ROUNDS; round++) {
    for (const [index, run] of runs.entries()) createRounds[index].push(await benchCreate(run, round));
  }
  for (const [index, run] of runs.entries()) {
    run.result.create = { ...median(createRounds[index]), ...run.create.state, totals: totals(createRounds[index]) };
    run.result.pages = await renderPages(run);
    await inspect(run);
  }
}

/** The public pages rendered on the server (the renderer is part of the app's memory), for PAGES_DURATION seconds. */
async function renderPages(run) {
  const measured = await load({
    url: run.app.baseUrl,
    connections: CONNECTIONS,
    duration: PAGES_DURATION,
    title: 'pages',
    requests: PAGE_PATHS.map((pagePath) => ({ method: 'GET', path: pagePath, headers: { 'accept-encoding': 'br, gzip' } })),
  });
  say(line(`${run.result.size.toLocaleString('en-US')} pages (${PAGE_PATHS.join(' ')})`, measured));
  if (measured.statuses[200] !== measured.answered) throw new Error(`the pages answered ${JSON.stringify(measured.statuses)}`);
  return measured;
}

/** How availability's p99 at each larger size compares with the first size's. */
function scalingOf(results) {
  const reference = results[0];
  const p99 = (round) => round.p99;
  return results.slice(1).map((r) => ({
    size: r.size,
    paired: pairedRatios(r.availability.rounds, reference.availability.rounds, p99),
    ofMedians: r.availability.p99 / reference.availability.p99,
    best: Math.min(...r.availability.roundsP99) / Math.min(...reference.availability.roundsP99),
  }));
}

/** The run's main figures, as lines of the log. */
function sayFigures({ results, baseline, scaling, starts, frontend }) {
  const reference = results[0];
  const rounds = (ratio) => `${ratio.median.toFixed(2)}x (${ratio.rounds.map((r) => r.toFixed(2)).join(' ')})`;
  for (const floor of baseline.floors) {
    const app = results.find((r) => r.size === floor.size).availability;
    say(
      `availability at ${floor.size.toLocaleString('en-US')}: app ${app.rps.toFixed(0)} req/s p99 ${app.p99.toFixed(1)} ms, ` +
        `floor ${floor.rps.toFixed(0)} req/s p99 ${floor.p99.toFixed(1)} ms: ${rounds(floor.ratio)} (goal >= 0.8x)`,
    );
  }
  say(`availability, limits on, vs the floor at ${reference.size.toLocaleString('en-US')}: ${rounds(baseline.ratioOn)}`);
  for (const r of results)
    say(`${r.size.toLocaleString('en-US')} app RSS after the load (pages included): ${r.memory.rssMiB.toFixed(0)} MiB (goal <= 150)`);
  for (const s of scaling) {
    say(
      `availability p99 ${s.size}/${reference.size}: ${s.paired.median.toFixed(2)}x median of paired rounds ` +
        `(${s.paired.rounds.map((r) => r.toFixed(2)).join(' ')}), ${s.ofMedians.toFixed(2)}x of the median rounds, ${s.best.toFixed(2)}x best rounds (goal <= 1.2x)`,
    );
  }
  say(`starts: fresh data folder ${starts.fresh} ms, restart ${starts.restart} ms, npm start ${starts.npmStart} ms (medians of ${STARTS})`);
  for (const r of results) say(`${r.size.toLocaleString('en-US')}: day query ${r.plan.executionMs.toFixed(3)} ms via ${r.plan.index}`);
  if (frontend) {
    const KiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    say(
      `front end gzipped: booking pages' JS ${frontend.booking ? KiB(frontend.booking.gzip) : 'n/a'}, ` +
        `first page load's JS ${KiB(frontend.firstLoad.gzip)}, render-blocking CSS ${KiB(frontend.blockingCss.gzip)}, all ${frontend.count} JS files ${KiB(frontend.totalGzip)}`,
    );
  } else say('front-end JS: dist/frontend not built');
}

/** Writes the run's sections into docs/performance.md (Lighthouse's only when it ran). */
function writeDoc({ lighthouse, machine, loadAverage, results, baseline, scaling, starts, frontend, totalS }) {
  writeSections(DOC, {
    ...(lighthouse ? { lighthouse: renderLighthouseSection(lighthouse) } : {}),
    intro: renderIntro(),
    server: renderServerSection({
      machine,
      loadAverage,
      results,
      baseline,
      scaling,
      starts,
      roundDuration: ROUND_DURATION,
      warmup: WARMUP,
      rounds: ROUNDS,
      createRounds: CREATE_ROUNDS,
      createRoundDuration: CREATE_ROUND_DURATION,
      connections: CONNECTIONS,
      startsMeasured: STARTS,
      totalS,
    }),
    frontend: `## Front end: production JavaScript\n\n${renderFrontendSection(frontend)}`,
  });
}

main().catch((error) => {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
