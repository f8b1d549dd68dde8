import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { barberChoice, bookingWhen, chooseBarber, dayChip, draftAt, shownPhone, storeDraft, weekdayDate } from './booking-steps';
import { login } from './admin-login';
import { setDeposit } from './deposit-terms';
import {
  apiLogin,
  barberOfThisTest,
  bookThroughApi,
  isoDateOf,
  joinWaitlistThroughApi,
  ensureTwoBookableBarbers,
  findBookableSlot,
  type BookableSlot,
  type ShopDate,
} from './shop-api';
import { calendarDay, chooseCalendarDay } from './time-step';

const PUBLIC_PAGES = ['/', '/agenda/barbeiro', '/agenda/consultar', '/administrador/login', '/privacidade'];
/** The app's entry script: held back, the page stays as the server sent it, as on a slow phone network. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
/** Every script of the app (the entry, the boot's stages, the routes' chunks). */
const APP_SCRIPTS = /\/assets\/[\w-]+\.js$/;

/** Holds back the scripts `pattern` matches, on this page and the pages it goes to, until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    // A request of a page left meanwhile is gone.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Opens `url` with the app's code held back until the returned function is called. */
async function openBeforeTheApp(page: Page, url: string): Promise<() => void> {
  const release = await holdBack(page, ENTRY_SCRIPT);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

/** The errors a page logs, or throws. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** Without the app: the calendar's Próximo mês (each tap a new page from the server) until it shows the month of `date`. */
async function showMonthWithoutTheApp(page: Page, date: ShopDate) {
  const target = page.getByText(`${MONTH_NAMES[date.month]} de ${date.year}`, { exact: true });
  for (let taps = 0; taps < 3 && !(await target.isVisible()); taps++) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(target).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the home page and the barber step arrive whole: the shop’s name, its links, the barbers', async ({ page, request }) => {
    await ensureTwoBookableBarbers(request);
    const shop = await (await request.get('/api/shop')).json();
    const [barber] = await (await request.get('/api/auth')).json();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'AGENDAR' })).toBeVisible();
    await page.getByRole('link', { name: 'AGENDAR' }).click();

    await expect(page).toHaveURL(/\/agenda\/barbeiro$/);
    await expect(page.getByRole('heading', { name: 'Escolha o barbeiro' })).toBeVisible();
    await expect(page.getByRole('radio', { name: barber.displayName })).toBeVisible();
  });

  test('books from the home page to the result page through the steps as plain forms, and finds the booking in Consultar', async ({
    page,
    request,
  }) => {
    await ensureTwoBookableBarbers(request);
    const slot = await findBookableSlot(request, 'Corte', 4);
    const contact = `219${String(Date.now()).slice(-8)}`;

    await page.goto('/');
    await page.getByRole('link', { name: 'AGENDAR' }).click();
    await barberChoice(page, slot.barber.displayName).click();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/agenda\/servico$/);
    // Nothing chosen: the server says what the app's toast would.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toContainText('Escolha um serviço.');
    await page.getByRole('radio', { name: /^Corte \d/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/agenda\/horario$/);
    await showMonthWithoutTheApp(page, slot.date);
    await calendarDay(page, slot.date).click();
    await expect(calendarDay(page, slot.date)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('radio', { name: slot.label, exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/agenda\/cliente$/);
    const contactField = page.getByRole('textbox', { name: 'Contato' });
    await page.getByRole('textbox', { name: 'Nome' }).fill('Rita Sem Script');
    await contactField.fill(contact.slice(0, 6));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toContainText('Contato inválido');
    await expect(contactField).toHaveAccessibleDescription(/Campo CONTATO deve conter pelo menos 8 caracteres\./);
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Rita Sem Script');
    await contactField.fill(shownPhone(contact));
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/agenda\/finalizar$/);
    await expect(page.getByRole('main')).toContainText(bookingWhen(slot.date, slot.label));
    await expect(page.getByRole('main')).toContainText(shownPhone(contact));
    // What only the app can do is not offered.
    await expect(page.getByRole('button', { name: /notificação/ })).toBeHidden();
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page).toHaveURL(/\/agenda\/realizado\/[\w-]{43}$/);
    await expect(page.getByText('Agendamento confirmado!')).toBeVisible();
    await expect(page.getByText(bookingWhen(slot.date, slot.label), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();

    await expect(page).toHaveURL(/\/(\?)?$/);
    await page.getByRole('link', { name: 'CONSULTAR' }).click();
    await page.getByRole('textbox', { name: 'Contato' }).fill(shownPhone(contact));
    await page.getByRole('button', { name: 'Consultar' }).click();
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(weekdayDate(slot.date));
    await expect(card).toContainText(slot.label);
    await expect(card).toContainText('Rita Sem Script');
  });

  test('joins the waitlist from the time step as a plain form: a refusal keeps what was chosen, then the entry’s own page', async ({
    page,
    request,
  }) => {
    await ensureTwoBookableBarbers(request);
    const slot = await findBookableSlot(request, 'Corte', 4);
    const contact = `319${String(Date.now()).slice(-8)}`;

    await page.goto('/agenda/barbeiro');
    await barberChoice(page, slot.barber.displayName).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /^Corte \d/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/agenda\/horario$/);
    await page.getByRole('link', { name: 'Avise-me se abrir um horário' }).click();

    await expect(page).toHaveURL(/\/agenda\/espera$/);
    await page.getByRole('radio', { name: /^Manhã/ }).check();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Lia Sem Script');
    await page.getByRole('textbox', { name: 'Contato' }).fill(shownPhone(contact));
    // No day: the server says so, and keeps the part of the day and what was typed.
    await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await expect(page).toHaveURL(/\/agenda\/espera\?periodo=morning$/);
    await expect(page.getByRole('alert').first()).toContainText('Escolha pelo menos um dia.');
    await expect(page.getByRole('radio', { name: /^Manhã/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Lia Sem Script');
    // What only the app can do is not offered: notifications.
    await expect(page.getByRole('button', { name: 'Receber a oferta por notificação' })).toBeHidden();
    await page.screenshot({ path: 'test-results/waitlist-join-refused-without-js-360.png', fullPage: true });

    await page.getByRole('checkbox', { name: dayChip(slot.date) }).check();
    await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await expect(page).toHaveURL(/\/agenda\/espera\/[\w-]{43}$/);
    await expect(page.getByRole('heading', { name: 'Você está na lista de espera' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(dayChip(slot.date));
    await expect(page.getByRole('main')).toContainText('Manhã');
  });

  test('a client books with a Pix deposit, taps Já paguei, and the barber sees it to confirm', async ({ page, request, browser, baseURL }) => {
    test.slow();
    const own = await barberOfThisTest(request);
    const slot = await own.slot(5);
    const contact = `419${String(Date.now()).slice(-8)}`;
    await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
    try {
      // From Seus dados on, the steps as plain forms: the booking asks the deposit, its page holds the Pix and Já paguei.
      await page.context().addCookies([{ name: 'agendamento', value: encodeURIComponent(JSON.stringify(draftAt(slot))), url: baseURL! }]);
      await page.goto('/agenda/cliente');
      await page.getByRole('textbox', { name: 'Nome' }).fill('Paula Sem Script');
      await page.getByRole('textbox', { name: 'Contato' }).fill(shownPhone(contact));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page).toHaveURL(/\/agenda\/realizado\/[\w-]{43}$/);
      const token = page.url().split('/').pop()!;
      // The server's page says what is missing and until when, and what is left to pay at the shop.
      await expect(page.getByRole('heading', { level: 1, name: /^Falta pagar o sinal até \d\d:\d\d$/ })).toBeVisible();
      await expect(page.getByText('Agendamento confirmado!')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'O sinal e as regras' })).toContainText(/Pagar na barbearia\s*R\$\s\d+,\d\d/);
      await expect(page.getByLabel('Pix copia e cola')).toHaveValue(/^000201/);
      // Copying needs the app: its button waits for it.
      await expect(page.getByRole('button', { name: 'Copiar' })).toBeDisabled();
      await page.screenshot({ path: 'test-results/deposit-pending-without-js-360.png', fullPage: true });

      await page.getByRole('button', { name: 'Já paguei' }).click();
      await expect(page).toHaveURL(new RegExp(`/agenda/realizado/${token}$`));
      await expect(page.getByText('Avisamos a barbearia; aguarde a confirmação.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Já paguei' })).toHaveCount(0);

      // The barber's day: the card waits for the deposit with the client's word, and one tap confirms it.
      const barberContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 }, javaScriptEnabled: true });
      const barber = await barberContext.newPage();
      await login(barber, own.account.username, own.account.password);
      await barber.goto(`/administrador/minha-agenda?dia=${isoDateOf(slot.date)}`);
      const card = barber.getByRole('article', { name: `${slot.label}, Paula Sem Script` });
      await expect(card).toContainText('cliente diz que já pagou');
      await card.getByRole('button', { name: 'Sinal recebido', exact: true }).click();
      await expect(card).toContainText('Sinal recebido R$\u00a010,00');
      await barberContext.close();

      await page.goto(`/agenda/gerenciar/${token}`);
      await expect(page.getByRole('status').filter({ hasText: 'Sinal recebido' })).toBeVisible();
    } finally {
      await setDeposit(request, { depositRule: 'off' });
      await own.done();
    }
  });

  test('a client takes the time a waitlist offer holds for them, and sees the booking', async ({ page, request }) => {
    const own = await barberOfThisTest(request);
    const slot = await own.slot(5);
    const { entryId } = await joinWaitlistThroughApi(request, slot, { name: 'Otto Sem Script', contact: `519${String(Date.now()).slice(-8)}` });
    const offered = await request.post(`/api/waitlist/admin/${entryId}/offer`, {
      headers: own.barber.headers,
      data: { date: isoDateOf(slot.date), hour: slot.hour },
    });
    expect(offered.status()).toBe(200);
    const { offerPath } = await offered.json();

    await page.goto(offerPath);
    await expect(page.getByRole('heading', { name: 'Abriu um horário para você!' })).toBeVisible();
    await page.getByRole('button', { name: 'Agendar este horário' }).click();
    await expect(page).toHaveURL(/\/agenda\/realizado\/[\w-]{43}$/);
    await expect(page.getByText('Agendamento confirmado!')).toBeVisible();
    await expect(page.getByText(bookingWhen(slot.date, slot.label), { exact: true })).toBeVisible();

    // The link again: already booked, nothing to take twice.
    await page.goto(offerPath);
    await expect(page.getByText('Você já agendou este horário')).toBeVisible();
    await own.done();
  });

  test('a client leaves the waitlist, asked once more, and the page says they left', async ({ page, request }) => {
    const own = await barberOfThisTest(request);
    const slot = await own.slot(5);
    const { manageToken } = await joinWaitlistThroughApi(request, slot, { name: 'Vera Sem Script', contact: `619${String(Date.now()).slice(-8)}` });

    await page.goto(`/agenda/espera/${manageToken}`);
    await expect(page.getByRole('heading', { name: 'Você está na lista de espera' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair da lista de espera' }).click();
    await expect(page.getByRole('group', { name: 'Sair da lista de espera?' })).toBeVisible();
    // Ficar na lista closes the question, nothing changed.
    await page.getByRole('button', { name: 'Ficar na lista' }).click();
    await expect(page.getByRole('group', { name: 'Sair da lista de espera?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sair da lista de espera' }).click();
    await page.getByRole('button', { name: 'Sair da lista', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/agenda/espera/${manageToken}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Você saiu da lista de espera' })).toBeVisible();
    expect((await request.get(`/api/waitlist/manage/${manageToken}`)).status()).toBe(404);
    await own.done();
  });
});

/** A waitlist entry for the day of `slot`, offered its time by hand: the entry's and the offer's pages. */
async function waitlistPages(request: APIRequestContext, slot: BookableSlot): Promise<string[]> {
  const { entryId, manageToken } = await joinWaitlistThroughApi(request, slot, {
    name: 'Íris Espera',
    contact: `219${String(Date.now()).slice(-8)}`,
  });
  const owner = await apiLogin(request, 'barbeiro', 'barbearia123');
  const offered = await request.post(`/api/waitlist/admin/${entryId}/offer`, {
    headers: owner.headers,
    data: { date: isoDateOf(slot.date), hour: slot.hour },
  });
  expect(offered.status()).toBe(200);
  return [`/agenda/espera/${manageToken}`, (await offered.json()).offerPath];
}

test('the app takes each public page over without a mismatch or an error', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 9);
  const contact = `119${String(Date.now()).slice(-8)}`;
  const manageToken = await bookThroughApi(request, slot, { name: 'Helena Prado', contact });
  const waitlist = await waitlistPages(request, await findBookableSlot(request, 'Corte', 9));
  const errors = errorsOf(page);
  // Also the pages a form sent without the app leads to: a lookup's answer, a step with the server's notice.
  const formAnswers = [`/agenda/consultar?clientContact=${contact}`, '/agenda/barbeiro?continuar='];
  for (const url of [...PUBLIC_PAGES, `/agenda/gerenciar/${manageToken}`, ...waitlist, ...formAnswers]) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('#server-state')).toHaveCount(1);
  }
  await expect(page.getByRole('alert')).toContainText('Escolha um barbeiro.');
  expect(errors).toEqual([]);
});

