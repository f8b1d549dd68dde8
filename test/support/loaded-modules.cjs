// Preloaded into a child `node` (`-r …/loaded-modules.cjs`): on SIGUSR2, writes the files in Node's module cache, one a
// line, to the file LOADED_MODULES_FILE names (whole: written beside it, then renamed, so that it is never read half done).
const { renameSync, writeFileSync } = require('node:fs');

process.on('SIGUSR2', () => {
  const file = process.env.LOADED_MODULES_FILE;
  writeFileSync(`${file}.partial`, Object.keys(require.cache).join('\n'));
  renameSync(`${file}.partial`, file);
});
