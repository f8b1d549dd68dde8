import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { login } from './admin-login';
import { chooseBarber } from './booking-steps';
import { PIX_SETTINGS, setDeposit } from './deposit-terms';
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

/** The QR code image's pixels, read in the page, decoded by jsQR. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const image = page.getByRole('img', { name: 'QR code do Pix' });
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

  await expect(page.getByRole('heading', { name: /^Sinal de R\$\s10,00 — pague com Pix até \d\d:\d\d$/ })).toBeVisible();
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
  await expect(page.getByText('O sinal não foi pago a tempo e o horário foi liberado')).toBeVisible();
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
  await expect(withoutApp.getByText('O sinal não foi pago a tempo e o horário foi liberado')).toBeVisible();
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
