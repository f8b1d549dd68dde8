// Size of the production front end (dist/frontend): the JavaScript, raw and gzipped — all of it, what opening the home page
// fetches, and what the public booking pages can ever load — and the CSS index.html makes the browser wait for.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The goals, in bytes gzipped (zlib level 6; 1 kB = 1,000 bytes). */
export const SIZE_GOALS = { firstLoad: 100_000, booking: 150_000, blockingCss: 15_000 };

/**
 * What `npm run size:frontend` (and so `npm test`) fails above: a goal once the build meets it; until then a ceiling a
 * little above the figure the build has reached, so that it can only go down (lower it when a change brings the figure down).
 * The staged boot (frontend/src/boot/boot.ts) raised both by about 3 kB: five chunks bind to each other by name where one
 * did, and the route chunks import from three of them, so they compress less well than the one entry chunk did. The
 * time step's calendar without @mantine/dates then took the booking pages 6 kB lower (205,500). Mantine's stage of its own
 * (boot/ui-stage.ts, so that no task of the boot holds a slow phone for 100 ms) costs the first load about 300 bytes more;
 * the toasts' container without the scroll lock's code (frontend/notifications-scroll-class.mts) took both 4.2 kB lower.
 * The booking form's phone rule asking for the DDD (the contact key's check, shared with the server) raised the booking
 * pages by 300 bytes (201,523): their ceiling went from 201,500 to 202,000. The steps as plain forms (no early-taps replay,
 * native radios instead of Mantine's Radio) took them to 198,698: 199,500. Main then measured 200,286; what the result page
 * needs offline, on the phone before Confirmar (its code preloaded, the answer kept, the booking shown from it, the resend on
 * reconnection, the question before a second booking that day), took them to 201,495: 202,000. Consultar's list of this
 * device's bookings and the front end's vocabulary took them to 201,901; the Pix deposit's glue in the booking pages (the
 * Confirmar step's quote, about 265 bytes, and the one lazy import of the deposit's screen on the result and manage pages,
 * about 240: the QR code, the copia e cola and the rules load only when a booking has a deposit) to 202,463: 202,600.
 * Main then measured 202,644. Preload lists without the chunks the page has loaded (frontend/preload-lists.mts) took them
 * to 202,210, and without the stylesheets index.html links about 150 bytes lower; with Pagamentos' route and the agenda's
 * `agendamento` parameter main measured 202,060. The waitlist's three public pages (join, the entry's page, the offer's page:
 * about 6.2 kB of their own and 1.1 kB they share, loaded only by a client who opens them) took the booking pages to 211,073:
 * 211,200; their three entries in the route table every page loads, with the time step's link, took the first load from
 * 155,025 to 155,574: 155,700. The join page as a plain form (its chips joined to the form, the choices tapped before the
 * app kept, the server's notice), its days limited to those the barber works (the month calendars it reads) and the
 * offer's minutes on the entry's pages took the booking pages from 211,025 to 212,046: 212,100 (the join page's loader
 * imports the calendars' code, and its search rule sits apart, so that the first load stays at 155,614). The manage and
 * result pages' notice of a deposit not paid in time (what the booking was, struck through, and Agendar de novo as a form
 * that writes the draft) took the booking pages to 212,763: 212,900. It is in the pages' own code, not loaded on demand,
 * because the server renders it. The deposit quote's condition (no primeiro agendamento…), the agenda's Devolver badge,
 * and the front end's folders split (CSS-module class names are hashed from their file's path, so moving files changes
 * a few bytes of compression) took them to 212,965: 213,100. The booking draft's barber and service named barberId and
 * serviceId, with the read of a draft stored under the old keys (user, job) at start, took the first load to 155,711:
 * 155,800 (the booking pages 213,029, the push fields' one mapping included). Já paguei, Agendar este horário and Sair da
 * lista as forms the server answers before the app arrives (each a form of its page, the offer's key rendered with it, the
 * leave question as the page's `?sair`, the entry's page of one who just left) took the booking pages to 213,486 on their
 * own, 213,561 with the renamed draft and the push fields' mapping: 213,600. The deposit's screen is rendered by the server
 * now but stays its own chunk, loaded only for a booking with a deposit. The result and manage pages telling the truth
 * about a waiting deposit (its heading, the page asking the server again while it waits and at the hold's end, the code
 * and Já paguei first with the QR code behind Mostrar QR Code, the money block, the expired booking's heading, Consultar's
 * card of one) took the booking pages to 214,800: 214,800 (the first load 155,797, under its ceiling). Sinais a confirmar
 * (/administrador/sinais), a new admin page: its entry in the route table every page loads and its chunks' names in the
 * preload lists took the first load 155,715 → 155,976 and the booking pages 213,561 → 213,861 on their own (the deposit's
 * badges, now shared by Início, Clientes and the agenda, are bundled with ContactLinks, which Consultar loads too).
 * Both together measured 156,022 and 214,937: 156,100 and 215,000. The waitlist as the client feels it (a full day's
 * 'lotado' and its notice on the time step, the offer's price and deposit) measured 214,733 on its own (from 213,561).
 * The three together measured 156,032 and 216,119: 156,100 and 216,200. The barbers' display names on the client's pages
 * (the field read in eight places, the result page's answer kept before them read as the username) measured 213,779 on
 * their own (from 213,561). The four together measured 156,032 and 216,060: 156,100 and 216,100. The page kept offline
 * after Confirmar saying a deposit is still to pay (its heading and sentence, the hourglass in that chunk) took the booking
 * pages to 216,384: 216,400. The cancel dialog opened by the page a click on Cancelar had to reload (a chunk the dialog
 * imports failed offline, and the browser keeps that failure: the click kept in sessionStorage, the reloaded page's
 * effect, its message when the code still can't be had) took the booking pages from 217,139 to 217,254: 217,300.
 */
