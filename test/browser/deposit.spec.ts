import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { login } from './admin-login';
import { chooseBarber } from './booking-steps';
import { ownerHeaders, PIX_SETTINGS, setDeposit } from './deposit-terms';
import { endHoldNow } from './end-hold';
import { findBookableSlot, type BookableSlot } from './shop-api';
import { chooseCalendarDay } from './time-step';

/** The shop's Pix settings are shop-wide: this file turns the deposit on and, whatever happens, off again. */
test.use({ viewport: { width: 360, height: 800 } });

test.afterAll(async ({ request }) => {
  await setDeposit(request, { depositRule: 'off' });
});

async function bookThroughSteps(page: Page, slot: BookableSlot, contact: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'AGENDAR' }).click();
  await chooseBarber(page, slot.barber.displayName);
  await page.getByRole('radio', { name: new RegExp(`^${slot.service.name} \\d`) }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseCalendarDay(page, slot.date);
  await page.getByRole('radio', { name: slot.label, exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Nome').fill('Paula Sinal');
  await page.getByLabel('Contato').fill(contact);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/agenda\/finalizar$/);
}

/** The QR code image's pixels, read in the page, decoded by jsQR (it is behind Mostrar QR Code: opened first). */
async function decodeQr(page: Page): Promise<string | undefined> {
  const image = page.getByRole('img', { name: 'QR code do Pix' });
  if (!(await image.isVisible())) await page.getByText('Mostrar QR Code').click();
  await expect(image).toBeVisible();
  const { data, width, height } = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data;
}

test('a client pays the Pix deposit shown after booking, and sees it received once the barber confirms', async ({
  page,
  request,
  context,
  browser,
  baseURL,
}) => {
  // Two phones, the client's and the barber's, one after the other: twice a booking test's time.
  test.setTimeout(120_000);
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const slot = await findBookableSlot(request, 'Corte', 9);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await bookThroughSteps(page, slot, `119${String(Date.now()).slice(-8)}`);
  // Before Confirmar: the deposit the booking will ask, the hold and the rules.
  const quote = page.getByRole('note', { name: 'Sinal' });
  await expect(quote).toContainText('Sinal de R$\u00a010,00 por Pix');
  await expect(quote).toContainText('reservado por 15 minutos');
  await expect(quote).toContainText(/falta/i);
  await page.screenshot({ path: 'test-results/deposit-quote-360.png', fullPage: true });
  const created = page.waitForResponse((response) => response.url().endsWith('/api/appointment/create'));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const { id, date } = await (await created).json();
  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  const token = page.url().split('/').pop()!;

  // Not confirmed while the deposit waits: what is missing, and until when.
  await expect(page.getByRole('heading', { level: 1, name: /^Falta pagar o sinal até \d\d:\d\d$/ })).toBeVisible();
  await expect(page.getByText('Pague R$\u00a010,00 com o Pix copia e cola')).toBeVisible();
  await expect(page.getByText(/^Faltam 1[45] min\./)).toBeVisible();
  const code = await page.getByLabel('Pix copia e cola').inputValue();
  await page.screenshot({ path: 'test-results/deposit-pending-360.png', fullPage: true });
  expect(await decodeQr(page)).toBe(code);
  const parsed = parsePix(code);
  if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`pix-utils refused ${code}`);
  expect(parsed.transactionAmount).toBe(10);
  expect(parsed.pixKey).toBe(PIX_SETTINGS.pixKey);

  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // The server's page of the same booking: the app takes it over without a mismatch, the code still there.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.locator('#server-state')).toHaveCount(1);
  expect(await decodeQr(page)).toBe(code);
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: 'Já paguei' }).click();
  await expect(page.getByText('Avisamos a barbearia; aguarde a confirmação.')).toBeVisible();

  await barberConfirmsDeposit(await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } }), {
    id,
    date,
    barberId: slot.barber.id,
    label: slot.label,
  });
  await page.goto(`/agenda/gerenciar/${token}`);
  await expect(page.getByRole('status', { name: 'Sinal recebido' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/deposit-confirmed-360.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('a deposit not paid in time: the manage link says the time was freed, and Agendar de novo starts over with the same barber and service', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  const slot = await findBookableSlot(request, 'Corte', 10);
  const created = await request.post('/api/appointment/create', {
    data: {
      ...slot.date,
      hour: slot.hour,
      jobId: slot.service.id,
      userId: slot.barber.id,
      clientName: 'Paula Atrasada',
      clientContact: `119${String(Date.now()).slice(-8)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id, manageToken } = await created.json();
  await endHoldNow(id);
  const manageApi = `/api/appointment/manage/${manageToken}`;
  await expect.poll(async () => (await (await request.get(manageApi)).json()).status, { timeout: 30_000 }).toBe('expired');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/agenda/gerenciar/${manageToken}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Cancelado porque o sinal não foi pago a tempo' })).toBeVisible();
  for (const was of [slot.barber.displayName, slot.service.name, `às ${slot.label}`]) {
    await expect(page.locator('s').filter({ hasText: was })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Alterar|Cancelar|Já paguei/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toHaveCount(0);
  const bookAgain = page.getByRole('button', { name: 'Agendar de novo' });
  await expect(bookAgain).toBeVisible();
  expect((await bookAgain.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/deposit-expired-360.png', fullPage: true });

  await bookAgain.click();
  await expect(page).toHaveURL(/\/agenda\/horario$/);
  await expect(page.getByRole('heading', { name: 'Escolha o horário' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('appointment') ?? 'null'))).toEqual({
    barberId: slot.barber.id,
    serviceId: slot.service.id,
  });
  // The freed time is offered again.
  await chooseCalendarDay(page, slot.date);
  await expect(page.getByRole('radio', { name: slot.label, exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  // Before the app has arrived (here, without JavaScript), the button is a GET form the server answers.
  const plain = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
  const withoutApp = await plain.newPage();
  await withoutApp.goto(`/agenda/gerenciar/${manageToken}`);
  await expect(withoutApp.getByRole('heading', { name: 'Cancelado porque o sinal não foi pago a tempo' })).toBeVisible();
  await withoutApp.getByRole('button', { name: 'Agendar de novo' }).click();
  await expect(withoutApp).toHaveURL(/\/agenda\/horario$/);
  await expect(withoutApp.getByRole('heading', { name: 'Escolha o horário' })).toBeVisible();
  await plain.close();
});

/**
 * The barber's side, on another phone: the day's card waits for the deposit with its countdown and the client's word;
 * the push's Confirmar opens the booking's sheet with Sinal recebido focused; one tap on the card confirms it.
 */
async function barberConfirmsDeposit(context: BrowserContext, booking: { id: string; date: string; barberId: string; label: string }) {
  const barber = await context.newPage();
  await login(barber);
  await barber.goto(`/administrador/minha-agenda?dia=${booking.date}&barbeiro=${booking.barberId}`);
  const card = barber.getByRole('article', { name: `${booking.label}, Paula Sinal` });
  await expect(card).toContainText(/Aguardando sinal R\$\s10,00 · \d+ min/);
  await expect(card).toContainText('cliente diz que já pagou');
  await card.scrollIntoViewIfNeeded();
  await barber.screenshot({ path: 'test-results/deposit-barber-pending-360.png' });

  // A tap on the push (its url, as test/api/push.e2e-spec.ts checks it): the sheet, Sinal recebido ready.
  await barber.goto(`/administrador/minha-agenda?dia=${booking.date}&barbeiro=${booking.barberId}&agendamento=${booking.id}`);
  const sheet = barber.getByRole('dialog', { name: new RegExp(`^${booking.label}.*Paula Sinal`) });
  await expect(sheet.getByRole('button', { name: 'Sinal recebido', exact: true })).toBeFocused();
  await barber.screenshot({ path: 'test-results/deposit-barber-sheet-360.png' });
  await barber.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  // Closed, the sheet leaves the address (replaced): a reload shows the day without opening it again.
  await expect.poll(() => new URL(barber.url()).searchParams.get('agendamento')).toBeNull();
  await barber.reload();
  await expect(card).toBeVisible();
  await expect(sheet).toHaveCount(0);

  const button = card.getByRole('button', { name: 'Sinal recebido', exact: true });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await expect(barber.getByText('Sinal de R$\u00a010,00 recebido.')).toBeVisible();
  await expect(card).toContainText('Sinal recebido R$\u00a010,00');
  await expect(card).toContainText('Pgto. Antecipado');
  await expect(card.getByRole('button', { name: 'Sinal recebido', exact: true })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await barber.screenshot({ path: 'test-results/deposit-barber-confirmed-360.png' });
  await context.close();
}

const brl = (reais: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);

interface BookedWithDeposit {
  id: string;
  manageToken: string;
  depositPayment: { amount: number; dueAtShop: number };
}

/** Books `slot` through the public API, as the booking pages do: the answer carries the deposit asked. */
async function bookWithDeposit(
  request: APIRequestContext,
  slot: BookableSlot,
  clientName: string,
  clientContact: string,
): Promise<BookedWithDeposit> {
  const created = await request.post('/api/appointment/create', {
    data: { ...slot.date, hour: slot.hour, jobId: slot.service.id, userId: slot.barber.id, clientName, clientContact },
  });
  expect(created.status(), await created.text()).toBe(200);
  return created.json();
}

/** Marks the page's document, to tell later that it was never loaded again (no reload, no navigation). */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-same-document'));

/** axe's serious and critical WCAG 2.1 A/AA violations of the page as it is now (accessibility.spec.ts checks the other pages). */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
}

test('the result page while the deposit waits, on a 360 × 780 phone: what is missing and until when, the code, Copiar and Já paguei on the first screen, the money in one block; the barber’s confirmation shows by itself', async ({
  page,
  request,
}) => {
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  await page.setViewportSize({ width: 360, height: 780 });
  const slot = await findBookableSlot(request, 'Corte', 11);
  const { id, manageToken, depositPayment } = await bookWithDeposit(request, slot, 'Paula Pendente', `119${String(Date.now()).slice(-8)}`);
  await page.goto(`/agenda/realizado/${manageToken}`, { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await markDocument(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Falta pagar o sinal até \d\d:\d\d$/);
  await expect(page.getByText('Agendamento confirmado!')).toHaveCount(0);
  await expect(page.getByText('A barbearia já tem o seu agendamento')).toHaveCount(0);
  // A phone pays from its own bank app: the code, Copiar and Já paguei on the first screen; the QR code waits behind its button.
  const copy = page.getByRole('button', { name: 'Copiar' });
  await expect(copy).toBeEnabled();
  expect(await bottomOf(page.getByLabel('Pix copia e cola'))).toBeLessThanOrEqual(780);
  expect(await bottomOf(copy)).toBeLessThanOrEqual(780);
  expect(await bottomOf(page.getByRole('button', { name: 'Já paguei' }))).toBeLessThanOrEqual(780);
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeHidden();
  const showQr = page.getByText('Mostrar QR Code');
  expect((await showQr.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/result-deposit-pending-first-screen-360.png' });

  // The money and the shop's rules, in one block that fits the screen: the deposit, and what is left at the shop.
  const money = page.getByRole('region', { name: 'O sinal e as regras' });
  await expect(money).toContainText(`Sinal${brl(depositPayment.amount)} por Pix`);
  expect(depositPayment.dueAtShop).toBeGreaterThan(0);
  await expect(money).toContainText(`Pagar na barbearia${brl(depositPayment.dueAtShop)}`);
  await expect(money).toContainText('reservado por 15 minutos');
  await expect(money).toContainText('Cancelando');
  expect((await money.boundingBox())!.height).toBeLessThanOrEqual(780);
  await page.screenshot({ path: 'test-results/result-deposit-pending-360.png', fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The barber confirms (the API the agenda's Sinal recebido calls) while the client's page stays open.
  const confirmed = await request.post(`/api/appointment/admin/${id}/deposit/confirm`, { headers: await ownerHeaders(request) });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: 'Sinal recebido' })).toContainText(`Na barbearia, falta pagar ${brl(depositPayment.dueAtShop)}.`);
  await expect(page.getByRole('button', { name: /Copiar|Já paguei/ })).toHaveCount(0);
  await expect(page.getByText(/Faltam \d+ min/)).toHaveCount(0);
  expect(await sameDocument(page)).toBe('yes');
  await page.screenshot({ path: 'test-results/result-deposit-confirmed-360.png', fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the network drops right after Confirmar of a booking with a deposit: the page kept offline says the deposit is missing, not confirmado', async ({
  page,
  context,
  request,
}) => {
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  const slot = await findBookableSlot(request, 'Corte', 13);
  await bookThroughSteps(page, slot, `119${String(Date.now()).slice(-8)}`);
  // The answer arrives, and the connection drops with it: the result page can load nothing from the network.
  await page.route('**/api/appointment/create', async (route) => {
    const answer = await route.fetch();
    await context.setOffline(true);
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Falta pagar o sinal até \d\d:\d\d$/);
  await expect(page.getByText('Agendamento confirmado!')).toHaveCount(0);
  await expect(page.getByText(`Sem o Pix do sinal (${brl(10)}), o agendamento é cancelado`)).toBeVisible();
  await expect(
    page.getByText('O Pix do sinal, o link de gerenciamento, o calendário e os avisos aparecem aqui quando a conexão voltar'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/result-deposit-offline-360.png', fullPage: true });

  // The connection returns: the page completes itself with the Pix to pay.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  await expect(page.getByText('quando a conexão voltar')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Falta pagar o sinal até \d\d:\d\d$/);
});

test('the hold ending while the result page is open: the page turns by itself into the cancelled booking with Agendar de novo (same barber and service), and Consultar lists it as cancelled', async ({
  page,
  request,
}) => {
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  await page.setViewportSize({ width: 360, height: 780 });
  const slot = await findBookableSlot(request, 'Corte', 12);
  const contact = `119${String(Date.now()).slice(-8)}`;
  const { id, manageToken } = await bookWithDeposit(request, slot, 'Paula Sem Pix', contact);
  await page.goto(`/agenda/realizado/${manageToken}`, { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await markDocument(page);
  await expect(page.getByRole('button', { name: 'Já paguei' })).toBeVisible();

  await endHoldNow(id);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelado porque o sinal não foi pago a tempo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Copiar|Já paguei/ })).toHaveCount(0);
  await expect(page.getByLabel('Pix copia e cola')).toHaveCount(0);
  await expect(page.getByText('Mostrar QR Code')).toHaveCount(0);
  await expect(page.locator('s').filter({ hasText: slot.service.name })).toBeVisible();
  expect(await sameDocument(page)).toBe('yes');
  await page.screenshot({ path: 'test-results/result-deposit-expired-360.png', fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Agendar de novo' }).click();
  await expect(page).toHaveURL(/\/agenda\/horario$/);
  await expect(page.getByRole('heading', { name: 'Escolha o horário' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('appointment') ?? 'null'))).toEqual({
    barberId: slot.barber.id,
    serviceId: slot.service.id,
  });

  // Consultar, by the phone: the booking listed as cancelled, saying why.
  await page.goto('/agenda/consultar');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByLabel('Contato').fill(contact);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Cancelado: sinal não pago a tempo' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${slot.service.name} com ${slot.barber.displayName}`);
  await expect(card).toContainText(slot.label);
  await page.screenshot({ path: 'test-results/lookup-deposit-expired-360.png', fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
});
