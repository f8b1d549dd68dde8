// Lighthouse on the public pages, as a client's phone meets them: the mobile preset (simulated 4G and a 4x slower CPU),
// the system Chromium, each page 3 times from a cold cache and no service worker, the median run reported.
//
//   npm run bench:lighthouse          (also the last part of npm run bench)
//   LIGHTHOUSE_PAGES=Horário,Login npm run bench:lighthouse       only these pages (by label); docs/ is then left alone
//   LIGHTHOUSE_REPORTS=/tmp/lh npm run bench:lighthouse          also keeps each run's full report (JSON) there
//
// The booking steps after the barber's are opened with a booking draft in the browser's storage, as a client reaches them.
// Writes the `lighthouse` section of docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROOT, startApp } from './app-process.mjs';
import { writeSections } from './doc-sections.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const OWNER_PASSWORD = 'senha-do-bench-lighthouse';
/** What the pages must reach on a phone (the mobile preset). */
export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

const say = (message) => console.log(`[lighthouse] ${message}`);

/** Runs Lighthouse on every public page of a fresh app; answers the rows of the report. */
export async function measureLighthouse() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM} (set CHROME_PATH, or apt-get install chromium).`);
  const app = await startApp({ env: { ADMIN_PASSWORD: OWNER_PASSWORD, RATE_LIMITS: 'off', BACKUP_AT: 'off' } });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--headless=new'] });
  try {
    const shop = await prepareShop(app.baseUrl);
    const rows = [];
    for (const page of selectedPages(publicPages(shop))) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) runs.push(await measurePageRetrying(browser, app.baseUrl, page, run));
      const median = medianRun(runs);
      say(`${page.label}: ${median.score} (LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, CLS ${median.cls})`);
      rows.push({ ...page, ...median, scores: runs.map((run) => run.score) });
    }
    return rows;
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** A second barber (the barber step then lists them), a bookable slot for the draft, and a booking for its manage page. */
export async function prepareShop(baseUrl) {
  const api = async (method, url, body, token) => {
    const response = await fetch(`${baseUrl}/api/${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} /api/${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { token } = await api('POST', 'auth/login', { username: 'barbeiro', password: OWNER_PASSWORD });
  const second = { username: 'rafael', password: 'senha-do-rafael-123' };
  await api('POST', 'auth/create', second, token);
  const rafael = await api('POST', 'auth/login', second);
  // A barber sets their own hours and services.
  await api('POST', `hour/create/list/${rafael.id}`, undefined, rafael.token);
  await api('POST', `job/create/${rafael.id}`, { name: 'Corte', value: 40 }, rafael.token);
  const [barber] = await api('GET', 'auth');
  const [service] = await api('GET', `job/listByUser/${barber.id}`);
  const { today } = await api('GET', 'shop');
  for (let offset = 3; offset < 20; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month, today.day + offset));
    const day = { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
    const query = new URLSearchParams({
      userId: barber.id,
      jobId: service.id,
      ...Object.fromEntries(Object.entries(day).map(([k, v]) => [k, String(v)])),
    });
    const { slots } = await api('GET', `availability?${query}`);
    if (slots.length < 2) continue;
    const booked = await api('POST', 'appointment/create', {
      clientName: 'Helena Prado',
      clientContact: '11987654321',
      ...day,
      hour: slots[0].hour,
      jobId: service.id,
      userId: barber.id,
    });
    const draft = { user: barber.id, job: service.id, ...day, hour: slots[1].hour, clientName: 'Bruno Lima', clientContact: '11912345678' };
    return { draft, manageToken: booked.manageToken };
  }
  throw new Error('No bookable day found for the Lighthouse pages.');
}

export function publicPages({ draft, manageToken }) {
  return [
    { label: 'Início', url: '/' },
    { label: 'Barbeiro', url: '/agenda/barbeiro' },
    { label: 'Serviço', url: '/agenda/servico', draft },
    { label: 'Horário', url: '/agenda/horario', draft },
    { label: 'Seus dados', url: '/agenda/cliente', draft },
    { label: 'Confirmação', url: '/agenda/finalizar', draft },
    { label: 'Consultar', url: '/agenda/consultar' },
    { label: 'Gerenciar', url: '/agenda/gerenciar/{token}', path: `/agenda/gerenciar/${manageToken}` },
    { label: 'Login', url: '/administrador/login' },
  ];
}

