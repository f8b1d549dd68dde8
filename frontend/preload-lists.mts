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
 * The stylesheets index.html links (the entry's and the boot stages') leave the lists too, once Vite has written them
 * (resolveDependencies is given only the chunks): every page has them in its head.
 */
export function leanPreloadLists({ entryModule, afterLoadModules }: AppModules): {
  plugins: Plugin[];
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
  return { plugins: [plugin, withoutLinkedStylesheets()], resolveDependencies };
}

const MAP_DEPS_HEADER = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * Rewrites each chunk's lists (Vite's `__vite__mapDeps`, its names then each list's indexes) without index.html's stylesheets.
 * Measured with and without it (`npm run size:frontend`): it saves 116 bytes gzipped of the first load's
 * JavaScript (155,787 → 155,671) and 175 of the booking pages' (213,140 → 212,965); without it both are over their
 * ceilings. Should Vite write its lists another way, MAP_DEPS_HEADER finds none and the chunks are left as Vite wrote them.
 */
function withoutLinkedStylesheets(): Plugin {
  return {
    name: 'barbearia-preload-lists-without-linked-stylesheets',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const linked = new Set([...String(html.source).matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g)].map((match) => match[1]));
        for (const chunk of Object.values(bundle)) {
          const header = chunk.type === 'chunk' ? MAP_DEPS_HEADER.exec(chunk.code) : null;
          if (chunk.type !== 'chunk' || !header) continue;
          const names = JSON.parse(header[1]) as string[];
          const kept = new Map<string, number>();
          const keep = (file: string) => kept.get(file) ?? kept.set(file, kept.size).size - 1;
          const lists = chunk.code.slice(header[0].length).replace(MAP_DEPS_CALL, (_call, indexes: string) => {
            const files = indexes ? indexes.split(',').map((index) => names[Number(index)]) : [];
            return `__vite__mapDeps([${files
              .filter((file) => !linked.has(file))
              .map(keep)
              .join(',')}])`;
          });
          chunk.code = header[0].replace(header[1], () => JSON.stringify([...kept.keys()])) + lists;
        }
      },
    },
  };
}
