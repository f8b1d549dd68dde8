// Preloaded into a child `node` (`-r …/loaded-modules.cjs`): on SIGUSR2, writes the files in Node's module cache, one a
// line, to the file LOADED_MODULES_FILE names.
const { writeFileSync } = require('node:fs');

process.on('SIGUSR2', () => writeFileSync(process.env.LOADED_MODULES_FILE, Object.keys(require.cache).join('\n')));
