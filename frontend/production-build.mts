import type { Plugin } from 'vite';

/**
 * A build is the production app whatever NODE_ENV its caller runs under (a test's, a shell's). Vite makes a development
 * build when NODE_ENV is set to anything else: its server renderer then calls React's jsxDEV, which the production React
 * it bundles (vite.config.mts) lacks, and every public page fell back to the browser. Vite reads NODE_ENV after its
 * plugins' config hooks, so setting it here decides the build.
 */
export function productionBuild(): Plugin {
  return {
    name: 'barbearia-production-build',
    config(_config, { command }) {
      if (command === 'build') process.env.NODE_ENV = 'production';
    },
  };
}