export const SIZE_LIMITS = { firstLoad: 156_829, booking: 217_300, blockingCss: SIZE_GOALS.blockingCss };

/**
 * The boot's first two stages (BOOT_STAGES in frontend/vite.config.mts): React with React DOM, then TanStack Router and Query
 * with Mantine's provider. Every page loads them, and the product keeps them: they are the floor under any page's figure.
 */
const FRAMEWORK_CHUNKS = /^(?:react|libraries)-[\w-]+\.js$/;

/** Route paths of the public booking flow: the home page and everything under /agenda. */
const isBookingPath = (routePath) => routePath === '/' || routePath.startsWith('/agenda');

const TIME_STEP_PATH = '/agenda/horario';
const HOME_PATH = '/';

const gzipSize = (content) => gzipSync(content, { level: 6 }).length;
/** What the server sends a browser that accepts Brotli: the build's .br copy, or the file itself when too small for one. */
const brotliSize = (file, content) => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : content.length);

/** null when the front end has not been built. */
export function frontendJsSize(frontendDir) {
  const assets = path.join(frontendDir, 'assets');
  if (!existsSync(assets)) return null;
  const files = readJsFiles(assets);
  const indexHtml = path.join(frontendDir, 'index.html');
  const html = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '';
  const initialNames = initialScriptNames(html);
  const closure = (roots) => importClosure(files, roots);
  const initial = closure(initialNames);
  const { routeChunks, afterLoadChunks, onDemandImports } = dynamicImports(files, new Set(initial.map((file) => file.name)));
  const bookingRoutes = routeChunks.filter((route) => isBookingPath(route.path));
  const booking = routeChunks.length ? closure([...initialNames, ...afterLoadChunks, ...bookingRoutes.map((route) => route.chunk)]) : null;
  const bookingOnDemand = booking && onDemandOf(booking, onDemandImports, closure);
  // What opening the time step loads: the first page load plus the /agenda/horario route chunk and its imports.
  const timeStepChunks = routeChunks.filter((route) => route.path === TIME_STEP_PATH).map((route) => route.chunk);
  const timeStep = timeStepChunks.length ? closure([...initialNames, ...afterLoadChunks, ...timeStepChunks]) : null;
  // Opening the home page: the entry, its route chunk and what they import before it paints, then what comes after.
  const homeChunks = routeChunks.filter((route) => route.path === HOME_PATH).map((route) => route.chunk);
  const homeFirstPaint = closure([...initialNames, ...homeChunks]);
  const homeLoad = closure([...initialNames, ...homeChunks, ...afterLoadChunks]);
  const frameworks = initial.filter((file) => FRAMEWORK_CHUNKS.test(file.name));
  const all = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  const strip = ({ name, raw, gzip, brotli }) => ({ name, raw, gzip, brotli });
  return {
    files: all.map(strip),
    count: all.length,
    totalRaw: sum(all, 'raw'),
    totalGzip: sum(all, 'gzip'),
    totalBrotli: sum(all, 'brotli'),
    initial: sizes(initial),
    homeFirstPaint: sizes(homeFirstPaint),
    firstLoad: sizes(homeLoad),
    frameworks: sizes(frameworks),
    blockingCss: blockingCss(frontendDir, html),
    booking: booking && { ...sizes(booking), routes: [...new Set(bookingRoutes.map((route) => route.path))].sort() },
    bookingOnDemand: bookingOnDemand && sizes(bookingOnDemand),
    timeStep: timeStep && sizes(timeStep),
    otherRoutes: [...new Set(routeChunks.filter((route) => !isBookingPath(route.path)).map((route) => route.path))].sort(),
  };
}

