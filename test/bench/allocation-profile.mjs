// What each request allocates: the built app (1,000 appointments) under the bench's kind of load, with V8's sampling heap
// profiler on through the inspector, collected objects included. Prints KiB per request by package and by function.
// The allocation rate costs scavenges, not resident memory (docs/performance.md); this is for finding per-request waste.
//
//   node test/bench/allocation-profile.mjs [availability|pages]     (PROFILE_SECONDS=5, PROFILE_TOP=25)
import { freePort, startApp } from './app-process.mjs';
import { load } from './load.mjs';
import { addDays, availabilityPath, PAGE_PATHS, seed, TARGET_OFFSET } from './seed.mjs';

const KIND = process.argv[2] ?? 'availability';
const SECONDS = Number(process.env.PROFILE_SECONDS || 5);
const TOP = Number(process.env.PROFILE_TOP || 25);
const SAMPLING_INTERVAL_BYTES = 1024;

const inspectorPort = await freePort();
const app = await startApp({ nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`] });
const inspector = await connectInspector(inspectorPort);
try {
  const shop = await (await fetch(`${app.baseUrl}/api/shop`)).json();
  const seeded = await seed(app.databaseUrl, 1000, shop.today, shop.bookingWindowDays);
  const target = availabilityPath(seeded.owner.id, seeded.owner.double_job, addDays(shop.today, TARGET_OFFSET));
  const run = (duration) =>
    KIND === 'pages'
      ? load({
          url: app.baseUrl,
          duration,
          requests: PAGE_PATHS.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } })),
        })
      : load({ url: `${app.baseUrl}${target}`, duration });
  await run(3); // warm-up: the code compiled and optimised, as under a longer load
  await inspector.send('HeapProfiler.enable');
  await inspector.send('HeapProfiler.startSampling', {
    samplingInterval: SAMPLING_INTERVAL_BYTES,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const measured = await run(SECONDS);
  const { profile } = await inspector.send('HeapProfiler.stopSampling');
  report(profile, measured.rps * SECONDS);
} finally {
  inspector.close();
  await app.stop();
}

/** The app's inspector over its WebSocket: `send(method, params)` answers the command's result. */
async function connectInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  const waiting = new Map();
  let lastId = 0;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        const id = ++lastId;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** The package a frame's script belongs to: a node_modules package, a Node built-in, the app's file or the renderer's chunk. */
function packageOf(url) {
  const file = url.replace(/^file:\/\//, '');
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (dependency) return dependency[1];
  if (file.includes('/dist/')) return file.slice(file.indexOf('/dist/') + 1);
  return file || '(V8 and native)';
}

function report(profile, requests) {
  const byPackage = new Map();
  const byFunction = new Map();
  let total = 0;
  const visit = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = packageOf(url);
    const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}:${columnNumber + 1}`;
    byPackage.set(where, (byPackage.get(where) ?? 0) + node.selfSize);
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    total += node.selfSize;
    node.children.forEach(visit);
  };
  visit(profile.head);
  const perRequest = (bytes) => `${(bytes / requests / 1024).toFixed(2).padStart(8)} KiB`;
  const top = (sizes) =>
    [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, bytes]) => `${perRequest(bytes)}  ${name}`)
      .join('\n');
  console.log(`${KIND}: ${requests.toFixed(0)} requests in ${SECONDS} s, ${perRequest(total).trim()} allocated per request`);
  console.log(`--- by package\n${top(byPackage)}\n--- by function\n${top(byFunction)}`);
}
