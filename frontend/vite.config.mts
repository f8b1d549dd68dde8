import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { mantineStylesPerComponent } from './mantine-styles.mts';
import { notificationsScrollClass } from './notifications-scroll-class.mts';
import { precompress } from './precompress.mts';
import { productionBuild } from './production-build.mts';
import { pageAssets, type AppModules } from './page-assets.mts';
import { leanPreloadLists } from './preload-lists.mts';
import { entryFileNames, SERVICE_WORKER_ENTRY, serviceWorkerShell } from './service-worker.mts';

const ROUTES_DIR = path.resolve(import.meta.dirname, 'src/routes');
/**
 * The stages the app's entry (src/boot/boot.ts) imports one after the other, each evaluated in a task of its own: each stage
 * is a chunk of its own with what it needs and no earlier stage has (its modules' static imports, recursively).
 */
const BOOT_STAGES = [
  // The entry itself first: what it imports (the task yielding, Vite's preload helper) must not pull a later stage in.
  { name: 'index', module: 'src/boot/boot.ts' },
  { name: 'react', module: 'src/boot/react-stage.ts' },
  { name: 'libraries', module: 'src/boot/library-stage.ts' },
  { name: 'ui', module: 'src/boot/ui-stage.ts' },
  { name: 'app', module: 'src/app.tsx' },
  { name: 'main', module: 'src/main.tsx' },
].map((stage) => ({ ...stage, module: path.resolve(import.meta.dirname, stage.module) }));

const APP_MODULES: AppModules = {
  entryModule: BOOT_STAGES[0].module,
  routesDir: ROUTES_DIR,
  /** What main.tsx imports once the first page is up: the page asks for it with the boot, the service worker keeps it. */
  afterLoadModules: [path.resolve(import.meta.dirname, 'src/Toasts.tsx')],
};

const PRELOAD_LISTS = leanPreloadLists(APP_MODULES);

/** Files of public/ the service worker keeps for the installed app. */
const SHELL_STATIC_FILES = ['manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-maskable-192.png'];

/** The server's renderer of the public pages (frontend/src/server/entry-server.tsx, loaded by backend/src/pages/server-rendered-pages.ts), one self-contained CommonJS file. */
const SERVER_ENTRY = path.resolve(import.meta.dirname, 'src/server/entry-server.tsx');
const PAGE_STORAGE = path.resolve(import.meta.dirname, 'src/server/page-storage.ts');
const PAGE_LOCAL_STORAGE: [string, string] = [PAGE_STORAGE, 'pageLocalStorage'];
const PAGE_SESSION_STORAGE: [string, string] = [PAGE_STORAGE, 'emptyStorage'];

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    productionBuild(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // One chunk per route: its loader travels with its component (it needs that chunk anyway), so the
      // API code a loader imports stays out of the entry and the booking pages never load the admin
      // pages' calls; a route's own not-found or error page is too small for a chunk of its own.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'notFoundComponent', 'errorComponent']] },
      routesDirectory: ROUTES_DIR,
      generatedRouteTree: path.resolve(import.meta.dirname, 'src/routeTree.gen.ts'),
    }),
    react(),
    mantineStylesPerComponent(),
    notificationsScrollClass(),
    // What only the browser's build has: the pages' assets and head script, the service worker, the precompressed files.
    ...(isSsrBuild ? [] : [...PRELOAD_LISTS.plugins, pageAssets(APP_MODULES), serviceWorkerShell(SHELL_STATIC_FILES, APP_MODULES), precompress()]),
  ],
  ssr: { noExternal: true },
  // The server's renderer bundles React's production build alone (its CommonJS entry picks one at run time).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? serverBuild()
    : {
        outDir: path.resolve(import.meta.dirname, '../dist/frontend'),
        emptyOutDir: true,
        // Every browser the app supports knows modulepreload; the polyfill would only add to the entry.
        // Its lists leave out what the page has already loaded (preload-lists.mts).
        modulePreload: { polyfill: false, resolveDependencies: PRELOAD_LISTS.resolveDependencies },
        rolldownOptions: {
          input: { index: path.resolve(import.meta.dirname, 'index.html'), ...resolveEntries(SERVICE_WORKER_ENTRY) },
          output: {
            entryFileNames,
            // Everything the first page load runs goes into the boot's stages, one chunk each (an earlier stage first takes
            // what it needs), rather than spread over ten files the route chunks also import from: few requests, and each
            // compresses better whole. The service worker stays out: it runs alone as a classic script.
            codeSplitting: {
              groups: BOOT_STAGES.map((stage, index) => ({
                name: stage.name,
                test: (id: string) => id === stage.module,
                priority: BOOT_STAGES.length - index,
              })),
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));

function serverBuild() {
  return {
    outDir: path.resolve(import.meta.dirname, '../dist/frontend-server'),
    emptyOutDir: true,
    ssr: SERVER_ENTRY,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: {
      transform: { inject: { localStorage: PAGE_LOCAL_STORAGE, sessionStorage: PAGE_SESSION_STORAGE } },
      output: {
        format: 'cjs' as const,
        entryFileNames: 'entry-server.cjs',
        // Split like the browser's build: each route's code is required when the server first renders it, so the admin
        // area's (its charts alone 0.4 MB), which the server never renders, is never loaded. The public pages load about
        // a third of the 1.5 MB.
        chunkFileNames: '[name]-[hash].cjs',
        // ASCII only: Node then keeps the renderer's source (retained for its lazily compiled functions) one byte per
        // character; a single character past U+00FF makes V8 hold all of a file two bytes per character.
        charset: 'ascii' as const,
      },
    },
  };
}

function resolveEntries(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.resolve(import.meta.dirname, file)]));
}
