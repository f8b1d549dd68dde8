import { expect, test } from '@playwright/test';
import { findBookableSlot } from './shop-api';
import { login } from './admin-login';
import { shownPhone } from './booking-steps';

test('the barber finds a client, books them again, and erases their data on request once nothing is booked', async ({ page, request }) => {
  const contact = `219${String(Date.now()).slice(-8)}`;
  const slot = await findBookableSlot(request, 'Corte', 6);
  const created = await request.post('/api/appointment/create', {
    data: { userId: slot.barber.id, jobId: slot.service.id, ...slot.date, hour: slot.hour, clientName: 'Beatriz Clientes', clientContact: contact },
  });
  expect(created.status()).toBe(200);
  const { manageToken } = await created.json();

  await login(page);
  await page.goto('/administrador/clientes');
  await page.getByLabel('Buscar cliente').fill('beatriz cli');
  const card = page.getByRole('list', { name: 'Clientes' }).getByRole('link');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Beatriz Clientes');
  await expect(card).toContainText('Próximo:');
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/administrador/clientes/${contact}$`));
  await expect(page.getByRole('heading', { name: 'Beatriz Clientes' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Ligar para Beatriz Clientes (${shownPhone(contact)})` })).toHaveAttribute('href', `tel:${contact}`);
  await expect(page.getByRole('link', { name: 'WhatsApp de Beatriz Clientes' })).toHaveAttribute('href', `https://wa.me/55${contact}`);

  // A future booking stands: the dialog says, before any confirmation, that erasing cancels it first.
  await page.getByRole('button', { name: 'Apagar dados' }).click();
  await expect(page.getByRole('dialog')).toContainText('Beatriz Clientes tem 1 agendamento futuro na barbearia: ele será cancelado');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancelar os futuros e apagar' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();

  await page.getByRole('link', { name: 'Agendar de novo' }).click();
  await expect(page).toHaveURL(/\/administrador\/minha-agenda\/formulario/);
  await expect(page.getByLabel('Nome')).toHaveValue('Beatriz Clientes');
  await expect(page.getByLabel('Contato')).toHaveValue(contact);

  // The client cancels through their manage link; now the data can go.
  expect((await request.post(`/api/appointment/manage/${manageToken}/cancel`)).status()).toBe(200);
  await page.goto(`/administrador/clientes/${contact}`);
  await expect(page.getByText('Cancelado pelo cliente')).toBeVisible();
  await page.getByRole('button', { name: 'Apagar dados' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apagar dados' }).click();
  await expect(page.getByText('Os dados de Beatriz Clientes foram apagados.')).toBeVisible();
  await expect(page).toHaveURL(/\/administrador\/clientes$/);
  await page.getByLabel('Buscar cliente').fill('beatriz cli');
  await expect(page.getByText('Nenhum cliente encontrado.')).toBeVisible();

  // Her cancelled booking stays in the month list, as "dados apagados", and out of the Total.
  const monthName = new Date(Date.UTC(slot.date.year, slot.date.month, 1)).toLocaleString('pt-BR', { month: 'long', timeZone: 'UTC' });
  await page.goto(`/administrador/minha-agenda/${monthName}/${slot.date.month}/${slot.date.year}`);
  await page.getByLabel('Dia', { exact: true }).selectOption(String(slot.date.day));
  const erased = page.getByRole('article', { name: `dados apagados, ${slot.label}` });
  await expect(erased).toContainText('Cancelado pelo cliente');
  await expect(erased).toContainText('Sem telefone');
  await expect(page.getByText(/sem \d+ cancelados?/)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await erased.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('erased-card-360.png') });
});

test('a client with a future booking is erased in one step: the booking is cancelled, then the data goes', async ({ page, request }) => {
  const contact = `217${String(Date.now()).slice(-8)}`;
  const slot = await findBookableSlot(request, 'Corte', 8);
  const created = await request.post('/api/appointment/create', {
    data: { userId: slot.barber.id, jobId: slot.service.id, ...slot.date, hour: slot.hour, clientName: 'Davi Futuro', clientContact: contact },
  });
  expect(created.status()).toBe(200);

  await login(page);
  await page.goto(`/administrador/clientes/${contact}`);
  await page.getByRole('button', { name: 'Apagar dados' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Davi Futuro tem 1 agendamento futuro na barbearia: ele será cancelado antes de apagar os dados');
  await dialog.getByRole('button', { name: 'Cancelar os futuros e apagar' }).click();
  await expect(page.getByText('Os dados de Davi Futuro foram apagados. 1 agendamento futuro foi cancelado.')).toBeVisible();
  await expect(page).toHaveURL(/\/administrador\/clientes$/);
  // The time is free again for anyone.
  const again = await request.post('/api/appointment/create', {
    data: {
      userId: slot.barber.id,
      jobId: slot.service.id,
      ...slot.date,
      hour: slot.hour,
      clientName: 'Outro Cliente',
      clientContact: `216${String(Date.now()).slice(-8)}`,
    },
  });
  expect(again.status()).toBe(200);
});

test('a client whose only booking is in the Lixeira is still found in Clientes and erased on request', async ({ page, request }) => {
  const contact = `218${String(Date.now()).slice(-8)}`;
  const slot = await findBookableSlot(request, 'Corte', 7);
  const created = await request.post('/api/appointment/create', {
    data: { userId: slot.barber.id, jobId: slot.service.id, ...slot.date, hour: slot.hour, clientName: 'Caio Lixeira', clientContact: contact },
  });
  expect(created.status()).toBe(200);
  const { id } = await created.json();
  const session = await (await request.post('/api/auth/login', { data: { username: 'barbeiro', password: 'barbearia123' } })).json();
  const trashed = await request.delete(`/api/appointment/admin/delete/trash/${id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(trashed.status()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await login(page);
  await page.goto('/administrador/clientes');
  await page.getByLabel('Buscar cliente').fill('caio lix');
  const card = page.getByRole('list', { name: 'Clientes' }).getByRole('link');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Caio Lixeira');
  await page.screenshot({ path: test.info().outputPath('clientes-360.png'), fullPage: true });
  await card.click();

  await expect(page.getByRole('heading', { name: 'Caio Lixeira' })).toBeVisible();
  await expect(page.getByText('Na lixeira')).toBeVisible();
  // A future booking in the Lixeira holds nothing back: the data goes at once.
  await page.getByRole('button', { name: 'Apagar dados' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apagar dados' }).click();
  await expect(page.getByText('Os dados de Caio Lixeira foram apagados.')).toBeVisible();
  await expect(page).toHaveURL(/\/administrador\/clientes$/);
  await page.getByLabel('Buscar cliente').fill('caio lix');
  await expect(page.getByText('Nenhum cliente encontrado.')).toBeVisible();
});

test('the privacy notice says what is kept, why, for how long, and how to ask for it', async ({ page }) => {
  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { name: 'Privacidade' })).toBeVisible();
  await expect(page.getByText('Enquanto você for cliente, ou até você pedir que sejam apagados')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Os seus direitos (LGPD)' })).toBeVisible();
});
