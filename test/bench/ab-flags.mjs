// Throughput of GET /api/availability for two sets of extra V8 flags, side by side: two apps (1,000 appointments each),
// rounds alternating between them. For choosing a flag; `npm run bench` gives the figures that count.
//
//   node test/bench/ab-flags.mjs "--flag-a" "--flag-b"     ("" for the start command's flags alone)
//
// A variant's words of the form NAME=value are settings of its app's environment: "FRONTEND_DIR=/tmp/other/frontend".
import { processMemory, startApp } from './app-process.mjs';
import { load } from './load.mjs';
import { addDays, availabilityPath, PAGE_PATHS, seed, TARGET_OFFSET } from './seed.mjs';

const ROUNDS = Number(process.env.AB_ROUNDS || 6);
const SECONDS = Number(process.env.AB_SECONDS || 8);
const SETTING = /^[A-Z][A-Z0-9_]*=/;
const variants = process.argv.slice(2).map((flags) => {
  const words = flags.split(' ').filter(Boolean);
  const env = Object.fromEntries(
    words.filter((word) => SETTING.test(word)).map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  return { flags, env, nodeArgs: words.filter((word) => !SETTING.test(word)), rps: [], pages: [] };
});

for (const variant of variants) {
  variant.app = await startApp({ nodeArgs: variant.nodeArgs, env: variant.env });
  const shop = await (await fetch(`${variant.app.baseUrl}/api/shop`)).json();
  const seeded = await seed(variant.app.databaseUrl, 1000, shop.today, shop.bookingWindowDays);
  variant.url = `${variant.app.baseUrl}${availabilityPath(seeded.owner.id, seeded.owner.double_job, addDays(shop.today, TARGET_OFFSET))}`;
  await load({ url: variant.url, duration: 3 });
}
try {
  for (let round = 0; round < ROUNDS; round++) {
    const order = [...variants.slice(round % variants.length), ...variants.slice(0, round % variants.length)];
    for (const variant of order) {
      variant.rps.push((await load({ url: variant.url, duration: SECONDS })).rps);
      variant.pages.push((await load({ url: variant.app.baseUrl, duration: 2, requests: PAGE_PATHS.map((path) => ({ method: 'GET', path })) })).rps);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const variant of variants) {
    const memory = processMemory(variant.app.pid);
    console.log(
      `[ab] "${variant.flags}": availability ${median(variant.rps).toFixed(0)} req/s (${variant.rps.map((r) => r.toFixed(0)).join(' ')}), ` +
        `pages ${median(variant.pages).toFixed(0)} req/s, VmRSS ${memory.rssMiB.toFixed(0)} MiB (peak ${memory.hwmMiB.toFixed(0)})`,
    );
  }
} finally {
  for (const variant of variants) await variant.app.stop();
}
