// Size of the production JavaScript of the React app (dist/frontend/assets), raw and gzipped:
// all of it, what the first page load fetches, and what the public booking pages can ever load.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const JS_BUDGET_GZIP_BYTES = 200 * 1024;

/** Route paths of the public booking flow: the home page and everything under /agenda. */
const isBookingPath = (routePath) => routePath === '/' || routePath.startsWith('/agenda');

const TIME_STEP_PATH = '/agenda/horario';

/** null when the front end has not been built. */
export function frontendJsSize(frontendDir) {
  const assets = path.join(frontendDir, 'assets');
  if (!existsSync(assets)) return null;
  const files = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => {
        const content = readFileSync(path.join(assets, name));
        return [name, { name, raw: content.length, gzip: gzipSync(content, { level: 6 }).length, source: content.toString('utf8') }];
      }),
  );
  const indexHtml = path.join(frontendDir, 'index.html');
  const html = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '';
  // The first page load: the entry script and its modulepreloads.
  const initialNames = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );

  // Lazy route chunks: TanStack Router's code splitting puts `createFileRoute(`/path`)({ … import(`./chunk.js`) … })`
  // in the entry, so the nearest route path before each dynamic import names the route that loads it.
  const routeChunks = [];
  for (const file of files.values()) {
    const paths = [...file.source.matchAll(/\(\s*[`"'](\/[^`"']*)[`"']\s*\)\s*\(\s*\{/g)].map((m) => ({ at: m.index, path: m[1] }));
    for (const match of file.source.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)) {
      const route = paths.filter((candidate) => candidate.at < match.index).at(-1);
      if (route) routeChunks.push({ chunk: match[1], path: route.path });
    }
  }
  const closure = (roots) => {
    const seen = new Set();
    const visit = (name) => {
      const file = files.get(name);
      if (!file || seen.has(name)) return;
      seen.add(name);
      for (const match of file.source.matchAll(/(?:from|import)\s*[`"']\.\/([^`"']+\.js)[`"']/g)) visit(match[1]);
    };
    roots.forEach(visit);
    return [...seen].map((name) => files.get(name));
  };
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  const all = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  const initial = closure(initialNames);
  const bookingRoutes = routeChunks.filter((route) => isBookingPath(route.path));
  const booking = routeChunks.length ? closure([...initialNames, ...bookingRoutes.map((route) => route.chunk)]) : null;
  // What opening the time step loads: the first page load plus the /agenda/horario route chunk and its imports.
  const timeStepChunks = routeChunks.filter((route) => route.path === TIME_STEP_PATH).map((route) => route.chunk);
  const timeStep = timeStepChunks.length ? closure([...initialNames, ...timeStepChunks]) : null;
  const strip = ({ name, raw, gzip }) => ({ name, raw, gzip });
  return {
    files: all.map(strip),
    count: all.length,
    totalRaw: sum(all, 'raw'),
    totalGzip: sum(all, 'gzip'),
    initial: { count: initial.length, raw: sum(initial, 'raw'), gzip: sum(initial, 'gzip') },
    booking: booking && {
      count: booking.length,
      raw: sum(booking, 'raw'),
      gzip: sum(booking, 'gzip'),
      routes: [...new Set(bookingRoutes.map((route) => route.path))].sort(),
    },
    timeStep: timeStep && { count: timeStep.length, raw: sum(timeStep, 'raw'), gzip: sum(timeStep, 'gzip') },
    otherRoutes: [...new Set(routeChunks.filter((route) => !isBookingPath(route.path)).map((route) => route.path))].sort(),
  };
}
