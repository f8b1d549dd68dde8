import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ShopBuilder } from '../support/shop-builder';
import { TestApp } from '../support/test-app';

/** The real build: `npm test` builds before these tests; alone, run `npm run build` first. */
const FRONTEND_DIR = path.resolve(__dirname, '../../dist/frontend');
const SERVER_RENDERER = path.resolve(__dirname, '../../dist/frontend-server/entry-server.cjs');
const routeAssets = () => JSON.parse(readFileSync(path.join(FRONTEND_DIR, 'route-assets.json'), 'utf8'));
/** A shop name an owner could type, which must stay text in the page and in its state. */
const HOSTILE_SHOP_NAME = 'Navalha </script><script>alert(1)</script> & Cia';
/** Shaped like a manage link's token (43 base64url characters), but no booking has it. */
const UNKNOWN_TOKEN = 'a'.repeat(43);

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let shop: ShopBuilder;

  beforeAll(async () => {
    if (!existsSync(SERVER_RENDERER)) throw new Error(`${SERVER_RENDERER} is missing: run npm run build before these tests.`);
    t = await TestApp.start({ FRONTEND_DIR, SHOP_NAME: HOSTILE_SHOP_NAME });
    shop = new ShopBuilder(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const page = async (url: string) => {
    const response = await t.get(url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return { html: String(response.body), headers: response.headers };
  };
  /** The page the server rendered, without the head (whose inline script names controls too). */
  const rootOf = (html: string) => /<div id="root">(.*)<\/div><script type="application\/json" id="server-state">/s.exec(html)![1];
  const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)![1]);

  it('sends the home page with the shop’s name and links in its HTML, its stylesheets in the head, and what it was rendered from', async () => {
    const { html, headers } = await page('/');
    expect(html).toContain('Navalha &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia');
    expect(html).toContain('href="/agenda/barbeiro"');
    expect(html).toContain('href="/agenda/consultar"');
    const routeStyles = readFileSync(path.join(FRONTEND_DIR, routeAssets()['/'].styles[0]), 'utf8');
    expect(html).toContain(`<style data-route-styles>${routeStyles}`);
    // The app's code is asked for after the first paint, by the head script: no entry script of its own in the page, and
    // the boot's chunks (index.html's modulepreloads) and the route's in the head script's data attributes.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/data-app-entry="\/assets\/index-[\w-]+\.js"/);
    const boot = [...readFileSync(path.join(FRONTEND_DIR, 'index.html'), 'utf8').matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)];
    expect(boot.length).toBeGreaterThan(0);
    expect(/data-app-chunks="([^"]*)"/.exec(html)![1].split(' ')).toEqual(boot.map((match) => match[1]));
    expect(/data-route-chunks="([^"]*)"/.exec(html)![1].split(' ')).toContain(routeAssets()['/'].scripts[0]);
    // Its stylesheets inline, and named for Vite's preload helper by links the browser does not fetch.
    expect(html).toContain(`<link rel="stylesheet" href="${routeAssets()['/'].styles[0]}" disabled>`);
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
    const shopQuery = stateOf(html).queries.queries.find((query: { queryKey: unknown[] }) => query.queryKey.includes('shop'));
    expect(shopQuery.state.data.name).toBe(HOSTILE_SHOP_NAME);
  });

  it('carries the head script inline, which the CSP lets run by its hash and no other inline script', async () => {
    const { html, headers } = await page('/agenda/barbeiro');
    const built = /<script async src="(\/assets\/early-taps-[\w-]+\.js)"><\/script>/.exec(
      readFileSync(path.join(FRONTEND_DIR, 'index.html'), 'utf8'),
    )!;
    const source = readFileSync(path.join(FRONTEND_DIR, built[1]), 'utf8');
    const inline = /<script (data-app-entry="[^"]*" data-app-chunks="[^"]*" data-route-chunks="[^"]*")>(.*?)<\/script>/s.exec(html)!;
    expect(inline[2]).toBe(source);
    expect(html).not.toContain(built[1]);
    const hash = createHash('sha256').update(source).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(headers['content-security-policy']))![1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // index.html, which the browser renders itself (an admin page), keeps the script as a file.
    expect(String((await t.get('/administrador/home')).body)).toContain(`<script async src="${built[1]}"></script>`);
  });

  it('compresses the page as the browser accepts: Brotli, else gzip', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('id="server-state"');
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('id="server-state"');
  });

  it('keeps the page’s state from ending its element early, whatever text it holds', async () => {
    const { html } = await page('/');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)![1];
    expect(state).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('sends the barber step with the bookable barbers listed', async () => {
    const ana = await shop.barber({ username: 'ana' });
    await shop.job(ana, { name: 'Corte' });
    await shop.barber({ username: 'semservico' });
    const { html } = await page('/agenda/barbeiro');
    expect(html).toContain('Escolha o barbeiro');
    expect(html).toContain('ana');
    expect(html).not.toContain('semservico');
  });

  it('sends the lookup and the login pages with their forms', async () => {
    expect((await page('/agenda/consultar')).html).toMatch(/<form/);
    expect((await page('/administrador/login')).html).toMatch(/autocomplete="current-password"/i);
  });

  /** A step's page as a browser with `draft` in its storage asks for it: the app mirrors the draft in this cookie. */
  const pageWithDraft = (url: string, cookieValue: string) =>
    t.request('GET', url, undefined, { cookie: `tema=escuro; agendamento=${cookieValue}` }).then((response) => {
      expect(response.status).toBe(200);
      return String(response.body);
    });

  /** The markup inside each choice card the page shows as chosen. */
  const checkedChoices = (html: string) =>
    html
      .split('aria-checked="true"')
      .slice(1)
      .map((rest) => rest.slice(0, rest.indexOf('</button>')));

  /** A barber with a service and the draft of a client who chose them, a free time three days ahead and typed their data. */
  async function clientDraft() {
    const ana = await shop.barber({ username: 'ana' });
    const corte = await shop.job(ana, { name: 'Corte', value: 45 });
    await shop.job(ana, { name: 'Barba', value: 30 });
    const { today } = (await t.get('/api/shop')).body;
    const date = new Date(Date.UTC(today.year, today.month, today.day + 3));
    const day = { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
    const { slots } = (await t.get(`/api/availability?userId=${ana.id}&jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`)).body;
    const slot = slots[1];
    return {
      user: ana.id,
      job: corte.id,
      ...day,
      hour: slot.hour,
      label: slot.label,
      clientName: 'Helena </script><b>Prado</b>',
      clientContact: '11987654321',
    };
  }

  it('sends a booking step with the client’s choices when the browser sends the draft’s cookie, and says which draft it read', async () => {
    const { label, ...draft } = await clientDraft();
    const cookie = encodeURIComponent(JSON.stringify(draft));

    const serviceStep = await pageWithDraft('/agenda/servico', cookie);
    expect(serviceStep).toContain('Barba');
    expect(checkedChoices(serviceStep)).toEqual([expect.stringContaining('Corte')]);
    expect(stateOf(serviceStep).draft).toBe(JSON.stringify(draft));

    const timeStep = await pageWithDraft('/agenda/horario', cookie);
    expect(checkedChoices(timeStep)).toEqual([expect.stringContaining(`>${label}<`)]);
    expect(stateOf(timeStep).queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey[1])).toEqual(
      expect.arrayContaining(['day', 'month']),
    );

    const clientStep = await pageWithDraft('/agenda/cliente', cookie);
    expect(clientStep).toContain('value="Helena &lt;/script&gt;&lt;b&gt;Prado&lt;/b&gt;"');
    expect(clientStep).not.toContain('</script><b>');

    const confirmStep = await pageWithDraft('/agenda/finalizar', cookie);
    expect(confirmStep).toContain('ana');
    expect(confirmStep).toContain('Corte');
  });

  it('sends a booking step without content when no draft or a broken one is sent, so the browser’s app decides', async () => {
    const { html } = await page('/agenda/servico');
    expect(html).toContain('Escolha o serviço');
    expect(rootOf(html)).not.toContain('type="radio"');
    expect(stateOf(html).draft).toBeNull();

    for (const unreadable of ['%E0%A4%A', 'not-json']) {
      const html = await pageWithDraft('/agenda/servico', unreadable);
      expect(html).toContain('Escolha o serviço');
      expect(rootOf(html)).not.toContain('role="radio"');
    }
    // A draft the API refuses (a barber that is no id): the page is left to the browser, as for any API error.
    const refused = await pageWithDraft('/agenda/horario', encodeURIComponent('{"user":"not-a-uuid","job":42}'));
    expect(refused).toContain('<div id="root"></div>');
  });

  it('reads no draft for a page that does not need one: the home page', async () => {
    const { html } = await page('/');
    expect(stateOf(html)).not.toHaveProperty('draft');
  });

  it.each(['/administrador/home', '/administrador/minha-agenda', '/pagina-que-nao-existe', `/agenda/gerenciar/${UNKNOWN_TOKEN}`])(
    'leaves %s to the browser: index.html as it is (the admin area works from the browser’s session; no page, no booking)',
    async (url) => {
      const { html } = await page(url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('server-state');
    },
  );

  it('makes the page’s API calls as the visitor: they count toward the visitor’s rate limit, not the server’s own address', async () => {
    const limited = await TestApp.start({ FRONTEND_DIR, RATE_LIMIT_MANAGE: '1/1h' });
    try {
      const visitor = limited.from('203.0.113.7');
      expect((await visitor.get(`/agenda/gerenciar/${UNKNOWN_TOKEN}`)).status).toBe(200);
      expect((await visitor.get(`/api/appointment/manage/${UNKNOWN_TOKEN}`)).status).toBe(429);
      expect((await limited.from('203.0.113.8').get(`/api/appointment/manage/${UNKNOWN_TOKEN}`)).status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});
