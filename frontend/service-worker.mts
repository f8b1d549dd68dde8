import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { appEntryChunk, bootFiles, type AppModules } from './page-assets.mts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The service worker's entry, built beside the app into /sw.js (a fixed name: the browser checks it for updates). */
export const SERVICE_WORKER_ENTRY = { sw: 'src/service-worker/sw.ts' };
const SERVICE_WORKER_FILE = 'sw.js';

/** Built file names: the service worker at the root, everything else hashed under assets/. */
export function entryFileNames(chunk: { name: string }): string {
  return chunk.name === 'sw' ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js';
}

/**
 * Writes the app shell (the entry script, the chunks and styles it loads at once, the manifest
 * and icons) and a version made from those hashed names into sw.js. A build that changes any of
 * them gives a new sw.js, which the browsers then install.
 */
export function serviceWorkerShell(staticFiles: string[], app: AppModules): Plugin {
  return {
    name: 'barbearia-service-worker-shell',
    apply: 'build',
    // After index.html is written and the head script added to it (page-assets.mts), so that it is kept too.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE] as OutputChunk | undefined;
      if (!worker) throw new Error(`${SERVICE_WORKER_FILE} is missing from the build.`);
      if (worker.imports.length) throw new Error(`${SERVICE_WORKER_FILE} must not import other chunks (it runs as a classic script).`);
      const shell = [...new Set([...appShellFiles(bundle, app), ...indexHtmlScripts(bundle), ...staticFiles])].map((file) => `/${file}`).sort();
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      worker.code = worker.code.replaceAll('__SW_VERSION__', JSON.stringify(version)).replaceAll('__SW_SHELL_FILES__', JSON.stringify(shell));
    },
  };
}

/** The scripts index.html loads (the entry, the route preload script). */
function indexHtmlScripts(bundle: OutputBundle): string[] {
  const html = bundle['index.html'];
  if (html?.type !== 'asset') throw new Error('index.html is missing from the build.');
  return [...String(html.source).matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
}

/** What the first page load fetches (the boot's files, page-assets.mts: its stages and the toasts' chunks) and their CSS. */
function appShellFiles(bundle: OutputBundle, { entryModule, afterLoadModules }: AppModules): string[] {
  const scripts = bootFiles(appEntryChunk(bundle, entryModule), bundle, afterLoadModules);
  const styles = scripts.flatMap((file) => [
    ...((bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set([...scripts, ...styles])];
}