const PAGE_FILTER = process.env.LIGHTHOUSE_PAGES?.split(',').map((label) => label.trim());

function selectedPages(pages) {
  return PAGE_FILTER ? pages.filter((page) => PAGE_FILTER.includes(page.label)) : pages;
}

function keepReport(label, run, lhr) {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${label.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr));
}

/** One cold run: no cache, no service worker, the page's draft in localStorage and its cookie, as the app writes them (Lighthouse keeps storage as it is). */
async function measurePage(browser, baseUrl, { label, url, path: realPath, draft }, run) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    await session.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(
      (value) =>
        value
          ? (localStorage.setItem('appointment', JSON.stringify(value)),
            (globalThis.document.cookie = `agendamento=${encodeURIComponent(JSON.stringify(value))}; Path=/agenda`))
          : localStorage.clear(),
      draft ?? null,
    );
    await session.send('Network.clearBrowserCache');
    const result = await lighthouse(
      `${baseUrl}${realPath ?? url}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    keepReport(label, run, result.lhr);
    if (result.lhr.runtimeError) throw new LighthouseRunFailed(result.lhr.runtimeError);
    const { audits, categories } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await page.close();
  }
}

/** Lighthouse's own failure to record a run (its `runtimeError`, e.g. NO_NAVSTART now and then on this machine). */
class LighthouseRunFailed extends Error {
  constructor({ code, message }) {
    super(`${code}: ${message}`);
  }
}

const ATTEMPTS_PER_RUN = 3;

/** A run Lighthouse failed to record is made again, up to ATTEMPTS_PER_RUN times; any other error ends the bench. */
async function measurePageRetrying(browser, baseUrl, page, run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measurePage(browser, baseUrl, page, run);
    } catch (error) {
      if (!(error instanceof LighthouseRunFailed) || attempt === ATTEMPTS_PER_RUN) throw error;
      say(`${page.label} run ${run}: ${error.message}; again`);
    }
  }
}

/** The run with the median score: its figures belong together. */
function medianRun(runs) {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
}

export function renderLighthouseSection(rows, { date = new Date(), chromium = chromiumVersion() } = {}) {
  const { score, lcpMs, tbtMs, cls } = LIGHTHOUSE_TARGETS;
  const missed = (row) =>
    [row.score < score && 'score', row.lcpMs > lcpMs && 'LCP', row.tbtMs > tbtMs && 'TBT', row.cls > cls && 'CLS'].filter(Boolean).join(', ');
  const lines = [
    '## Lighthouse on the public pages',
    '',
    `Measured by \`npm run bench\` (\`test/bench/lighthouse.mjs\`) on ${date.toISOString().slice(0, 10)}, ${os.cpus().length} cores` +
      ` (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}:` +
      ` Lighthouse ${lighthousePackageVersion()} with its mobile preset (simulated slow 4G, 4x CPU slowdown), each page ${RUNS}` +
      " times from a cold cache without a service worker, the run with the median score shown. The steps after the barber's" +
      ' are opened with a booking draft in storage, as a client reaches them. Targets: score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms,' +
      ' CLS ≤ 0.05.',
    '',
    '| page | score (runs) | FCP | LCP | TBT | CLS | targets missed |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} \`${row.url}\` | **${row.score}** (${row.scores.join(', ')}) | ${(row.fcpMs / 1000).toFixed(2)} s |` +
        ` ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs} ms | ${row.cls} | ${missed(row) || 'none'} |`,
    ),
  ];
  return lines.join('\n');
}

function chromiumVersion() {
  // Debian's wrapper script prints a complaint of its own on stderr: only the version line is kept.
  return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function lighthousePackageVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

async function main() {
  const rows = await measureLighthouse();
  if (PAGE_FILTER) return;
  writeSections(path.join(ROOT, 'docs/performance.md'), { lighthouse: renderLighthouseSection(rows) });
  say('docs/performance.md: the lighthouse section is written.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
