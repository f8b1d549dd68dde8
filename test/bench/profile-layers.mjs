// Summarises a V8 CPU profile (`node --cpu-prof`) by layer of the request pipeline: each sample goes to the layer of the
// frame nearest its leaf that belongs to one (validation, guards, logging, the ORM, the pg driver…); Node's own frames
// (sockets, streams, timers) and V8's built-ins go to whoever called them. `JSON.stringify` counts as serialisation.
//
//   node test/bench/profile-layers.mjs <file.cpuprofile> [--requests N] [--from µs --to µs]
//
// With --requests, each layer's time is also given per request (µs); --from/--to keep only the samples of that window
// (the profile's own clock, CLOCK_MONOTONIC in µs, which is process.hrtime's).
import { readFileSync } from 'node:fs';

/** Layers in the order they are tried on a frame's script URL; the first that matches names the frame's layer. */
export const LAYERS = [
  ['validation (class-validator, pipes)', /class-validator|class-transformer|libphonenumber|validation|uuid-param|\/pipes\//],
  ['guards (auth, rate limit)', /guard|passport|jsonwebtoken|\/rate-limit\//],
  ['interceptors (rxjs, Nest interceptors)', /interceptor|\/rxjs\//],
  ['error filters', /\.filter\.js|\/exceptions\//],
  ['logging (pino)', /pino|sonic-boom|\/logging\//],
  ['metrics (prom-client)', /prom-client|\/metrics\//],
  ['ORM (MikroORM, knex)', /@mikro-orm|\/knex\//],
  ['SQL (pg driver)', /\/node_modules\/pg\/|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-(array|date|interval|bytea)/],
  ['serialisation (fast-json-stringify)', /fast-json-stringify|serializ/],
  ['security headers (helmet)', /helmet/],
  ['Nest (router, context, DI)', /@nestjs\//],
  ['Fastify (routing, hooks, reply)', /\/fastify\/|find-my-way|avvio|@fastify\/|fast-querystring|light-my-request/],
  ["app's hooks (hostile input, cross-site, no-store)", /\/shared\/http\//],
  ['booking rules, luxon, app code', /\/dist\/server\/|luxon|\/dist\/frontend-server\//],
];
const SERIALISATION = LAYERS.find(([name]) => name.startsWith('serialisation'))[0];
/** The socket writes (pg's query to PostgreSQL, the HTTP answer): system calls, whoever makes them. */
const SOCKETS = 'socket writes (system calls)';
const SOCKET_CALLS = new Set(['writeUtf8String', 'writeBuffer', 'writev', 'writeLatin1String', 'writeAsciiString', 'writeUcs2String']);
const NODE_OWN = 'Node (HTTP, net, streams, timers)';
const OTHER = 'other JS (node_modules)';

export function summariseProfile(profile, { from = -Infinity, to = Infinity } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layerOfNode = new Map();
  const layerOf = (id) => {
    if (layerOfNode.has(id)) return layerOfNode.get(id);
    const leaf = nodes.get(id).callFrame;
    let layer;
    if (leaf.functionName === '(garbage collector)') layer = 'GC';
    else if (leaf.functionName === '(idle)') layer = 'idle';
    else if (leaf.functionName === '(program)') layer = 'V8 / native (program)';
    else if (leaf.functionName === 'stringify' && !leaf.url) layer = SERIALISATION;
    else if (SOCKET_CALLS.has(leaf.functionName) && !leaf.url) layer = SOCKETS;
    else {
      let sawNode = false;
      for (let at = id; at !== undefined && !layer; at = parent.get(at)) {
        const { url } = nodes.get(at).callFrame;
        if (!url || url.startsWith('node:')) {
          sawNode ||= url.startsWith('node:');
          continue;
        }
        layer = LAYERS.find(([, pattern]) => pattern.test(url))?.[0] ?? OTHER;
      }
      layer ??= sawNode ? NODE_OWN : 'V8 / native (program)';
    }
    layerOfNode.set(id, layer);
    return layer;
  };
  const byLayer = new Map();
  const selfByFunction = new Map();
  let time = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < from || time > to) continue;
    const id = profile.samples[i];
    const layer = layerOf(id);
    byLayer.set(layer, (byLayer.get(layer) ?? 0) + delta);
    if (layer !== 'idle') {
      total += delta;
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${lineNumber + 1}`;
      selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + delta);
    }
  }
  return { byLayer, busyUs: total, topFunctions: [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, 25) };
}

/** A markdown table: µs per request of each layer (busy time only), largest first. */
export function layerTable({ byLayer, busyUs }, requests) {
  const rows = [...byLayer].filter(([layer]) => layer !== 'idle').sort((a, b) => b[1] - a[1]);
  const lines = ['| Layer | µs per request | share of CPU |', '| --- | ---: | ---: |'];
  for (const [layer, us] of rows) lines.push(`| ${layer} | ${(us / requests).toFixed(0)} | ${((100 * us) / busyUs).toFixed(1)} % |`);
  lines.push(`| **all** | **${(busyUs / requests).toFixed(0)}** | 100 % |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...rest] = process.argv.slice(2);
  const option = (name) => {
    const at = rest.indexOf(`--${name}`);
    return at >= 0 ? Number(rest[at + 1]) : undefined;
  };
  const summary = summariseProfile(JSON.parse(readFileSync(file, 'utf8')), { from: option('from'), to: option('to') });
  const requests = option('requests') ?? 1;
  console.log(layerTable(summary, requests));
  console.log('\nTop self time:');
  for (const [name, us] of summary.topFunctions) console.log(`${(us / requests).toFixed(1).padStart(8)} µs  ${name}`);
}
