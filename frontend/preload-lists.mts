import type { Plugin } from 'vite';
import { appEntryChunk, bootFiles, staticClosure, type AppModules } from './page-assets.mts';

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * Shorter preload lists for the app's dynamic imports (Vite's `build.modulePreload.resolveDependencies`). Vite names, for
 * each `import()`, every chunk the imported one needs, recursively, for its preload helper to ask for at once: the route
 * table in the `app` chunk carried about 45 of them per route, most of them chunks every page has already loaded. Left out
 * of a list, because the helper would find them there and ask for nothing (so no page loads anything later than before):
 * - the boot's chunks (page-assets.mts's bootFiles: index.html's modulepreloads, or the head script's on a page the server
 *   rendered), which the page asks for before any route;
 * - what the importing chunk itself imports: it has run, so they have loaded.
 * The lists' stylesheets stay as Vite writes them.
 */
export function leanPreloadLists({ entryModule, afterLoadModules }: AppModules): {
  plugin: Plugin;
  resolveDependencies: ResolveDependencies;
} {
  let loadedWith: ((host: string, imported: string) => Set<string>) | null = null;
  const plugin: Plugin = {
    name: 'barbearia-lean-preload-lists',
    apply: 'build',
    // Before Vite's import analysis writes the lists (its generateBundle calls resolveDependencies).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const boot = new Set(bootFiles(appEntryChunk(bundle, entryModule), bundle, afterLoadModules));
        loadedWith = (host, imported) => {
          const chunk = bundle[host];
          const loaded = new Set(boot);
          if (chunk?.type === 'chunk') staticClosure(chunk, bundle).forEach((file) => loaded.add(file));
          loaded.delete(imported);
          return loaded;
        };
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (file, deps, { hostId, hostType }) => {
    if (hostType !== 'js' || !loadedWith) return deps;
    const loaded = loadedWith(hostId, file);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
