import { createHash } from 'node:crypto';
import path from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';
import { loadAppAfterFirstPaint } from './src/lib/app-after-first-paint';

type OutputChunk = Rolldown.OutputChunk;
type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

/**
 * Each public route's own scripts and stylesheets by route id (its URL path), for the server: a page it renders links them
 * in its head, the stylesheets render-blocking so that the HTML paints styled, the scripts as modulepreloads so that the
 * app takes the page over one round trip sooner (backend/src/shared/http/server-rendered-pages.ts).
 */
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/**
 * What the build adds for pages the server renders: route-assets.json, and a small classic script in index.html's head
 * (async: it blocks nothing; a page the server renders carries it inline, which the CSP allows by its hash,
 * backend/src/shared/http/inline-head-script.ts) that asks for the app's code once a server-rendered page has painted
 * (src/lib/app-after-first-paint.ts). What is tapped before the app has arrived is the page's own: links and forms the
 * server answers (frontend/src/server/booking-forms.ts).
 */
export function pageAssets(routesDir: string, afterLoadModules: string[]): Plugin {
  return {
    name: 'barbearia-page-assets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('index.html is missing from the build.');
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = appEntryChunk(bundle);
      const boot = bootFiles(entry, bundle, afterLoadModules);
      this.emitFile({ type: 'asset', fileName: ROUTE_ASSETS_FILE, source: JSON.stringify(routeAssets(chunks, boot, bundle, routesDir)) });

      const source = minifySync('head-script.js', `(${loadAppAfterFirstPaint.toString()})();`).code;
      const fileName = `assets/head-script-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const page = withBootStages(String(html.source), entry, boot, bundle);
      if (!page.includes('<script type="module"')) throw new Error('index.html has no entry script to put the head script before.');
      html.source = page.replace('<script type="module"', `<script async src="/${fileName}"></script>\n    <script type="module"`);
    },
  };
}

const HEAD_END = '</head>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\n?/;

/** The app's entry (src/boot/boot.ts): the chunk of index.html's module script. */
export function appEntryChunk(bundle: Rolldown.OutputBundle): OutputChunk {
  const html = bundle['index.html'];
  if (!html || html.type !== 'asset') throw new Error('index.html is missing from the build.');
  const entry = bundle[ENTRY_SCRIPT.exec(String(html.source))?.[1] ?? ''];
  if (entry?.type !== 'chunk') throw new Error('The app entry chunk is missing from the build.');
  return entry;
}

/**
 * What the first page load runs: the entry, the boot's stages it imports one after the other (its dynamic imports) and
 * what each imports, the entry's chunks first; then the chunks of `afterLoadModules`, which the app imports once the first
 * page is up (the toasts' container): asked for with the rest, Vite's preload helper need not add them in a task of the
 * app's first render.
 */
export function bootFiles(entry: OutputChunk, bundle: Rolldown.OutputBundle, afterLoadModules: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const stages = entry.dynamicImports.map((file) => bundle[file] as OutputChunk);
  const afterLoad = chunks.filter((chunk) => chunk.facadeModuleId && afterLoadModules.includes(chunk.facadeModuleId));
  return [...new Set([entry, ...stages, ...afterLoad].flatMap((chunk) => staticClosure(chunk, bundle)))];
}

/**
 * index.html asks for every stage of the boot at once, beside the entry script (modulepreloads: no stage waits for the one
 * before to be fetched), and links the stages' stylesheets, which the page then waits for before painting as it did for
 * the entry's (the toasts' styles are left to Vite's preload helper). The server moves the modulepreloads into the head
 * script's data attributes on a page it renders.
 */
function withBootStages(page: string, entry: OutputChunk, boot: string[], bundle: Rolldown.OutputBundle): string {
  const preloads = boot.filter((file) => file !== entry.fileName && !page.includes(`"/${file}"`));
  const stages = new Set(entry.dynamicImports.flatMap((file) => staticClosure(bundle[file] as OutputChunk, bundle)));
  const styles = [...stages].flatMap((file) => [...((bundle[file] as ChunkWithCss).viteMetadata?.importedCss ?? [])]);
  const modulePreloads = preloads.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  // After the entry's own stylesheet (the base styles), as the components' styles came after it in one stylesheet.
  const stylesheets = [...new Set(styles)]
    .filter((file) => !page.includes(`"/${file}"`))
    .map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n  `)
    .join('');
  const script = ENTRY_SCRIPT.exec(page);
  if (!script || !page.includes(HEAD_END)) throw new Error('index.html has no entry script or no head.');
  return page.replace(script[0], () => `${script[0]}${modulePreloads}`).replace(HEAD_END, () => `${stylesheets}${HEAD_END}`);
}

type RouteAssets = Record<string, { scripts: string[]; styles: string[] }>;

/** A route's chunks and their imports, but for what the boot loads anyway, and their CSS. */
function routeAssets(chunks: OutputChunk[], boot: string[], bundle: Rolldown.OutputBundle, routesDir: string): RouteAssets {
  const loaded = new Set(boot);
  return Object.fromEntries(
    routeChunks(chunks, routesDir).map((route) => {
      const files = [...new Set(route.chunks.flatMap((chunk) => staticClosure(chunk, bundle)))].filter((file) => !loaded.has(file));
      const styles = [...new Set(files.flatMap((file) => [...((bundle[file] as ChunkWithCss).viteMetadata?.importedCss ?? [])]))];
      return [route.path, { scripts: files.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) }];
    }),
  );
}

interface RouteChunks {
  path: string;
  chunks: OutputChunk[];
}

/** The route chunks of the router plugin's code splitting (`src/routes/x.tsx?tsr-split=…`) by route path. */
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
    // A pathless layout (`_admin`) and the pages inside it: the barber's, rendered in the browser only.
    if (route.split('/').some((segment) => segment.startsWith('_'))) continue;
    routes.push({ path: routeUrlPath(route), chunks: own });
  }
  return routes;
}

/** `agenda/realizado.$appointmentCreated` → `/agenda/realizado/$appointmentCreated`; `index` drops out. */
function routeUrlPath(route: string): string {
  const segments = route.split(/[/.]/).filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
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