test('a booking step opened again arrives with the client’s choices, and the app takes that page over as it is', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 9);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/agenda/barbeiro');
  await chooseBarber(page, slot.barber.displayName);
  await page.getByRole('radio', { name: /^Corte \d/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseCalendarDay(page, slot.date);
  await page.getByRole('radio', { name: slot.label, exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Nome').fill('Helena <b>Prado</b>');
  await page.getByLabel('Contato').fill('11987654321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/agenda\/finalizar$/);

  const steps = [
    { url: '/agenda/servico', chosen: page.getByRole('radio', { name: /^Corte \d/ }) },
    { url: '/agenda/horario', chosen: page.getByRole('radio', { name: slot.label, exact: true }) },
    { url: '/agenda/cliente', chosen: page.getByLabel('Nome') },
    { url: '/agenda/finalizar', chosen: page.getByRole('main').getByText('Helena <b>Prado</b>') },
    // The waitlist's join page, from the same draft: the name typed at the steps.
    { url: '/agenda/espera', chosen: page.getByLabel('Nome') },
  ];
  for (const { url, chosen } of steps) {
    const release = await openBeforeTheApp(page, url);
    // Before any of the app's code: the server's page already holds the choice.
    await expect(chosen).toBeVisible();
    if (url === '/agenda/cliente' || url === '/agenda/espera') await expect(chosen).toHaveValue('Helena <b>Prado</b>');
    else if (url !== '/agenda/finalizar') await expect(chosen).toBeChecked();
    const serverElement = await chosen.elementHandle();
    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    // Taken over, not drawn again: the element the server sent is the one on screen.
    expect(await serverElement.evaluate((element) => element.isConnected)).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('a draft kept in the browser from before its cookie: the app draws the step itself, and from then on the server does', async ({
  page,
  request,
}) => {
  const slot = await findBookableSlot(request, 'Corte', 9);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await storeDraft(page, { user: slot.barber.id, job: slot.service.id });
  const chosenService = page.getByRole('radio', { name: /^Corte \d/ });

  await page.goto('/agenda/servico');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(chosenService).toBeChecked();

  const release = await openBeforeTheApp(page, '/agenda/servico');
  await expect(chosenService).toBeChecked();
  release();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

/**
 * Taps Consultar at the moment the app has taken the lookup's field over (its first task holding it), and in every task
 * in which the app holds another text for it than '11976543210', recording the text held (the value React last gave it).
 */
async function tapAsTheAppTakesTheLookupOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: string[] = [];
    Object.assign(window, { heldDuringTakeover: held });
    let committed = false;
    type Fiber = { tag: number; return: Fiber | null; stateNode: { current?: Fiber } };
    /** Whether React has committed its takeover of the field (its fiber in the root's current tree, not one still rendering). */
    const isCommitted = (field: HTMLInputElement) => {
      const key = Object.keys(field).find((name) => name.startsWith('__reactFiber$'));
      let fiber = key ? (field as unknown as Record<string, Fiber>)[key] : null;
      while (fiber && fiber.tag !== 3) fiber = fiber.return;
      return fiber !== null && fiber.stateNode.current === fiber;
    };
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const field = document.querySelector<HTMLInputElement>('input[name="clientContact"]');
      committed ||= field !== null && isCommitted(field);
      const propsKey = field && committed ? Object.keys(field).find((key) => key.startsWith('__reactProps$')) : undefined;
      const value = propsKey ? (field as unknown as Record<string, { value: string }>)[propsKey].value : undefined;
      if (value === undefined) return channel.port2.postMessage(null);
      held.push(value);
      if (value !== '11976543210' || held.length === 1) field!.form!.querySelector('button')!.click();
      if (value !== '11976543210' && held.length < 500) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
}

test.describe('before the app has arrived', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the login waits for the app: Entrar is off until it has arrived, and what was typed meanwhile is sent as typed', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/administrador/login');
    await page.getByLabel('Usuário').fill('ninguem');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
    // The session lives in the browser's storage: without the app there is nothing to log in to, and no form is sent.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();

    release();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    const login = page.waitForRequest((sent) => sent.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect((await login).postDataJSON()).toEqual({ username: 'ninguem', password: 'senha-errada-123' });
    await expect(page.getByText('Usuário ou senha incorretos.')).toBeVisible();
  });

  test('a name and phone typed before the app has arrived are kept in the draft once it has taken the page over', async ({ page, request }) => {
    const slot = await findBookableSlot(request, 'Corte', 2);
    await page.goto('/');
    await storeDraft(page, draftAt(slot));
    // The app, started again, writes the draft's cookie too: the server then renders the step.
    await page.reload();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    const release = await openBeforeTheApp(page, '/agenda/cliente');
    await page.getByLabel('Nome').fill('Otávio Reis');
    await page.getByLabel('Contato').fill('(11) 97654-3210');

    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(page.getByLabel('Nome')).toHaveValue('Otávio Reis');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('appointment') ?? '{}')))
      .toMatchObject({ clientName: 'Otávio Reis', clientContact: '11976543210' });
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByLabel('Nome')).toHaveValue('Otávio Reis');
    await expect(page.getByLabel('Contato')).toHaveValue('11976543210');
  });

  test('a phone typed before the app has arrived is the app’s as soon as it takes the field over: a tap then looks it up', async ({ page }) => {
    // A slow phone: the takeover comes in many slices, with taps in between. On a loaded 2-core machine, 20 times slower
    // takes the app well over the usual 10 s to arrive and answer.
    test.slow();
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await tapAsTheAppTakesTheLookupOver(page);
    const release = await openBeforeTheApp(page, '/agenda/consultar');
    await page.getByLabel('Contato').fill('11976543210');

    release();
    await expect(page.getByText('Nenhuma agenda foi encontrada.')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Contato incorreto ou inválido.')).toHaveCount(0);
    const held = await page.evaluate(() => (window as unknown as { heldDuringTakeover: string[] }).heldDuringTakeover);
    expect(held).toEqual(['11976543210']);
  });

  test('a text the browser put in a field without an input event is kept once the app has taken the field over', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/administrador/login');
    // What a browser restoring the form does: the value, and no event.
    await page.getByLabel('Usuário').evaluate((field: HTMLInputElement) => (field.value = 'ninguem'));
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');

    release();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    const login = page.waitForRequest((sent) => sent.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect((await login).postDataJSON()).toEqual({ username: 'ninguem', password: 'senha-errada-123' });
    await expect(page.getByLabel('Usuário')).toHaveValue('ninguem');
  });

  test('taps on two steps before the app has arrived are forms the server answers: the app then takes over that step, with those choices', async ({
    page,
    request,
  }) => {
    await ensureTwoBookableBarbers(request);
    const slot = await findBookableSlot(request, 'Corte', 2);
    const errors = errorsOf(page);
    const release = await holdBack(page, APP_SCRIPTS);
    await page.goto('/agenda/barbeiro', { waitUntil: 'domcontentloaded' });

    await barberChoice(page, slot.barber.displayName).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/agenda\/servico$/);
    await page.getByRole('radio', { name: /^Corte \d/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/agenda\/horario$/);
    await expect(page.getByRole('heading', { name: 'Escolha o horário' })).toBeVisible();
    // None of the app has run: each tap was a page of the server.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/agenda\/horario$/);
    // The app took the server's draft in, and goes on from it.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('appointment') ?? 'null'))).toEqual({
      barberId: slot.barber.id,
      serviceId: slot.service.id,
    });
    await chooseCalendarDay(page, slot.date);
    await page.getByRole('radio', { name: slot.label, exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/agenda\/cliente$/);
    await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('appointment') ?? 'null'))).toEqual(draftAt(slot));
    expect(errors).toEqual([]);
  });

  test('days and a part of the day chosen on the waitlist’s page before the app has arrived are the app’s once it takes the form over', async ({
    page,
    request,
  }) => {
    await ensureTwoBookableBarbers(request);
    const slot = await findBookableSlot(request, 'Corte', 4);
    const release = await holdBack(page, APP_SCRIPTS);
    await page.goto('/agenda/barbeiro', { waitUntil: 'domcontentloaded' });
    await barberChoice(page, slot.barber.displayName).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /^Corte \d/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('link', { name: 'Avise-me se abrir um horário' }).click();
    await expect(page).toHaveURL(/\/agenda\/espera$/);
    await page.getByRole('checkbox', { name: dayChip(slot.date) }).check();
    await page.getByRole('radio', { name: /^Tarde/ }).check();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: dayChip(slot.date) })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Tarde/ })).toBeChecked();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Teo Antes do App');
    await page.getByRole('textbox', { name: 'Contato' }).fill(`419${String(Date.now()).slice(-8)}`);
    const joined = page.waitForRequest((candidate) => candidate.url().endsWith('/api/waitlist') && candidate.method() === 'POST');
    await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    expect((await joined).postDataJSON()).toMatchObject({ days: [isoDateOf(slot.date)], period: 'afternoon' });
    await expect(page.getByRole('heading', { name: 'Pronto, você está na lista!' })).toBeVisible();
  });
});
