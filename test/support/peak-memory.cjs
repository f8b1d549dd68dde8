// Preloaded into a child `node` (NODE_OPTIONS="--require …/peak-memory.cjs"): as it exits, however it exits, writes its
// peak resident memory in bytes (the kernel's maxrss) to the file PEAK_MEMORY_FILE names.
const { writeFileSync } = require('node:fs');

process.on('exit', () => writeFileSync(process.env.PEAK_MEMORY_FILE, String(process.resourceUsage().maxRSS * 1024)));
