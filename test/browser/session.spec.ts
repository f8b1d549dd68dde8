import { expect, test, type Page } from '@playwright/test';
import { logout } from './admin-login';

async function logIn(page: Page) {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByLabel('Usuário').fill('barbeiro');
  await page.getByLabel('Senha', { exact: true }).fill('barbearia123');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A token shaped like the app's, already expired (its signature is wrong too: the server refuses it either way). */
function expiredToken(barberId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: barberId, iat: now - 3600, exp: now - 60 })}.c2lnbmF0dXJl`;
}

const replaceToken = (page: Page, token: string) => page.evaluate((value) => localStorage.setItem('token', value), token);

test('the login holds across tabs and reloads, an expired session comes back to its page and form, Sair ends it everywhere', async ({
  page,
  context,
}) => {
  test.slow(); // many page loads and two logins: a loaded 2-core machine needs more than a minute
  await page.goto('/administrador/login');
  // The password's show/hide toggle has a Portuguese name for screen readers, and says whether it is on.
  const password = page.getByLabel('Senha', { exact: true });
  const showPassword = page.getByRole('button', { name: 'Mostrar senha' });
  await expect(showPassword).toHaveAttribute('aria-pressed', 'false');
  await showPassword.click();
  await expect(showPassword).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await showPassword.click();
  await expect(password).toHaveAttribute('type', 'password');
  await logIn(page);
  await expect(page).toHaveURL(/\/administrador\/home$/);
  const barberId: string = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).id);

  // A walk-in being typed in when the session expires: the server's 401 sends the barber to log in,
  // and back to the same form with what was typed.
  // A day ahead, so it has free times whatever the hour the test runs at.
  const { today } = (await (await page.request.get('/api/shop')).json()) as { today: { year: number; month: number; day: number } };
  const ahead = new Date(Date.UTC(today.year, today.month, today.day + 3));
  const dia = ahead.toISOString().slice(0, 10);
  await page.goto(`/administrador/minha-agenda/formulario?dia=${dia}`);
  await page.getByLabel('Serviço').selectOption({ index: 1 });
  await page.getByLabel('Nome', { exact: true }).fill('Cliente Rascunho');
  await page.getByLabel('Contato', { exact: true }).fill('11987650000');
  const serviceId = await page.getByLabel('Serviço').inputValue();
  await page.getByRole('radio').last().click();
  await replaceToken(page, expiredToken(barberId));
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(page).toHaveURL(/\/administrador\/login\?redirect=.*minha-agenda.*formulario/);
  // The server's word on why shows on the login page, and goes once the barber is logged in again (it would otherwise stay its 5 s).
  const sessionExpired = page.getByText('Sessão inválida ou expirada.', { exact: false });
  await expect(sessionExpired).toBeVisible();
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(`/administrador/minha-agenda/formulario\\?dia=${dia}$`));
  await expect(sessionExpired).toBeHidden({ timeout: 1_000 });
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Cliente Rascunho');
  await expect(page.getByLabel('Contato', { exact: true })).toHaveValue('11987650000');
  await expect(page.getByLabel('Serviço')).toHaveValue(serviceId);

  // A deep link opened with an expired token: log in, land on that page (not Início).
  await replaceToken(page, expiredToken(barberId));
  await page.goto('/administrador/faturamento');
  await expect(page).toHaveURL(/\/administrador\/login\?redirect=.*faturamento/);
  await logIn(page);
  await expect(page).toHaveURL(/\/administrador\/faturamento$/);

  // A second tab of the same browser, and a reload of it: still logged in. (It opens only now: the other
  // tabs hear of a token the test writes into storage, which a token running out of time never does.)
  const second = await context.newPage();
  await second.goto('/administrador/servicos');
  await expect(second.getByRole('heading', { name: 'Meus Serviços', level: 1 })).toBeVisible();
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Meus Serviços', level: 1 })).toBeVisible();

  // Sair in one tab ends the session in the other one too.
  await logout(page);
  await expect(page).toHaveURL(/\/administrador\/login$/);
  await expect(second).toHaveURL(/\/administrador\/login/);
  expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A redirect outside the admin area is ignored: the login lands on Início.
  await page.goto(`/administrador/login?redirect=${encodeURIComponent('https://example.com/administrador/home')}`);
  await logIn(page);
  await expect(page).toHaveURL(/\/administrador\/home$/);
});
