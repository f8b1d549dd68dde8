import { expect, test, type APIRequestContext } from '@playwright/test';
import { login, logout } from './admin-login';
import { addDays } from './shop-api';

/** Logs in through the API and answers the barber's id and the header their calls carry. */
async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const session = await (await request.post('/api/auth/login', { data: { username, password } })).json();
  return { id: session.id as string, headers: { Authorization: `Bearer ${session.token}` } };
}

test('the owner switches Minha Agenda to a team member and sees their booking; walk-ins from there are for them', async ({ page, request }) => {
  // A barber of the team with the default hours, a service and a booking 9 days ahead.
  const owner = await apiLogin(request, 'barbeiro', 'barbearia123');
  const luis = { username: `luis${String(Date.now()).slice(-6)}`, password: 'senha-do-luis-1' };
  expect((await request.post('/api/auth/create', { headers: owner.headers, data: luis })).status()).toBe(200);
  const asLuis = await apiLogin(request, luis.username, luis.password);
  expect((await request.post(`/api/hour/create/list/${asLuis.id}`, { headers: asLuis.headers })).status()).toBe(200);
  const service = await (
    await request.post(`/api/job/create/${asLuis.id}`, { headers: asLuis.headers, data: { name: 'Corte do Luís', value: 45 } })
  ).json();
  const { today } = await (await request.get('/api/shop')).json();
  const day = addDays(today, 9);
  const booked = await request.post('/api/appointment/admin/create', {
    headers: asLuis.headers,
    data: { userId: asLuis.id, jobId: service.id, ...day, hour: 1000, clientName: 'Cliente do Luís', clientContact: '' },
  });
  expect(booked.status()).toBe(200);

  await login(page);
  const iso = `${day.year}-${String(day.month + 1).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  await page.goto(`/administrador/minha-agenda?dia=${iso}`);
  await expect(page.getByText('Cliente do Luís')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minha Agenda');
  await page.getByLabel('Barbeiro', { exact: true }).selectOption({ label: luis.username });
  await expect(page).toHaveURL(new RegExp(`barbeiro=${asLuis.id}`));
  await expect(page.getByText('Cliente do Luís')).toBeVisible();
  // The title names whose agenda this is.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agenda de ${luis.username}`);

  // His month list is one tap away, his booking in it.
  await page.getByRole('link', { name: 'Mês' }).click();
  await expect(page).toHaveURL(new RegExp(`barbeiro=${asLuis.id}`));
  await expect(page.getByText('Cliente do Luís')).toBeVisible();
  await page.goBack();

  // A free slot of his day starts a walk-in in his agenda, with his services.
  await page.getByRole('link', { name: 'Livre às 11:00: encaixar cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`barbeiro=${asLuis.id}`));
  await expect(page.getByLabel('Serviço')).toContainText('Corte do Luís');
});

test("a new barber's empty day links to setting the hours; the owner looking at it gets no such link", async ({ page, request }) => {
  const owner = await apiLogin(request, 'barbeiro', 'barbearia123');
  const novo = { username: `novo${String(Date.now()).slice(-6)}`, password: 'senha-do-novo-1' };
  expect((await request.post('/api/auth/create', { headers: owner.headers, data: novo })).status()).toBe(200);
  const asNovo = await apiLogin(request, novo.username, novo.password);

  await login(page);
  await page.goto(`/administrador/minha-agenda?barbeiro=${asNovo.id}`);
  await expect(page.getByText('Nenhum horário de atendimento neste dia.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Definir horários de atendimento' })).toHaveCount(0);
  await logout(page);

  await login(page, novo.username, novo.password);
  await page.goto('/administrador/minha-agenda');
  await expect(page.getByText('Nenhum horário de atendimento neste dia.')).toBeVisible();
  await page.getByRole('link', { name: 'Definir horários de atendimento' }).click();
  await expect(page).toHaveURL(/\/administrador\/dados\/atendimento$/);
  await expect(page.getByRole('heading', { name: 'Horários de atendimento', level: 1 })).toBeVisible();
});
