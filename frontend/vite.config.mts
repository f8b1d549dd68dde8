import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './precompress.mts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.resolve(import.meta.dirname, 'src/routes'),
      generatedRouteTree: path.resolve(import.meta.dirname, 'src/routeTree.gen.ts'),
    }),
    react(),
    precompress(),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/frontend'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