const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
const sizes = (list) => ({ count: list.length, raw: sum(list, 'raw'), gzip: sum(list, 'gzip'), brotli: sum(list, 'brotli') });

/** The build's JavaScript files by name: their sizes (raw, gzipped, as served with Brotli) and their source. */
function readJsFiles(assets) {
  return new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => {
        const file = path.join(assets, name);
        const content = readFileSync(file);
        return [name, { name, raw: content.length, gzip: gzipSize(content), brotli: brotliSize(file, content), source: content.toString('utf8') }];
      }),
  );
}

/**
 * The first page load: the entry script and its modulepreloads (the boot's stages and the chunks it loads once the first
 * page is up, frontend/page-assets.mts; on a page the server renders, the head script asks for the same list).
 */
function initialScriptNames(html) {
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
}

/** The files `roots` are and import statically, transitively (dynamic imports left out). */
function importClosure(files, roots) {
  const seen = new Set();
  const visit = (name) => {
    const file = files.get(name);
    if (!file || seen.has(name)) return;
    seen.add(name);
    for (const match of file.source.matchAll(/(?:from|import)\s*[`"']\.\/([^`"']+\.js)[`"']/g)) visit(match[1]);
  };
  roots.forEach(visit);
  return [...seen].map((name) => files.get(name));
}

/**
 * Lazy route chunks: TanStack Router's code splitting puts `createFileRoute(`/path`)({ … import(`./chunk.js`) … , `component`) })`
 * in the entry, so the nearest route path before such a dynamic import names the route that loads it. Any other dynamic
 * import of the entry is loaded once the first page is up (main.tsx's `lazy` toasts' container); one of a route's chunk
 * (a dialog, an `import()` on a click) loads its chunk only on that action.
 */
function dynamicImports(files, initialFiles) {
  const routeChunks = [];
  const afterLoadChunks = [];
  const onDemandImports = [];
  for (const file of files.values()) {
    const paths = [...file.source.matchAll(/\(\s*[`"'](\/[^`"']*)[`"']\s*\)\s*\(\s*\{/g)].map((m) => ({ at: m.index, path: m[1] }));
    for (const match of file.source.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)) {
      const usedAt = initialFiles.has(file.name) ? routePieceAt(file.source, match.index) : -1;
      const route = usedAt >= 0 && paths.filter((candidate) => candidate.at < usedAt).at(-1);
      if (route) routeChunks.push({ chunk: match[1], path: route.path });
      else if (initialFiles.has(file.name)) afterLoadChunks.push(match[1]);
      else onDemandImports.push({ from: file.name, chunk: match[1] });
    }
  }
  return { routeChunks, afterLoadChunks, onDemandImports };
}

/** What the pages of `loaded` fetch only on an action (opening a dialog): counted apart, since no page load brings it. */
function onDemandOf(loaded, onDemandImports, closure) {
  const loadedNames = new Set(loaded.map((file) => file.name));
  return closure(onDemandImports.filter((imported) => loadedNames.has(imported.from)).map((imported) => imported.chunk)).filter(
    (file) => !loadedNames.has(file.name),
  );
}

/**
 * The stylesheets the home page links in its head: index.html's, and the ones the server adds for the page it renders
 * (the build's page-shell.json). The browser paints nothing before they have arrived.
 */
function blockingCss(frontendDir, html) {
  const indexNames = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g)].map((match) => match[1]);
  const pageShellFile = path.join(frontendDir, 'page-shell.json');
  const homeStyles = existsSync(pageShellFile) ? (JSON.parse(readFileSync(pageShellFile, 'utf8')).routes[HOME_PATH]?.styles ?? []) : [];
  const names = [...new Set([...indexNames, ...homeStyles.map(({ href }) => href.replace(/^\//, ''))])];
  const files = names.map((name) => {
    const file = path.join(frontendDir, name);
    const content = readFileSync(file);
    return { name, raw: content.length, gzip: gzipSize(content), brotli: brotliSize(file, content) };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { count: files.length, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), files: files.map((file) => file.name) };
}

/** Each measure against its goal and its limit (SIZE_GOALS, SIZE_LIMITS). */
export function sizeBudgets(size) {
  const measures = { firstLoad: size.firstLoad, booking: size.booking, blockingCss: size.blockingCss };
  return Object.entries(measures)
    .filter(([, part]) => part)
    .map(([key, part]) => ({
      key,
      gzip: part.gzip,
      goal: SIZE_GOALS[key],
      limit: SIZE_LIMITS[key],
      meetsGoal: part.gzip <= SIZE_GOALS[key],
      withinLimit: part.gzip <= SIZE_LIMITS[key],
    }));
}

export const BUDGET_LABELS = {
  firstLoad: 'JavaScript of the first page load (`/`)',
  booking: 'JavaScript of all booking pages',
  blockingCss: 'render-blocking CSS',
};

/**
 * Where the route piece loaded by the dynamic import at `at` is handed to the router (`lazyFn(…, `loader`)`,
 * `lazyRouteComponent(…, `component`)`): right after the import, or, when the minifier hoisted the loader out of its route
 * (`x=()=>preload(()=>import(`./chunk.js`))` … `lazyFn(x,`loader`)`), where `x` is passed on. -1 for any other import.
 */
function routePieceAt(source, at) {
  const hoisted = /(?:^|[^\w$.])([\w$]+)=\(\)=>[\w$]+\(\(\)=>$/.exec(source.slice(Math.max(0, at - 80), at));
  const usedAt = hoisted ? source.indexOf(`(${hoisted[1]},`, at) : at;
  const handedOver = /^[^;{}]*?,\s*[`"'](?:component|loader|notFoundComponent|errorComponent|pendingComponent)[`"']\s*\)/;
  return usedAt >= 0 && handedOver.test(source.slice(usedAt, usedAt + 1000)) ? usedAt : -1;
}

const bytes = (value) => `${value.toLocaleString('en-US')} bytes`;
const kib = (value) => `${(value / 1024).toFixed(1)} KiB`;
const kb = (value) => `${(value / 1000).toFixed(1)} kB`;

/** The figures as lines of text, for a look after a build without the whole benchmark. */
function describeFrontendSize(size) {
  const row = (label, part) =>
    `${label}: ${part.count} files, ${kib(part.raw)} raw, ${kb(part.gzip)} gzipped (${bytes(part.gzip)}), ${kib(part.brotli)} as served with Brotli`;
  const lines = ['Budgets (gzipped, zlib level 6):'];
  for (const budget of sizeBudgets(size)) {
    const verdict = budget.withinLimit ? 'ok' : 'OVER';
    const goal = budget.meetsGoal ? `meets the goal of ${kb(budget.goal)}` : `goal ${kb(budget.goal)} not reached yet`;
    lines.push(`  ${verdict} ${BUDGET_LABELS[budget.key]}: ${bytes(budget.gzip)}, limit ${bytes(budget.limit)} (${goal})`);
  }
  lines.push(row("Render-blocking CSS of the home page (index.html's stylesheets and those the server links for it)", size.blockingCss));
  lines.push(row('First page load (/): entry, its route chunk and their imports, then the chunks loaded after it paints', size.firstLoad));
  lines.push(row("  of which what the page asks for at once (the boot's chunks and the route's)", size.homeFirstPaint));
  lines.push(row("  of which the entry with its modulepreloads (the boot's stages, the toasts' chunks)", size.initial));
  lines.push(row("  of which React, React DOM, TanStack Router and Query, Mantine's provider (the floor under every page)", size.frameworks));
  if (size.booking) {
    lines.push(row('Booking pages', size.booking));
    lines.push(`  routes: ${size.booking.routes.join(' ')}`);
  }
  if (size.bookingOnDemand) lines.push(row('Booking pages, only on an action (a dialog opened)', size.bookingOnDemand));
  if (size.timeStep) lines.push(row('Time step (/agenda/horario)', size.timeStep));
  lines.push(row('All JS', { count: size.count, raw: size.totalRaw, gzip: size.totalGzip, brotli: size.totalBrotli }));
  lines.push('Largest chunks (gzipped):');
  for (const file of size.files.slice(0, 8)) lines.push(`  ${file.name} ${kib(file.gzip)} (${bytes(file.gzip)})`);
  return lines;
}

// `npm run size:frontend` (`node test/bench/frontend-size.mjs`; part of `npm test`, after the build): the figures, and exit
// code 1 when one is over its limit (SIZE_LIMITS). write-frontend-section.mjs also writes them into docs/performance.md.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const size = printBuiltFrontendSize();
  if (size && sizeBudgets(size).some((budget) => !budget.withinLimit)) process.exitCode = 1;
}

/** The figures of `dist/frontend`, printed; null (exit code 1, and a line saying so) when it is not built. */
export function printBuiltFrontendSize() {
  const frontendDir = fileURLToPath(new URL('../../dist/frontend', import.meta.url));
  const size = frontendJsSize(frontendDir);
  if (!size) {
    process.stderr.write(`${frontendDir} is not built: npm run build:frontend\n`);
    process.exitCode = 1;
    return null;
  }
  process.stdout.write(`${describeFrontendSize(size).join('\n')}\n`);
  return size;
}
