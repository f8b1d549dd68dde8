import { expect, test } from '@playwright/test';
import { login } from './admin-login';
import { setDeposit } from './deposit-terms';
import { barberOfThisTest, bookThroughApi, isoDateOf } from './shop-api';

/** The shop's Pix settings are shop-wide: this file turns the deposit on for one booking and, whatever happens, off again. */
test.use({ viewport: { width: 360, height: 800 } });

test.afterAll(async ({ request }) => {
  await setDeposit(request, { depositRule: 'off' });
});

test('the barber finds the deposit waiting from Início and the day, confirms it in one tap on Sinais a confirmar, and the list empties', async ({
  page,
  request,
}) => {
  test.slow();
  const own = await barberOfThisTest(request);
  const slot = await own.slot(1);
  const client = { name: 'Rita Sinal', contact: `119${String(Date.now()).slice(-8)}` };
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  const manageToken = await bookThroughApi(request, slot, client);
  await setDeposit(request, { depositRule: 'off' });
  // The client taps Já paguei: the hold is 15 minutes more, once, and the barber is told.
  expect((await request.post(`/api/appointment/manage/${manageToken}/deposit/paid`)).status()).toBe(200);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await login(page, own.account.username, own.account.password);
  // Início: the deposits waiting, first of all, and the next booking says its deposit waits.
  const waiting = page.getByRole('link', { name: /^1 sinal a confirmar/ });
  await expect(waiting).toContainText(/Faltam (29|30) min · Rita Sinal/);
  expect((await waiting.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const next = page.getByRole('region', { name: 'Próximo agendamento' });
  await expect(next).toContainText('Rita Sinal');
  await expect(next).toContainText(/Aguardando sinal R\$\s10,00 · (29|30) min/);
  await expect(next).toContainText('cliente diz que já pagou');
  await page.screenshot({ path: 'test-results/barber-deposits-home-360.png', fullPage: true });

  // The day view: the same link and Bloquear over the day's times, not under them.
  await page.goto(`/administrador/minha-agenda?dia=${isoDateOf(slot.date)}`);
  const timeline = page.getByRole('list', { name: 'Horários do dia' });
  await expect(timeline.getByRole('article', { name: /Rita Sinal/ })).toBeVisible();
  const block = page.getByRole('button', { name: 'Bloquear' });
  const dayLink = page.getByRole('link', { name: '1 sinal a confirmar' });
  for (const control of [block, dayLink]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y).toBeLessThan((await timeline.boundingBox())!.y);
  }
  await page.screenshot({ path: 'test-results/barber-deposits-day-360.png' });

  await dayLink.click();
  await expect(page).toHaveURL(/\/administrador\/sinais$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sinais a confirmar' })).toBeVisible();
  const row = page.getByRole('article', { name: `Rita Sinal, ${slot.label}` });
  await expect(row).toContainText(`às ${slot.label} · Corte`);
  await expect(row).toContainText('R$\u00a010,00');
  await expect(row).toContainText(/Faltam (29|30) min/);
  await expect(row).toContainText('cliente diz que já pagou');
  await page.screenshot({ path: 'test-results/barber-deposits-list-360.png', fullPage: true });

  const confirm = row.getByRole('button', { name: 'Sinal recebido', exact: true });
  expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await confirm.click();
  await expect(page.getByText('Sinal de R$\u00a010,00 recebido.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Nenhum sinal esperando confirmação.')).toBeVisible();
  await page.screenshot({ path: 'test-results/barber-deposits-empty-360.png', fullPage: true });

  // Início again: nothing waits, and the next booking's deposit is received.
  await page.getByRole('main').getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/administrador\/home$/);
  await expect(next).toContainText('Sinal recebido R$\u00a010,00');
  await expect(page.getByRole('link', { name: /sinais? a confirmar/ })).toHaveCount(0);

  // The client's page in Clientes: each booking with its deposit's state.
  await page.goto(`/administrador/clientes/${client.contact}`);
  await expect(page.getByText('Sinal recebido R$\u00a010,00')).toBeVisible();
  await page.screenshot({ path: 'test-results/barber-deposits-client-360.png', fullPage: true });
  expect(errors).toEqual([]);
  await own.done();
});
