import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { BookingDeposit } from '../../backend/src/modules/booking/domain/booking/booking-deposit';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { PIX_TERMS } from '../support/pix-terms';
import { ShopBuilder } from '../support/shop-builder';
import { MISSING_AREA_CODE_MESSAGE } from '../../common/rules/contact-key';
import { TestApp, type ApiResponse } from '../support/test-app';
import { PAGE_SHELL_FILE, type PageShell } from '../../frontend/src/server/page-shell';

/** The real build: `npm test` builds before these tests; alone, run `npm run build` first. */
const FRONTEND_DIR = path.resolve(__dirname, '../../dist/frontend');
const SERVER_RENDERER = path.resolve(__dirname, '../../dist/frontend-server/entry-server.cjs');
/** Each route's own scripts and stylesheets (the stylesheets by their addresses), as the build's page shell lists them. */
const routeAssets = (): Record<string, { scripts: string[]; styles: string[] }> => {
  const { routes } = JSON.parse(readFileSync(path.join(FRONTEND_DIR, PAGE_SHELL_FILE), 'utf8')) as PageShell;
  return Object.fromEntries(
    Object.entries(routes).map(([route, { scripts, styles }]) => [route, { scripts, styles: styles.map(({ href }) => href) }]),
  );
};
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
  /** The cookies an answer sets, by name: each one's Set-Cookie text after the name. */
  const cookiesSet = (response: ApiResponse): Record<string, string> =>
    Object.fromEntries(
      [response.headers['set-cookie'] ?? []].flat().map((cookie) => {
        const text = String(cookie);
        return [text.slice(0, text.indexOf('=')), text.slice(text.indexOf('=') + 1)];
      }),
    );
  /** The opening tag of the page's form sent to `action`. */
  const formTo = (html: string, action: string) => new RegExp(`<form[^>]* action="${action}"[^>]*>`).exec(rootOf(html))?.[0];
  /** The booking draft an answer writes into the draft's cookie. */
  const draftSet = (response: ApiResponse) => JSON.parse(decodeURIComponent(cookiesSet(response).agendamento.split(';')[0]));

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
    const built = /<script async src="(\/assets\/head-script-[\w-]+\.js)"><\/script>/.exec(
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

  it('sends the barber step with the bookable barbers listed, as the radios of a GET form', async () => {
    const ana = await shop.barber({ username: 'ana' });
    await shop.job(ana, { name: 'Corte' });
    const bruno = await shop.barber({ username: 'bruno' });
    await shop.job(bruno, { name: 'Barba' });
    await shop.barber({ username: 'semservico' });
    const { html } = await page('/agenda/barbeiro');
    expect(html).toContain('Escolha o barbeiro');
    expect(formTo(html, '/agenda/barbeiro')).toContain('method="get"');
    for (const barber of [ana, bruno]) {
      expect(html).toContain(`name="barbeiro" value="${barber.id}"`);
      expect(html).toContain(`>${barber.username}<`);
    }
    expect(html).not.toContain('semservico');
  });

  it('answers the barber step of a one-barber shop with the service step, that barber chosen in the draft’s cookie', async () => {
    const ana = await shop.barber({ username: 'ana' });
    await shop.job(ana, { name: 'Corte' });
    await shop.barber({ username: 'semservico' });
    const skipped = await t.request('GET', '/agenda/barbeiro', undefined, { cookie: `agendamento=${encodeURIComponent('{"user":"x","job":"y"}')}` });
    expect(skipped.status).toBe(303);
    expect(skipped.headers.location).toBe('/agenda/servico');
    expect(cookiesSet(skipped).agendamento).toMatch(/; Path=\/agenda; SameSite=Lax; Max-Age=\d+$/);
    expect(draftSet(skipped)).toEqual({ barberId: ana.id });
    // Voltar from the service step: the list itself.
    const { html } = await page('/agenda/barbeiro?escolher=true');
    expect(html).toContain(`name="barbeiro" value="${ana.id}"`);
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

  /** The markup inside each choice card (a radio's label) the page shows as chosen. */
  const checkedChoices = (html: string) =>
    html
      .split('<label')
      .slice(1)
      .map((card) => card.slice(0, card.indexOf('</label>')))
      .filter((card) => /<input type="radio"[^>]* checked=""/.test(card));

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
      barberId: ana.id,
      serviceId: corte.id,
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

  it('reads a draft’s cookie stored under the old keys (user, job) as the same draft', async () => {
    const { label, barberId, serviceId, ...rest } = await clientDraft();
    const cookie = encodeURIComponent(JSON.stringify({ user: barberId, job: serviceId, ...rest }));

    const timeStep = await pageWithDraft('/agenda/horario', cookie);
    expect(checkedChoices(timeStep)).toEqual([expect.stringContaining(`>${label}<`)]);
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
      expect(rootOf(html)).not.toContain('type="radio"');
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

  describe('the booking steps as plain HTML forms (before the app has arrived, or without JavaScript)', () => {
    const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

    /** A browser without the app: it keeps the cookies the answers set and sends them back, from its own address. */
    function browser(address = '198.51.100.20') {
      const cookies = new Map<string, string>();
      /** A form's fields: a field sent several times (the waitlist's days) as several pairs. */
      type Fields = Record<string, string> | Array<[string, string]>;
      const send = async (method: 'GET' | 'POST', url: string, fields?: Fields) => {
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const body = fields && new URLSearchParams(fields).toString();
        const response = await t.request(method, url, body, { ...(fields ? FORM : {}), ...(cookie ? { cookie } : {}) }, address);
        for (const [name, text] of Object.entries(cookiesSet(response))) {
          if (/Max-Age=0(;|$)/.test(text)) cookies.delete(name);
          else cookies.set(name, text.split(';')[0]);
        }
        return response;
      };
      return {
        get: (url: string) => send('GET', url),
        post: (url: string, fields: Fields) => send('POST', url, fields),
        /** The page an answer leads to. */
        follow: (response: ApiResponse) => send('GET', String(response.headers.location)),
        draft: () => JSON.parse(decodeURIComponent(cookies.get('agendamento') ?? 'null')),
        setDraft: (draft: object) => cookies.set('agendamento', encodeURIComponent(JSON.stringify(draft))),
      };
    }

    /** The notice an answer's page shows (the app's toast), in its alert. */
    const alertOf = (html: string) => /role="alert"[^>]*>(.*?)<\/div><\/div><\/div>/s.exec(rootOf(html))?.[1].replace(/<[^>]+>/g, ' ');

    it('barber, service, day and time are GET forms: each answered with the next step, the choice in the draft’s cookie', async () => {
      const { label: _label, clientName: _name, clientContact: _contact, ...chosen } = await clientDraft();
      await shop.job(await shop.barber({ username: 'bruno' }), { name: 'Barba' });
      const visitor = browser();

      const barber = await visitor.get(`/agenda/barbeiro?barbeiro=${chosen.barberId}&continuar=`);
      expect([barber.status, barber.headers.location, barber.headers['cache-control']]).toEqual([303, '/agenda/servico', 'no-store']);
      expect(visitor.draft()).toEqual({ barberId: chosen.barberId });

      const serviceStep = String((await visitor.follow(barber)).body);
      expect(formTo(serviceStep, '/agenda/servico')).toContain('method="get"');
      const service = await visitor.get(`/agenda/servico?servico=${chosen.serviceId}&continuar=`);
      expect([service.status, service.headers.location]).toEqual([303, '/agenda/horario']);

      const iso = `${chosen.year}-${String(chosen.month + 1).padStart(2, '0')}-${String(chosen.day).padStart(2, '0')}`;
      const day = await visitor.get(`/agenda/horario?dia=${iso}`);
      expect([day.status, day.headers.location]).toEqual([303, '/agenda/horario']);
      expect(visitor.draft()).toEqual({
        barberId: chosen.barberId,
        serviceId: chosen.serviceId,
        day: chosen.day,
        month: chosen.month,
        year: chosen.year,
      });
      const timeStep = String((await visitor.follow(day)).body);
      expect(timeStep).toContain(`name="hora" value="${chosen.hour}"`);

      // The calendar's arrows: the month asked for, rendered as it is (nothing chosen).
      const nextMonth = new Date(Date.UTC(chosen.year, chosen.month + 1, 1));
      const month = `${nextMonth.getUTCFullYear()}-${String(nextMonth.getUTCMonth() + 1).padStart(2, '0')}`;
      const shownMonth = await visitor.get(`/agenda/horario?mes=${month}`);
      expect(shownMonth.status).toBe(200);

      const time = await visitor.get(`/agenda/horario?hora=${chosen.hour}&continuar=`);
      expect([time.status, time.headers.location]).toEqual([303, '/agenda/cliente']);
      expect(visitor.draft()).toEqual(chosen);
      expect(formTo(String((await visitor.follow(time)).body), '/agenda/cliente')).toContain('method="post"');
    });

    it('a choice missing, not offered or out of order stays on its step and says why once, as the app’s toast would', async () => {
      const { label: _label, clientName: _name, clientContact: _contact, ...chosen } = await clientDraft();
      await shop.job(await shop.barber({ username: 'bruno' }), { name: 'Barba' });
      const visitor = browser();

      const noBarber = await visitor.get('/agenda/barbeiro?continuar=');
      expect([noBarber.status, noBarber.headers.location]).toEqual([303, '/agenda/barbeiro?escolher=true']);
      expect(cookiesSet(noBarber).aviso).toContain('HttpOnly');
      const listed = await visitor.follow(noBarber);
      expect(alertOf(String(listed.body))).toContain('Escolha um barbeiro.');
      expect(cookiesSet(listed).aviso).toMatch(/Max-Age=0/);
      expect(alertOf(String((await visitor.follow(noBarber)).body))).toBeUndefined();

      const outOfOrder = await visitor.get(`/agenda/servico?servico=${chosen.serviceId}&continuar=`);
      expect(outOfOrder.headers.location).toBe('/agenda/barbeiro');
      expect(alertOf(String((await visitor.get('/agenda/barbeiro?escolher=true')).body))).toContain('Nenhum barbeiro selecionado.');

      await visitor.get(`/agenda/barbeiro?barbeiro=${chosen.barberId}&continuar=`);
      const foreignService = await visitor.get(`/agenda/servico?servico=${randomUUID()}&continuar=`);
      expect(foreignService.headers.location).toBe('/agenda/servico');
      expect(alertOf(String((await visitor.follow(foreignService)).body))).toContain('Escolha um serviço.');

      await visitor.get(`/agenda/servico?servico=${chosen.serviceId}&continuar=`);
      const pastDay = await visitor.get('/agenda/horario?dia=2020-01-02');
      expect(alertOf(String((await visitor.follow(pastDay)).body))).toContain('Selecione um dia no calendário.');
      const iso = `${chosen.year}-${String(chosen.month + 1).padStart(2, '0')}-${String(chosen.day).padStart(2, '0')}`;
      await visitor.get(`/agenda/horario?dia=${iso}`);
      for (const url of ['/agenda/horario?continuar=', '/agenda/horario?hora=300&continuar=']) {
        const noTime = await visitor.get(url);
        expect(noTime.headers.location).toBe('/agenda/horario');
        expect(alertOf(String((await visitor.follow(noTime)).body))).toContain('Selecione um horário.');
      }
      expect(visitor.draft()).not.toHaveProperty('hour');
    });

    it('Próximo horário livre sent as a form chooses the first free start, day and time', async () => {
      const { label: _label, clientName: _name, clientContact: _contact, ...chosen } = await clientDraft();
      const visitor = browser();
      visitor.setDraft({ barberId: chosen.barberId, serviceId: chosen.serviceId });
      const next = await visitor.get('/agenda/horario?proximo=');
      expect([next.status, next.headers.location]).toEqual([303, '/agenda/horario']);
      const { year, month, day, hour } = visitor.draft();
      const { slots } = (await t.get(`/api/availability?userId=${chosen.barberId}&jobId=${chosen.serviceId}&day=${day}&month=${month}&year=${year}`))
        .body;
      expect(hour).toBe(slots[0].hour);
      expect(checkedChoices(String((await visitor.follow(next)).body))).toEqual([expect.stringContaining(`>${slots[0].label}<`)]);
    });

    it('Seus dados is a POST form answered with a redirect: the app’s rules and messages, under the fields too, and what was typed kept', async () => {
      const { label: _label, clientName: _name, clientContact: _contact, ...chosen } = await clientDraft();
      const visitor = browser();
      visitor.setDraft(chosen);

      const short = await visitor.post('/agenda/cliente', { clientName: 'A', clientContact: '1234' });
      expect([short.status, short.headers.location]).toEqual([303, '/agenda/cliente']);
      const shortPage = String((await visitor.follow(short)).body);
      expect(alertOf(shortPage)).toContain('Campo CONTATO deve conter pelo menos 8 caracteres.');
      expect(rootOf(shortPage)).toContain('Campo Nome deve conter pelo menos 2 caracteres.');
      expect(rootOf(shortPage)).toContain('value="1234"');

      const withoutAreaCode = await visitor.post('/agenda/cliente', { clientName: 'Helena <b>Prado</b>', clientContact: '98765-0099' });
      const withoutAreaCodePage = String((await visitor.follow(withoutAreaCode)).body);
      expect(alertOf(withoutAreaCodePage)).toContain(MISSING_AREA_CODE_MESSAGE);
      expect(rootOf(withoutAreaCodePage)).toContain('value="Helena &lt;b&gt;Prado&lt;/b&gt;"');
      expect(rootOf(withoutAreaCodePage)).toContain('value="987650099"');

      const sent = await visitor.post('/agenda/cliente', { clientName: '  Helena Prado ', clientContact: '(11) 98765-4321' });
      expect([sent.status, sent.headers.location]).toEqual([303, '/agenda/finalizar']);
      expect(visitor.draft()).toEqual({ ...chosen, clientName: 'Helena Prado', clientContact: '11987654321' });

      // Without the steps before it (another site's form: the draft's cookie is SameSite=Lax), nothing is kept.
      const elsewhere = await t.request('POST', '/agenda/cliente', 'clientName=Helena+Prado&clientContact=11987654321', FORM);
      expect([elsewhere.status, elsewhere.headers.location]).toEqual([303, '/agenda/barbeiro']);
      expect(cookiesSet(elsewhere)).not.toHaveProperty('agendamento');
    });

    it('Confirmar is a POST form with the key the page was rendered with: sent twice, it books once, and both lead to that booking', async () => {
      const { label, ...draft } = await clientDraft();
      const visitor = browser();
      visitor.setDraft(draft);
      const confirmStep = String((await visitor.get('/agenda/finalizar')).body);
      expect(formTo(confirmStep, '/agenda/finalizar')).toContain('method="post"');
      const key = /name="chave" value="([0-9a-f]{32})"/.exec(confirmStep)![1];
      // The key is also in the page's state, so the app takes over the same page.
      expect(JSON.stringify(stateOf(confirmStep).queries)).toContain(key);

      const [first, second] = await Promise.all([
        visitor.post('/agenda/finalizar', { chave: key }),
        visitor.post('/agenda/finalizar', { chave: key }),
      ]);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(303);
        expect(answer.headers.location).toMatch(/^\/agenda\/realizado\/[\w-]{43}$/);
        // The draft ends (as an empty one: the app, which keeps a copy, learns the booking was made).
        expect(cookiesSet(answer).agendamento).toMatch(/^%7B%7D;/);
      }
      expect(second.headers.location).toBe(first.headers.location);
      const booked = (await t.get(`/api/appointment/consultByClientContact/${draft.clientContact}`)).body;
      expect(booked).toHaveLength(1);
      expect(booked[0]).toMatchObject({ hour: draft.hour, clientName: draft.clientName });

      const result = String((await visitor.follow(first)).body);
      expect(result).toContain('Agendamento confirmado!');
      expect(result).toContain(label);

      // The same booking sent again with another key (the page opened again): the time is its own, and the page says so.
      visitor.setDraft(draft);
      const again = await visitor.post('/agenda/finalizar', { chave: 'b'.repeat(32) });
      expect(again.headers.location).toBe('/agenda/finalizar');
      expect(alertOf(String((await visitor.follow(again)).body))).toContain('Já existe um agendamento para este horário.');
      expect((await t.get(`/api/appointment/consultByClientContact/${draft.clientContact}`)).body).toHaveLength(1);
    });

    it('Confirmar keeps the API’s answers: a time taken meanwhile goes back to the times, the contact’s limit stays with its message', async () => {
      const { label: _label, ...draft } = await clientDraft();
      const visitor = browser();
      visitor.setDraft(draft);
      const request = { userId: draft.barberId, jobId: draft.serviceId, day: draft.day, month: draft.month, year: draft.year, hour: draft.hour };
      expect((await t.post('/api/appointment/create', { ...request, clientName: 'Outra Pessoa', clientContact: '11911112222' })).status).toBe(200);

      const taken = await visitor.post('/agenda/finalizar', { chave: 'c'.repeat(32) });
      expect([taken.status, taken.headers.location]).toEqual([303, '/agenda/horario']);
      expect(visitor.draft()).not.toHaveProperty('hour');
      expect(alertOf(String((await visitor.follow(taken)).body))).toContain('Você será redirecionado para selecionar outro horário.');

      // Three future bookings already hold this contact's limit.
      const availability = `/api/availability?userId=${draft.barberId}&jobId=${draft.serviceId}&day=${draft.day}&month=${draft.month}&year=${draft.year}`;
      const [a, b, c, free] = (await t.get(availability)).body.slots.map((slot: { hour: number }) => slot.hour);
      for (const hour of [a, b, c]) {
        expect(
          (await t.post('/api/appointment/create', { ...request, hour, clientName: draft.clientName, clientContact: draft.clientContact })).status,
        ).toBe(200);
      }
      const refused = (
        await t.post('/api/appointment/create', { ...request, hour: free, clientName: draft.clientName, clientContact: draft.clientContact })
      ).body;
      expect(refused.code).toBe('CONTACT_BOOKING_LIMIT');
      visitor.setDraft({ ...draft, hour: free });
      const limited = await visitor.post('/agenda/finalizar', { chave: 'd'.repeat(32) });
      expect(limited.headers.location).toBe('/agenda/finalizar');
      expect(alertOf(String((await visitor.follow(limited)).body))).toContain(refused.message);
    });

    it('makes the confirmation’s booking as the visitor: the booking limit of that address refuses it, with its message', async () => {
      const limited = await TestApp.start({ FRONTEND_DIR, RATE_LIMIT_BOOKING: '1/1h' });
      try {
        const built = new ShopBuilder(limited);
        const ana = await built.barber({ username: 'ana' });
        const corte = await built.job(ana, { name: 'Corte' });
        const { today } = (await limited.get('/api/shop')).body;
        const date = new Date(Date.UTC(today.year, today.month, today.day + 3));
        const day = { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
        const query = `userId=${ana.id}&jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`;
        const [first, second] = (await limited.get(`/api/availability?${query}`)).body.slots.map((slot: { hour: number }) => slot.hour);
        const draft = { barberId: ana.id, serviceId: corte.id, ...day, clientName: 'Helena Prado' };
        const confirm = (address: string, hour: number, clientContact: string) =>
          limited.request(
            'POST',
            '/agenda/finalizar',
            `chave=${randomUUID().replace(/-/g, '')}`,
            { ...FORM, cookie: `agendamento=${encodeURIComponent(JSON.stringify({ ...draft, hour, clientContact }))}` },
            address,
          );
        expect((await confirm('203.0.113.7', first, '11987654321')).headers.location).toMatch(/^\/agenda\/realizado\//);
        const refused = await confirm('203.0.113.7', second, '11987654322');
        expect(refused.headers.location).toBe('/agenda/finalizar');
        expect(decodeURIComponent(cookiesSet(refused).aviso)).toMatch(/"title":"Erro!"/);
        expect((await confirm('203.0.113.8', second, '11987654322')).headers.location).toMatch(/^\/agenda\/realizado\//);
      } finally {
        await limited.close();
      }
    });

    it('Consultar is a GET form the server answers with the phone’s future bookings, however the phone was typed', async () => {
      const { label, clientName, clientContact, ...chosen } = await clientDraft();
      const request = {
        userId: chosen.barberId,
        jobId: chosen.serviceId,
        day: chosen.day,
        month: chosen.month,
        year: chosen.year,
        hour: chosen.hour,
      };
      expect((await t.post('/api/appointment/create', { ...request, clientName, clientContact })).status).toBe(200);

      const { html } = await page(`/agenda/consultar?clientContact=${encodeURIComponent('(11) 98765-4321')}`);
      expect(formTo(html, '/agenda/consultar')).toContain('method="get"');
      expect(rootOf(html)).toContain('value="11987654321"');
      expect(rootOf(html).match(/<article/g)).toHaveLength(1);
      expect(rootOf(html)).toContain(`>${label}<`);
      expect(rootOf(html)).toContain('Helena &lt;/script&gt;&lt;b&gt;Prado&lt;/b&gt;');
      // This device's manage links live in its storage: the server's page offers none.
      expect(rootOf(html)).not.toContain('Gerenciar');

      const short = (await page('/agenda/consultar?clientContact=123')).html;
      expect(rootOf(short)).toContain('Contato incorreto ou inválido.');
      expect(rootOf(short)).not.toContain('<article');
    });

    it('joining the waitlist is a POST form: the days sent as repeated fields, a refusal keeps the choices, then the entry’s page', async () => {
      const {
        label: _label,
        clientName: _name,
        clientContact: _contact,
        day: _day,
        month: _month,
        year: _year,
        hour: _hour,
        ...chosen
      } = await clientDraft();
      const { today } = (await t.get('/api/shop')).body;
      const isoAhead = (days: number) => new Date(Date.UTC(today.year, today.month, today.day + days)).toISOString().slice(0, 10);
      const visitor = browser();
      visitor.setDraft(chosen);
      const joinPage = String((await visitor.get('/agenda/espera')).body);
      expect(formTo(joinPage, '/agenda/espera')).toContain('method="post"');
      // The days and parts of the day sit outside the form's element and join it by their `form` attribute.
      const formId = /id="([^"]+)"/.exec(formTo(joinPage, '/agenda/espera')!)![1];
      const dayFields = (rootOf(joinPage).match(/<input[^>]*>/g) ?? []).filter((field) => field.includes('name="dias"'));
      expect(dayFields.length).toBeGreaterThan(0);
      expect(dayFields.every((field) => field.includes(`form="${formId}"`))).toBe(true);

      const noDay = await visitor.post('/agenda/espera', [
        ['periodo', 'morning'],
        ['clientName', 'Lia Prado'],
        ['clientContact', '11987650000'],
      ]);
      expect([noDay.status, noDay.headers.location]).toEqual([303, '/agenda/espera?periodo=morning']);
      const noDayPage = String((await visitor.follow(noDay)).body);
      expect(alertOf(noDayPage)).toContain('Escolha pelo menos um dia.');
      expect(rootOf(noDayPage)).toContain('value="Lia Prado"');

      // Without the app the chips don't stop at seven: the server says so, and keeps the days.
      const eightDays = [1, 2, 3, 4, 5, 6, 7, 8].map(isoAhead);
      const tooMany = await visitor.post('/agenda/espera', [
        ...eightDays.map((day): [string, string] => ['dias', day]),
        ['clientName', 'Lia Prado'],
        ['clientContact', '11987650000'],
      ]);
      expect(tooMany.headers.location).toBe(`/agenda/espera?dias=${encodeURIComponent(eightDays.join(','))}`);
      expect(alertOf(String((await visitor.follow(tooMany)).body))).toContain('Escolha até 7 dias.');

      const days = [isoAhead(3), isoAhead(4)];
      const shortName = await visitor.post('/agenda/espera', [
        ['dias', days[0]],
        ['dias', days[1]],
        ['clientName', 'L'],
        ['clientContact', '11987650000'],
      ]);
      expect(shortName.headers.location).toBe(`/agenda/espera?dias=${encodeURIComponent(days.join(','))}`);
      const shortNamePage = String((await visitor.follow(shortName)).body);
      expect(rootOf(shortNamePage)).toContain('Campo Nome deve conter pelo menos 2 caracteres.');
      expect((rootOf(shortNamePage).match(/name="dias"[^>]* checked=""/g) ?? []).length).toBe(2);

      const joined = await visitor.post('/agenda/espera', [
        ['dias', days[0]],
        ['dias', days[1]],
        ['periodo', 'afternoon'],
        ['clientName', ' Lia Prado '],
        ['clientContact', '(11) 98765-0000'],
      ]);
      expect(joined.status).toBe(303);
      const token = /^\/agenda\/espera\/([\w-]{43})$/.exec(String(joined.headers.location))![1];
      const entry = await t.get(`/api/waitlist/manage/${token}`);
      expect(entry.body).toMatchObject({ days, period: 'afternoon', notify: false });
      expect(visitor.draft()).toEqual({ ...chosen, clientName: 'Lia Prado', clientContact: '11987650000' });

      // Once is enough: the same contact again is the API's refusal, with its message, back on the join page.
      const again = await visitor.post('/agenda/espera', [
        ['dias', days[0]],
        ['clientName', 'Lia Prado'],
        ['clientContact', '11987650000'],
      ]);
      expect(again.headers.location).toBe(`/agenda/espera?dias=${days[0]}`);
      expect(alertOf(String((await visitor.follow(again)).body))).toContain(
        'Este contato já está na lista de espera deste serviço com este barbeiro.',
      );
    });

    it('an expired deposit’s manage page says so, with Agendar de novo as a GET form: the same barber and service, on to the times', async () => {
      const { barberId: user, serviceId: job, day, month, year, hour } = await clientDraft();
      const corte = await t.orm.em.fork().findOneOrFail(Service, { id: job });
      const { appointment, token } = await shop.clientBooking(corte, { day, month, year }, hour);
      const asked = new Date(Date.now() - 20 * 60_000);
      appointment.deposit = BookingDeposit.ask({ cents: 1050, holdMinutes: 15, cancelInTime: 'refund', creditCents: 0 }, asked);
      appointment.deposit.status = 'expired';
      appointment.cancelledAt = new Date();
      await t.orm.em.fork().upsert(appointment);

      const { html: document } = await page(`/agenda/gerenciar/${token}`);
      const html = rootOf(document);
      expect(html).toContain('Cancelado porque o sinal não foi pago a tempo');
      expect(html).toMatch(/<s [^>]*>ana<\/s>/);
      expect(html).not.toContain('Cancelar agendamento');
      expect(formTo(document, '/agenda/barbeiro')).toContain('method="get"');
      expect(html).toContain(`name="barbeiro" value="${user}"`);
      expect(html).toContain(`name="servico" value="${job}"`);
      expect(html).toMatch(/<button[^>]*type="submit"[^>]*name="continuar"[^>]*>.*Agendar de novo/s);

      const visitor = browser();
      // A draft stored before the barber and the service were barberId and serviceId: read under the new names.
      visitor.setDraft({ user, job: 'an-old-choice', day, month, year, hour });
      const again = await visitor.get(`/agenda/barbeiro?barbeiro=${user}&servico=${job}&continuar=`);
      expect([again.status, again.headers.location]).toEqual([303, '/agenda/horario']);
      expect(visitor.draft()).toEqual({ barberId: user, serviceId: job });
      expect(String((await visitor.follow(again)).body)).toContain('Escolha o horário');

      // The service no longer offered: the barber kept, the service to choose again.
      await t.as(await t.orm.em.fork().findOneOrFail(Barber, { id: user })).delete(`/api/job/delete/${job}`);
      const withoutService = await visitor.get(`/agenda/barbeiro?barbeiro=${user}&servico=${job}&continuar=`);
      expect([withoutService.status, withoutService.headers.location]).toEqual([303, '/agenda/servico']);
      expect(visitor.draft()).toEqual({ barberId: user });
    });

    it('takes posted forms only on the steps that have them: the others are GET forms', async () => {
      expect((await t.request('POST', '/agenda/servico', 'servico=x', FORM)).status).toBe(404);
    });

    describe('the one button of a booking’s, an offer’s and a waitlist entry’s own page', () => {
      /** The barber `ana` and her Corte of clientDraft, the day and a free hour; the owner who sets the shop's Pix terms. */
      async function anasShop() {
        const { barberId, serviceId: job, day, month, year, hour } = await clientDraft();
        const ana = await t.orm.em.fork().findOneOrFail(Barber, { id: barberId });
        const owner = await shop.barber({ username: 'dono', role: 'owner' });
        return { ana, owner, job, date: { day, month, year }, hour };
      }
      const bookAt = async ({ ana, job, date }: Awaited<ReturnType<typeof anasShop>>, hour: number, clientContact: string) => {
        const booked = await t.post('/api/appointment/create', {
          ...date,
          hour,
          jobId: job,
          userId: ana.id,
          clientName: 'Maria Souza',
          clientContact,
        });
        expect(booked.status).toBe(200);
        return booked.body as { id: string; manageToken: string; depositPayment?: { pixCopiaECola: string } };
      };
      const isoOf = ({ day, month, year }: { day: number; month: number; year: number }) =>
        new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
      /** A waitlist entry for ana's Corte on `date`, without notifications: its manage token and id. */
      async function joined({ ana, job, date }: Awaited<ReturnType<typeof anasShop>>, clientContact = '11987650000') {
        const entry = await t.post('/api/waitlist', { userId: ana.id, jobId: job, days: [isoOf(date)], clientName: 'Lia Prado', clientContact });
        expect(entry.status).toBe(201);
        return { token: entry.body.manageToken as string, id: entry.body.entry.id as string };
      }
      /** The page a refused form gets where no page can say why: its status and message. */
      const refusalOf = (response: ApiResponse) => ({
        status: response.status,
        refused: String(response.body).includes('Formulário recusado'),
        message: /<p>(.*?)<\/p>/.exec(String(response.body))?.[1],
      });
      /** What the page's form sent to `action` holds. */
      const formContentTo = (html: string, action: string) =>
        new RegExp(`<form[^>]* action="${action}"[^>]*>(.*?)</form>`, 's').exec(rootOf(html))?.[1];
      const FROM_ANOTHER_SITE = { ...FORM, 'sec-fetch-site': 'cross-site', origin: 'https://outro-site.example' };

      it('Já paguei is a POST form of the result and manage pages: the shop is told and the page says so; nothing owed or a link gone says why', async () => {
        const shopOf = await anasShop();
        const withoutDeposit = await bookAt(shopOf, shopOf.hour, '11911110001');
        expect((await t.as(shopOf.owner).put('/api/payments/settings', PIX_TERMS)).status).toBe(200);
        const { id, manageToken, depositPayment } = await bookAt(shopOf, shopOf.hour + 100, '11911110002');
        const visitor = browser();

        // The server's page holds the Pix code and Já paguei, the page's own form: no app needed to pay and say so.
        const resultPage = `/agenda/realizado/${manageToken}`;
        const before = String((await visitor.get(resultPage)).body);
        // A form without an action: it posts to the page it is on (the result page here, the manage page there).
        expect(/<form method="post">(.*?)<\/form>/s.exec(rootOf(before))?.[1]).toMatch(/<button[^>]*type="submit"[^>]*>.*>Já paguei<\/span>/s);
        expect(rootOf(before)).toContain(`value="${depositPayment!.pixCopiaECola.replace(/&/g, '&amp;')}"`);
        // Not confirmed while the deposit waits: the heading says what is missing and until when, the money block what is left.
        expect(rootOf(before)).toMatch(/<h1[^>]*>Falta pagar o sinal até \d\d:\d\d<\/h1>/);
        expect(rootOf(before)).not.toContain('Agendamento confirmado!');
        expect(rootOf(before)).toMatch(/Pagar na barbearia<\/dt><dd[^>]*>R\$\s34,50</);

        const reported = await visitor.post(resultPage, {});
        expect([reported.status, reported.headers.location]).toEqual([303, resultPage]);
        expect((await t.get(`/api/appointment/manage/${manageToken}`)).body.depositPayment.reportedPaid).toBe(true);
        const after = rootOf(String((await visitor.follow(reported)).body));
        expect(after).toContain('Avisamos a barbearia; aguarde a confirmação.');
        expect(after).not.toContain('>Já paguei</span>');
        // The barber's agenda shows the client's word.
        const agenda = await t.as(shopOf.ana).get(`/api/appointment/admin/get/${id}`);
        expect(agenda.body.deposit.reportedPaidAt).toEqual(expect.any(String));

        // The manage page's form, of a booking that owes nothing: the page again, with the API's reason.
        const managePage = `/agenda/gerenciar/${withoutDeposit.manageToken}`;
        const nothingOwed = await visitor.post(managePage, {});
        expect([nothingOwed.status, nothingOwed.headers.location]).toEqual([303, managePage]);
        expect(alertOf(String((await visitor.follow(nothingOwed)).body))).toContain(
          'Este agendamento não está aguardando sinal (já confirmado, expirado ou sem sinal).',
        );
        // A link that leads nowhere: no page to go back to, a 404 page that says why.
        expect(refusalOf(await visitor.post(`/agenda/gerenciar/${UNKNOWN_TOKEN}`, {}))).toEqual({
          status: 404,
          refused: true,
          message: expect.any(String),
        });
      });

      it('Agendar este horário is a POST form with the key its page was rendered with: sent twice, one booking, both to its page', async () => {
        const shopOf = await anasShop();
        const entry = await joined(shopOf);
        const offered = await t.as(shopOf.ana).post(`/api/waitlist/admin/${entry.id}/offer`, { date: isoOf(shopOf.date), hour: shopOf.hour });
        expect(offered.status).toBe(200);
        const offerPage = offered.body.offerPath as string;
        const visitor = browser();

        const page = String((await visitor.get(offerPage)).body);
        expect(formTo(page, offerPage)).toContain('method="post"');
        expect(rootOf(page)).toMatch(/<button[^>]*type="submit"[^>]*>.*?Agendar este horário/s);
        const key = /name="chave" value="([\w-]+)"/.exec(rootOf(page))![1];

        const [first, second] = await Promise.all([visitor.post(offerPage, { chave: key }), visitor.post(offerPage, { chave: key })]);
        expect([first.status, second.status]).toEqual([303, 303]);
        expect(second.headers.location).toBe(first.headers.location);
        const bookingToken = /^\/agenda\/realizado\/([\w-]{43})$/.exec(String(first.headers.location))![1];
        const booking = await t.get(`/api/appointment/manage/${bookingToken}`);
        expect(booking.body).toMatchObject({ hour: shopOf.hour, clientName: 'Lia Prado' });
        expect(rootOf(String((await visitor.follow(first)).body))).toContain('Agendamento confirmado!');

        // Taken: another key is the API's refusal, said on the offer's page, which says it was booked.
        const again = await visitor.post(offerPage, { chave: 'k'.repeat(32) });
        expect([again.status, again.headers.location]).toEqual([303, offerPage]);
        const takenPage = String((await visitor.follow(again)).body);
        expect(alertOf(takenPage)).toContain('Este horário já foi agendado.');
        expect(rootOf(takenPage)).toContain('Você já agendou este horário');
        expect(refusalOf(await visitor.post(`/agenda/espera/oferta/${UNKNOWN_TOKEN}`, {}))).toMatchObject({ status: 404, refused: true });
      });

      it('Sair da lista is a POST form asked once more through a GET of the page: left, the page says so; gone, a 404 page', async () => {
        const entry = await joined(await anasShop());
        const entryPage = `/agenda/espera/${entry.token}`;
        const visitor = browser();

        const page = String((await visitor.get(entryPage)).body);
        expect(formTo(page, entryPage)).toContain('method="get"');
        expect(formContentTo(page, entryPage)).toMatch(/<button[^>]*type="submit"[^>]*name="sair"[^>]*>.*>Sair da lista de espera<\/span>/s);
        // Sair da lista de espera sent as its GET form: the page with the question open, Sair da lista the page's POST form.
        const asking = String((await visitor.get(`${entryPage}?sair=true`)).body);
        expect(rootOf(asking)).toContain('Sair da lista? Você deixa de receber ofertas deste pedido.');
        const leaveForm = new RegExp(`<form[^>]*action="${entryPage}" method="post"[^>]*>(.*?)</form>`, 's').exec(rootOf(asking))?.[1];
        expect(leaveForm).toMatch(/<button[^>]*type="submit"[^>]*>.*>Sair da lista<\/span>/s);

        const left = await visitor.post(entryPage, {});
        expect([left.status, left.headers.location]).toEqual([303, entryPage]);
        expect((await t.get(`/api/waitlist/manage/${entry.token}`)).status).toBe(404);
        const leftPage = rootOf(String((await visitor.follow(left)).body));
        expect(leftPage).toContain('Você saiu da lista de espera');
        expect(leftPage).toContain('Não enviaremos mais ofertas deste pedido.');

        // Sent again (another tab, the back button): the entry is gone, and no page can show it.
        expect(refusalOf(await visitor.post(entryPage, {}))).toMatchObject({ status: 404, refused: true });
      });

      it('refuses another site’s post of each with 403 and control characters with 400: nothing reported, booked or left', async () => {
        const shopOf = await anasShop();
        expect((await t.as(shopOf.owner).put('/api/payments/settings', PIX_TERMS)).status).toBe(200);
        const { manageToken } = await bookAt(shopOf, shopOf.hour + 100, '11911110002');
        const entry = await joined(shopOf);
        const offered = await t.as(shopOf.ana).post(`/api/waitlist/admin/${entry.id}/offer`, { date: isoOf(shopOf.date), hour: shopOf.hour });
        const pages = [
          `/agenda/realizado/${manageToken}`,
          `/agenda/gerenciar/${manageToken}`,
          offered.body.offerPath,
          `/agenda/espera/${entry.token}`,
        ];

        const answers = [];
        for (const url of pages) {
          answers.push([url, (await t.request('POST', url, `chave=${'c'.repeat(32)}`, FROM_ANOTHER_SITE)).status]);
          answers.push([url, (await t.request('POST', url, 'chave=Helena%00Prado', FORM)).status]);
          answers.push([url, (await t.request('POST', url, 'x%1By=1', FORM)).status]);
        }
        const tokenWithControl = `${manageToken.slice(0, 42)}%00`;
        answers.push(['a control character in the link', (await t.request('POST', `/agenda/gerenciar/${tokenWithControl}`, '', FORM)).status]);
        expect(answers).toEqual([
          ...pages.flatMap((url) => [
            [url, 403],
            [url, 400],
            [url, 400],
          ]),
          ['a control character in the link', 400],
        ]);

        expect((await t.get(`/api/appointment/manage/${manageToken}`)).body.depositPayment.reportedPaid).toBe(false);
        expect((await t.get(`/api/waitlist/offer/${offered.body.offerPath.split('/').pop()}`)).body.offer.status).toBe('pending');
        expect((await t.get(`/api/waitlist/manage/${entry.token}`)).status).toBe(200);
      });
    });
  });
});
