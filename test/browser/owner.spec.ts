import { expect, test } from '@playwright/test';
import { findBookableSlot } from './shop-api';
import { login } from './admin-login';

const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

test('the owner switches Meu Faturamento to the whole shop; the year total is the shop’s', async ({ page, request }) => {
  // The first free time from today on: its year is among those Meu Faturamento offers, next year included once bookings reach it.
  const slot = await findBookableSlot(request, 'Corte', 0);
  const booked = await request.post('/api/appointment/create', {
    data: {
      userId: slot.barber.id,
      jobId: slot.service.id,
      ...slot.date,
      hour: slot.hour,
      clientName: 'Dono Vê Tudo',
      clientContact: `319${String(Date.now()).slice(-8)}`,
    },
  });
  expect(booked.status()).toBe(200);
  await login(page, 'barbeiro', 'barbearia123');
  await page.goto('/administrador/faturamento');
  const scope = page.getByLabel('Barbeiro', { exact: true });
  await expect(scope).toBeVisible();
  await expect(scope.locator('option')).toContainText(['barbeiro', 'Todos']);

  await scope.selectOption({ label: 'Todos' });
  // The session's token, wherever this version of the app keeps it.
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const shopYear = await (
    await page.request.get(`/api/budget/budget/shop/year/${slot.date.year}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(shopYear.total).toBeGreaterThan(0);
  // The years run from the last bookable date's (next year's, once clients can book into it) back to last year.
  const { today, lastBookableDate } = await (await request.get('/api/shop')).json();
  const years = [lastBookableDate.year, today.year, today.year - 1].filter((year, index, all) => all.indexOf(year) === index);
  await expect(page.getByLabel('Ano').locator('option')).toHaveText(years.map(String));
  await page.getByLabel('Ano').selectOption(String(slot.date.year));
  await expect(page.getByTestId('year-total')).toHaveText(brl(shopYear.total));
});
