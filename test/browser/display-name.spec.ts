import { expect, test, type Page } from '@playwright/test';
import { login, logout } from './admin-login';
import { barberChoice, bookingWhen } from './booking-steps';
import { barberOfThisTest } from './shop-api';
import { chooseCalendarDay } from './time-step';

/** A barber names themselves for clients in Meus Dados; a client booking sees that name, never the login. */
test.use({ viewport: { width: 360, height: 800 } });
const PHONE = { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: 'pt-BR' };
const DISPLAY_NAME = 'Rafael Tesoura';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/display-name-${name}-360.png`, fullPage: true });
/** The detail of a booking card's row ('Barbeiro', 'Serviço'…). */
const detailOf = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test('a barber sets the name clients see in Meus Dados; a client sees it on the barber step, the summary and the result page', async ({
  page,
  browser,
  request,
}) => {
  // The barber's phone, then the client's: twice a booking test's time.
  test.slow();
  const own = await barberOfThisTest(request);
  const context = await browser.newContext(PHONE);
  try {
    await login(page, own.account.username, own.account.password);
    await page.goto('/administrador/dados');
    const name = page.getByLabel('Nome para os clientes');
    await expect(name).toHaveValue(own.account.username);
    // Too short: the form says so, as the server would refuse it.
    await name.fill('R');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Use de 2 a 40 letras/);
    await name.fill(`  ${DISPLAY_NAME} `);
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText('Dados atualizados.')).toBeVisible();
    await shot(page, 'profile');
    await page.reload();
    await expect(page.getByLabel('Nome para os clientes')).toHaveValue(DISPLAY_NAME);
    await expect(page.getByLabel('Usuário')).toHaveValue(own.account.username);

    const client = await context.newPage();
    const slot = await own.slot(4);
    await client.goto('/');
    await client.getByRole('link', { name: 'AGENDAR' }).click();
    await expect(client.locator('html[data-app="ready"]')).toHaveCount(1);
    const card = barberChoice(client, DISPLAY_NAME);
    await expect(card).toBeVisible();
    await expect(client.getByRole('radiogroup', { name: 'Barbeiros' })).not.toContainText(own.account.username);
    await shot(client, 'barber-step');
    await card.click();
    await client.getByRole('button', { name: 'Continuar' }).click();
    await client.getByRole('radio', { name: new RegExp(`^${slot.service.name} \\d`) }).click();
    await client.getByRole('button', { name: 'Continuar' }).click();
    await chooseCalendarDay(client, slot.date);
    await client.getByRole('radio', { name: slot.label, exact: true }).click();
    await client.getByRole('button', { name: 'Continuar' }).click();
    await client.getByLabel('Nome').fill('Clara Nome');
    await client.getByLabel('Contato').fill(`119${String(Date.now()).slice(-8)}`);
    await client.getByRole('button', { name: 'Continuar' }).click();

    await expect(client).toHaveURL(/\/agenda\/finalizar$/);
    await expect(detailOf(client, 'Barbeiro')).toHaveText(DISPLAY_NAME);
    await client.getByRole('button', { name: 'Confirmar' }).click();

    await expect(client).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
    await expect(client.getByText(bookingWhen(slot.date, slot.label), { exact: true })).toBeVisible();
    await expect(detailOf(client, 'Barbeiro')).toHaveText(DISPLAY_NAME);
    await expect(client.getByRole('main')).not.toContainText(own.account.username);
    await shot(client, 'result');

    // The owner's Equipe shows both names: the one clients see, over the login.
    await logout(page);
    await login(page);
    await page.goto('/administrador/equipe');
    const member = page.getByRole('list', { name: 'Barbeiros' }).getByRole('listitem').filter({ hasText: DISPLAY_NAME });
    await expect(member).toContainText(`Usuário: ${own.account.username}`);
    await member.scrollIntoViewIfNeeded();
    await shot(page, 'team');
    await page.getByRole('button', { name: `Ações para ${own.account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Renomear' }).click();
    const rename = page.getByRole('dialog', { name: `Renomear ${own.account.username}` });
    await expect(rename.getByLabel('Nome para os clientes')).toHaveValue(DISPLAY_NAME);
    await expect(rename.getByLabel('Usuário')).toHaveValue(own.account.username);
    await shot(page, 'rename');
  } finally {
    await context.close();
    await own.done();
  }
});
