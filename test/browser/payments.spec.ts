import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './admin-login';

// The owner's Pagamentos page and the service form's "Pede sinal", on a small phone. The Pix settings are shop-wide:
// this file turns the deposit off again and removes its service, whatever happens.
test.use({ viewport: { width: 360, height: 800 } });

const serviceName = `Pigmentação ${String(Date.now()).slice(-5)}`;

async function ownerSession(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { username: 'barbeiro', password: 'barbearia123' } });
  expect(login.ok()).toBe(true);
  const { id, token } = await login.json();
  return { id: id as string, headers: { authorization: `Bearer ${token}` } };
}

/** The screen as it is (not the whole page), when asked for (SCREENSHOTS_DIR=/tmp/shots). */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/payments-${name}.png` });
}

test.afterAll(async ({ request }) => {
  const owner = await ownerSession(request);
  const saved = await request.get('/api/payments/settings', { headers: owner.headers });
  const { configured, updatedAt: _, ...settings } = await saved.json();
  if (configured) {
    const off = await request.put('/api/payments/settings', { headers: owner.headers, data: { ...settings, depositRule: 'off' } });
    expect(off.status(), await off.text()).toBe(200);
  }
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${owner.id}`)).json();
  for (const service of services.filter((one) => one.name === serviceName))
    expect((await request.delete(`/api/job/delete/${service.id}`, { headers: owner.headers })).ok()).toBe(true);
});

test('the owner sets the shop’s Pix key and deposit on Pagamentos: a wrong CPF is refused under its field, the saved values come back', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/administrador/dados');
  await page.getByRole('link', { name: 'Pagamentos: Pix e sinal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  // A long form: Salvar is in reach without scrolling to its end, above the bottom bar, not under it.
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeInViewport();
  await save.click({ trial: true });
  await screenshot(page, 'empty');

  const key = page.getByRole('textbox', { name: 'Chave Pix' });
  await page.getByRole('combobox', { name: 'Tipo da chave' }).selectOption('cpf');
  await key.fill('123.456.789-00');
  await page.getByRole('textbox', { name: 'Nome de quem recebe' }).fill('Barbearia do João');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
  await page.getByRole('radio', { name: /^Valor fixo/ }).check();
  await page.getByRole('textbox', { name: 'Valor do sinal' }).fill('12,5');
  await page.getByRole('radio', { name: /^Só serviços marcados/ }).check();
  await page.getByRole('textbox', { name: 'Minutos para pagar' }).fill('30');
  await page.getByRole('radio', { name: /^Crédito para o próximo agendamento/ }).check();
  await save.click();
  // The server's own words, under the key.
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription(/CPF inválido: confira os 11 números/);
  await expect(key).toBeFocused();
  await screenshot(page, 'error');

  // Another kind of key asks for the key again: the refusal of the CPF leaves with it.
  const kind = page.getByRole('combobox', { name: 'Tipo da chave' });
  await kind.selectOption('email');
  await expect(key).not.toHaveAttribute('aria-invalid', 'true');
  await expect(key).not.toHaveAccessibleDescription(/CPF inválido/);
  await kind.selectOption('cpf');
  await key.fill('123.456.789-09');
  await expect(key).not.toHaveAttribute('aria-invalid', 'true');
  await save.click();
  await expect(page.getByText('Pagamentos salvos.')).toBeVisible();
  // As the Pix carries them: the CPF's digits, the name and city in upper-case ASCII.
  await expect(page.getByTestId('pix-receiver')).toHaveText('No Pix, o cliente vê: BARBEARIA DO JOAO, SAO PAULO.');
  await key.scrollIntoViewIfNeeded();
  await screenshot(page, 'saved');

  await page.reload();
  await expect(key).toHaveValue('12345678909');
  await expect(page.getByRole('combobox', { name: 'Tipo da chave' })).toHaveValue('cpf');
  await expect(page.getByRole('textbox', { name: 'Nome de quem recebe' })).toHaveValue('BARBEARIA DO JOAO');
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('SAO PAULO');
  await expect(page.getByRole('radio', { name: /^Valor fixo/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Valor do sinal' })).toHaveValue('R$ 12,50');
  await expect(page.getByRole('radio', { name: /^Só serviços marcados/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Minutos para pagar' })).toHaveValue('30 min');
  await expect(page.getByRole('radio', { name: /^Crédito para o próximo agendamento/ })).toBeChecked();

  const owner = await ownerSession(request);
  expect(await (await request.get('/api/payments/settings', { headers: owner.headers })).json()).toMatchObject({
    configured: true,
    pixKeyKind: 'cpf',
    pixKey: '12345678909',
    receiverName: 'BARBEARIA DO JOAO',
    receiverCity: 'SAO PAULO',
    depositRule: 'fixed',
    depositValue: 12.5,
    depositAppliesTo: 'marked_services',
    holdMinutes: 30,
    cancelInTime: 'credit',
  });
});

test('the barber marks a service “Pede sinal”: the list shows it, and the API has it', async ({ page, request }) => {
  await login(page);
  await page.goto('/administrador/servicos/formulario');
  await page.getByRole('textbox', { name: 'Nome' }).fill(serviceName);
  await page.getByRole('textbox', { name: 'Valor' }).fill('40');
  const deposit = page.getByRole('switch', { name: /^Pede sinal/ });
  await expect(deposit).not.toBeChecked();
  await deposit.check();
  await expect(deposit).toBeChecked();
  await screenshot(page, 'service-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/administrador\/servicos$/);
  const item = page.getByRole('listitem').filter({ hasText: serviceName });
  await expect(item.getByText('Sinal', { exact: true })).toBeVisible();
  await screenshot(page, 'service-list');

  const owner = await ownerSession(request);
  const services: { name: string; depositRequired: boolean }[] = await (await request.get(`/api/job/listByUser/${owner.id}`)).json();
  expect(services.find((service) => service.name === serviceName)?.depositRequired).toBe(true);

  // And off again from the edit form.
  await page.getByRole('link', { name: `Editar ${serviceName}` }).click();
  await expect(deposit).toBeChecked();
  await deposit.uncheck();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/administrador\/servicos$/);
  await expect(item.getByText('Sinal', { exact: true })).toHaveCount(0);
  const after: { name: string; depositRequired: boolean }[] = await (await request.get(`/api/job/listByUser/${owner.id}`)).json();
  expect(after.find((service) => service.name === serviceName)?.depositRequired).toBe(false);
});
