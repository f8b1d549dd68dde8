import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { mantineStylesPerComponent } from './mantine-styles.mts';
import { precompress } from './precompress.mts';
import { pageAssets } from './page-assets.mts';
import { entryFileNames, SERVICE_WORKER_ENTRY, serviceWorkerShell } from './service-worker.mts';

const ROUTES_DIR = path.resolve(import.meta.dirname, 'src/routes');
const SERVICE_WORKER_DIR = path.resolve(import.meta.dirname, 'src/service-worker');
/** What main.tsx imports once the first page is up: the service worker keeps it with the entry. */
const AFTER_LOAD_MODULES = [path.resolve(import.meta.dirname, 'src/Toasts.tsx')];

/** Files of public/ the service worker keeps for the installed app. */
const SHELL_STATIC_FILES = ['manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-maskable-192.png'];

/** The server's renderer of the public pages (backend/src/shared/http/page-renderer.ts), one self-contained CommonJS file. */
const SERVER_ENTRY = path.resolve(import.meta.dirname, 'src/server/entry-server.tsx');
const PAGE_STORAGE = path.resolve(import.meta.dirname, 'src/server/page-storage.ts');
const PAGE_LOCAL_STORAGE: [string, string] = [PAGE_STORAGE, 'pageLocalStorage'];
const PAGE_SESSION_STORAGE: [string, string] = [PAGE_STORAGE, 'emptyStorage'];

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
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
    // What only the browser's build has: the pages' assets and early-taps script, the service worker, the precompressed files.
    ...(isSsrBuild ? [] : [pageAssets(ROUTES_DIR), serviceWorkerShell(SHELL_STATIC_FILES, AFTER_LOAD_MODULES), precompress()]),
  ],
  ssr: { noExternal: true },
  // The server's renderer bundles React's production build alone (its CommonJS entry picks one at run time).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? serverBuild()
    : {
        outDir: path.resolve(import.meta.dirname, '../dist/frontend'),
        emptyOutDir: true,
        rolldownOptions: {
          input: { index: path.resolve(import.meta.dirname, 'index.html'), ...resolveEntries(SERVICE_WORKER_ENTRY) },
          output: {
            entryFileNames,
            // Everything the first page load runs goes into the entry chunk, rather than spread over ten files the
            // route chunks also import from: one request, and it compresses better whole (-3.5 kB gzipped on that load,
            // -5 kB over the booking pages). The service worker stays out: it runs alone as a classic script.
            codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], test: (id) => !id.startsWith(SERVICE_WORKER_DIR) }] },
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
      output: { format: 'cjs' as const, entryFileNames: 'entry-server.cjs', codeSplitting: false },
    },
  };
}

function resolveEntries(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.resolve(import.meta.dirname, file)]));
}
