import { createHash } from 'node:crypto';
import path from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';
import { loadAppAfterFirstPaint } from './src/lib/page/app-after-first-paint';
import { PAGE_SHELL_FILE, ROOT_ELEMENT, type PageShell, type RouteAssets } from './src/server/page-shell';

type OutputChunk = Rolldown.OutputChunk;

/** Where the build finds the app's parts (absolute paths). */
export interface AppModules {
  /** index.html's module script. */
  entryModule: string;
  /** The router's file-based routes. */
  routesDir: string;
  /** What the app imports once the first page is up (the toasts' container). */
  afterLoadModules: string[];
}
type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

/**
 * What the build adds for pages the server renders: page-shell.json (src/server/page-shell.ts: index.html as those pages
 * need it, and each public route's own scripts and stylesheets), and a small classic script in index.html's head
 * (async: it blocks nothing; a page the server renders carries it inline, which the CSP allows by its hash) that asks for
 * the app's code once a server-rendered page has painted (src/lib/page/app-after-first-paint.ts). What is tapped before the app
 * has arrived is the page's own: links and forms the server answers (frontend/src/server/booking-forms.ts).
 */
export function pageAssets({ entryModule, routesDir, afterLoadModules }: AppModules): Plugin {
  return {
    name: 'barbearia-page-assets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('index.html is missing from the build.');
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = appEntryChunk(bundle, entryModule);
      const boot = bootFiles(entry, bundle, afterLoadModules);
      const source = minifySync('head-script.js', `(${loadAppAfterFirstPaint.toString()})();`).code;
      const headScript = { src: `/assets/head-script-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`, source };
      this.emitFile({ type: 'asset', fileName: headScript.src.slice(1), source });

      const page = withBootStages(String(html.source), entry, boot, bundle);
      const entryScript = entryScriptElement(entry);
      if (!page.includes(entryScript)) throw new Error(`index.html has no ${entryScript} to put the head script before.`);
      html.source = page.replace(entryScript, () => `${headScriptElement(headScript.src)}\n    ${entryScript}`);
      const shell: PageShell = {
        document: pageDocument(String(html.source), [entryScript, ...boot.map(modulePreloadElement)], headScript.src),
        headScript,
        entry: `/${entry.fileName}`,
        bootChunks: modulePreloadsOf(String(html.source), boot),
        routes: routeAssets(chunks, boot, bundle, routesDir),
      };
      this.emitFile({ type: 'asset', fileName: PAGE_SHELL_FILE, source: JSON.stringify(shell) });
    },
  };
}

const HEAD_END = '</head>';
/** The app's entry: the chunk of index.html's module script (`entryModule`, src/boot/boot.ts). */
export function appEntryChunk(bundle: Rolldown.OutputBundle, entryModule: string): OutputChunk {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.moduleIds.includes(entryModule));
  if (entry?.type !== 'chunk') throw new Error(`The chunk of ${entryModule} is missing from the build.`);
  return entry;
}

/** The elements as Vite writes them into index.html. */
const entryScriptElement = (entry: OutputChunk) => `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
const modulePreloadElement = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const headScriptElement = (src: string) => `<script async src="${src}"></script>`;

/**
 * index.html as a page the server renders has it: without the entry script and the modulepreloads, whose files the head
 * script asks for, and cut where the page fills it in. Fails the build should index.html not have each place once.
 */
function pageDocument(html: string, leftOut: string[], headScriptSrc: string): PageShell['document'] {
  const omitted = new Set(leftOut);
  const document = html
    .split('\n')
    .filter((line) => !omitted.has(line.trim()))
    .join('\n');
  const [beforeHeadScript, afterHeadScript] = cutAtOnly(document, headScriptElement(headScriptSrc));
  const [restOfHead, body] = cutAtOnly(afterHeadScript, HEAD_END);
  const [bodyStart, afterRoot] = cutAtOnly(body, `${ROOT_ELEMENT.open}${ROOT_ELEMENT.close}`);
  return { beforeHeadScript, restOfHead, upToRoot: `${HEAD_END}${bodyStart}`, afterRoot };
}

/** The boot's files index.html asks for as modulepreloads, in its order. */
function modulePreloadsOf(html: string, boot: string[]): string[] {
  const byElement = new Map(boot.map((file) => [modulePreloadElement(file), `/${file}`]));
  return html.split('\n').flatMap((line) => byElement.get(line.trim()) ?? []);
}

function cutAtOnly(text: string, element: string): [string, string] {
  const at = text.indexOf(element);
  if (at < 0 || text.indexOf(element, at + 1) >= 0) throw new Error(`index.html must have ${element} once.`);
  return [text.slice(0, at), text.slice(at + element.length)];
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
  const script = entryScriptElement(entry);
  if (!page.includes(script) || !page.includes(HEAD_END)) throw new Error('index.html has no entry script or no head.');
  return page.replace(script, () => `${script}\n${modulePreloads}`.trimEnd()).replace(HEAD_END, () => `${stylesheets}${HEAD_END}`);
}

/** A route's chunks and their imports, but for what the boot loads anyway, and their CSS. */
function routeAssets(chunks: OutputChunk[], boot: string[], bundle: Rolldown.OutputBundle, routesDir: string): PageShell['routes'] {
  const loaded = new Set(boot);
  return Object.fromEntries(
    routeChunks(chunks, routesDir).map((route) => {
      const files = [...new Set(route.chunks.flatMap((chunk) => staticClosure(chunk, bundle)))].filter((file) => !loaded.has(file));
      const styles = [...new Set(files.flatMap((file) => [...((bundle[file] as ChunkWithCss).viteMetadata?.importedCss ?? [])]))];
      const assets: RouteAssets = { scripts: files.map((file) => `/${file}`), styles: styles.map((file) => stylesheet(file, bundle)) };
      return [route.path, assets];
    }),
  );
}

/**
 * A stylesheet of the build with its text, which a page puts inline: no `</style` in it can end its element early. It saves
 * nothing (no stylesheet of the build has one today): it keeps a `</style` in a future one (a `content` string) from ending the
 * page's style element and spilling the rest into the page as text.
 */
function stylesheet(file: string, bundle: Rolldown.OutputBundle): RouteAssets['styles'][number] {
  const asset = bundle[file];
  if (asset?.type !== 'asset') throw new Error(`The stylesheet ${file} is missing from the build.`);
  return { href: `/${file}`, css: String(asset.source).replace(/<\/style/gi, '<\\/style') };
}

interface RouteChunks {
  path: string;
  chunks: OutputChunk[];
}

/**
 * The routes' own chunks by route path: the router plugin's code splitting makes each route file's component part a
 * module of its own, which the route imports on demand, so its chunk is a dynamic entry whose module is of that file.
 */
function routeChunks(chunks: OutputChunk[], routesDir: string): RouteChunks[] {
  const byFile = new Map<string, OutputChunk[]>();
  for (const chunk of chunks) {
    const file = chunk.isDynamicEntry ? chunk.facadeModuleId?.split('?')[0] : undefined;
    if (!file?.startsWith(`${routesDir}/`)) continue;
    const route = path.relative(routesDir, file).replace(/\.tsx?$/, '');
    byFile.set(route, [...(byFile.get(route) ?? []), chunk]);
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

/** `chunk` and the chunks it imports statically, recursively. */
export function staticClosure(chunk: OutputChunk, bundle: Rolldown.OutputBundle): string[] {
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
