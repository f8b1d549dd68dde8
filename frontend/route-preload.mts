import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

/**
 * What a page's first render waits for from the API, asked before its code can: the home page's shop (its name is the
 * page's largest text) and the barber step's barbers (its loader's first call). The URLs must be those the app asks.
 */
const EARLY_API_CALLS: Record<string, string[]> = { '/': ['/api/shop'], '/agenda/barbeiro': ['/api/auth'] };

/**
 * Starts fetching the opened page's own code together with the entry instead of after it. index.html is the same for
 * every URL and the app's CSP allows no inline script, so index.html loads a small classic script (async: it blocks
 * nothing) that matches the address against the routes and adds a modulepreload for the route's chunk and the chunks
 * it imports (a style preload for their CSS, a fetch preload for the API call in EARLY_API_CALLS). Without it the
 * browser learns of them only once the entry has arrived and run: one more round trip before the page shows.
 */
export function routePreload(routesDir: string): Plugin {
  return {
    name: 'barbearia-route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('index.html is missing from the build.');
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      if (!entry) throw new Error('The app entry chunk is missing from the build.');
      const loaded = new Set(staticClosure(entry, bundle));
      const table: string[] = [];
      const indexOf = (file: string) => (table.includes(file) ? table.indexOf(file) : table.push(file) - 1);
      const found = routeChunks(chunks, routesDir);
      const unknown = Object.keys(EARLY_API_CALLS).filter((urlPath) => !found.some((route) => route.path === urlPath));
      if (unknown.length) throw new Error(`EARLY_API_CALLS names no route's path: ${unknown.join(', ')}.`);
      const routes = found.map((route): PreloadRoute => {
        const files = [...new Set(route.chunks.flatMap((chunk) => staticClosure(chunk, bundle)))].filter((file) => !loaded.has(file));
        const css = [...new Set(files.flatMap((file) => [...((bundle[file] as ChunkWithCss).viteMetadata?.importedCss ?? [])]))];
        return [route.pattern, files.map(indexOf), css.map(indexOf), EARLY_API_CALLS[route.path] ?? []];
      });
      const source = preloadScript(table, routes);
      const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const tag = `<script async src="/${fileName}"></script>`;
      const page = String(html.source);
      if (!page.includes('<script type="module"')) throw new Error('index.html has no entry script to put the route preload before.');
      html.source = page.replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}

interface RouteChunks {
  path: string;
  pattern: string;
  chunks: OutputChunk[];
}

/** The route chunks of the router plugin's code splitting (`src/routes/x.tsx?tsr-split=…`) by URL pattern. */
function routeChunks(chunks: OutputChunk[], routesDir: string): RouteChunks[] {
  const byFile = new Map<string, OutputChunk[]>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const [file, query] = id.split('?');
      if (!query?.startsWith('tsr-split') || !file.startsWith(`${routesDir}/`)) continue;
      const route = path.relative(routesDir, file).replace(/\.tsx?$/, '');
      byFile.set(route, [...(byFile.get(route) ?? []), chunk]);
    }
  }
  const routes: RouteChunks[] = [];
  for (const [route, own] of byFile) {
    // A pathless layout (`_admin`) and the pages inside it: the barber's, mostly opened in the installed app, whose
    // service worker serves them from its cache.
    if (route.split('/').some((segment) => segment.startsWith('_'))) continue;
    const urlPath = routeUrlPath(route);
    routes.push({ path: urlPath, pattern: urlPattern(urlPath), chunks: own });
  }
  return routes;
}

/** `agenda/realizado.$appointmentCreated` → `/agenda/realizado/$appointmentCreated`; `index` drops out. */
function routeUrlPath(route: string): string {
  const segments = route.split(/[/.]/).filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}

function urlPattern(urlPath: string): string {
  const segments = urlPath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return segments.length ? `^/${segments.join('/')}/?$` : '^/$';
}

function staticClosure(chunk: OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  const seen = new Set<string>();
  const visit = (current: OutputChunk) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    for (const imported of current.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...seen];
}

/** A route's URL pattern, its chunks and their CSS (as indexes into the table of files), its early API calls. */
type PreloadRoute = [string, number[], number[], string[]];

/** The classic script: the first route whose pattern matches the address gets its preloads. */
function preloadScript(files: string[], routes: PreloadRoute[]): string {
  return `(function () {
  var files = ${JSON.stringify(files.map((file) => file.replace(/^assets\//, '')))};
  var routes = ${JSON.stringify(routes)};
  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = ''; // as the entry's script tag and Vite's own preloads ask, so the browser reuses what it fetched
    document.head.appendChild(link);
  }
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
    routes[i][3].forEach(function (href) { add('preload', href, 'fetch'); });
    routes[i][1].forEach(function (file) { add('modulepreload', '/assets/' + files[file]); });
    routes[i][2].forEach(function (file) { add('preload', '/assets/' + files[file], 'style'); });
    return;
  }
})();
`;
}
