import { expect, test, type Page } from '@playwright/test';
import { chooseBarber, draftAt, storeDraft } from './booking-steps';
import { bookThroughApi, ensureTwoBookableBarbers, findBookableSlot } from './shop-api';
import { chooseCalendarDay } from './time-step';

const PUBLIC_PAGES = ['/', '/agenda/barbeiro', '/agenda/consultar', '/administrador/login', '/privacidade'];
/** The app's entry script: held back, the page stays as the server sent it, as on a slow phone network. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/**
 * Opens `url` with the app's code held back until the returned function is called. The page's head carries the early-taps
 * script inline: it has run once the page is parsed.
 */
async function openBeforeTheApp(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
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
    await expect(page.getByRole('radio', { name: barber.username })).toBeVisible();
  });
});

test('the app takes each public page over without a mismatch or an error', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 9);
  const manageToken = await bookThroughApi(request, slot, { name: 'Helena Prado', contact: `119${String(Date.now()).slice(-8)}` });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const url of [...PUBLIC_PAGES, `/agenda/gerenciar/${manageToken}`]) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('#server-state')).toHaveCount(1);
  }
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
  await chooseBarber(page, slot.barber.username);
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
  ];
  for (const { url, chosen } of steps) {
    const release = await openBeforeTheApp(page, url);
    // Before any of the app's code: the server's page already holds the choice.
    await expect(chosen).toBeVisible();
    if (url === '/agenda/cliente') await expect(chosen).toHaveValue('Helena <b>Prado</b>');
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

test.describe('before the app has arrived', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a login typed and sent is kept and sent once the app takes the page over', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/administrador/login');
    await page.getByLabel('Usuário').fill('ninguem');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    const login = page.waitForRequest((sent) => sent.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect(page.url()).toMatch(/\/administrador\/login$/);

    release();
    const sent = await login;
    expect(sent.postDataJSON()).toEqual({ username: 'ninguem', password: 'senha-errada-123' });
    await expect(page.getByText('Usuário ou senha incorretos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('senha-errada-123');
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

  test('a text the browser put in a field without an input event is kept, even once React has taken that field over', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/administrador/login');
    // React may take the page's fields over, and draw them again, before the app's signal reaches the early-taps script
    // (it hydrates in parts): the signal is held here until the field carries React's props.
    await page.evaluate(() => {
      const takenOver = () => Object.keys(document.querySelector('input')!).some((key) => key.startsWith('__reactProps'));
      const hold = (event: Event) => {
        window.removeEventListener('app:hydrated', hold, true);
        event.stopImmediatePropagation();
        const signalLater = () => (takenOver() ? document.dispatchEvent(new Event('app:hydrated')) : setTimeout(signalLater, 10));
        signalLater();
      };
      window.addEventListener('app:hydrated', hold, true);
    });
    // What a browser restoring the form does: the value, and no event the early-taps script could see.
    await page.getByLabel('Usuário').evaluate((field: HTMLInputElement) => (field.value = 'ninguem'));
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
    const login = page.waitForRequest((sent) => sent.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();

    release();
    expect((await login).postDataJSON()).toEqual({ username: 'ninguem', password: 'senha-errada-123' });
    await expect(page.getByLabel('Usuário')).toHaveValue('ninguem');
  });

  test('a barber chosen and Continuar tapped lead to the service step once the app has arrived', async ({ page, request }) => {
    await ensureTwoBookableBarbers(request);
    const [barber] = await (await request.get('/api/auth')).json();
    const release = await openBeforeTheApp(page, '/agenda/barbeiro');
    await page.getByRole('radio', { name: barber.username }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/agenda\/barbeiro$/);

    release();
    await expect(page).toHaveURL(/\/agenda\/servico$/);
    await expect(page.getByRole('heading', { name: 'Escolha o serviço' })).toBeVisible();
  });
});
