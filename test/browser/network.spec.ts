import { expect, test } from '@playwright/test';
import { findBookableSlot } from './shop-api';
import { draftAt, storeDraft } from './booking-steps';

// A small phone: the offline messages and their buttons must fit on it.
test.use({ viewport: { width: 360, height: 740 } });

/** A unique phone number per test run, so the lookup only finds this run's bookings. */
const uniqueContact = () => `119${String(Date.now()).slice(-8)}`;

test('a confirmation whose answer is lost offline books once: Tentar novamente shows the booking the server made', async ({
  page,
  context,
  request,
}) => {
  const slot = await findBookableSlot(request, 'Corte', 4);
  const contact = uniqueContact();
  await page.goto('/');
  await storeDraft(page, { ...draftAt(slot), clientName: 'Rede Instável', clientContact: contact });
  await page.goto('/agenda/finalizar');

  // The first create reaches the server and books; its answer is lost as the connection drops.
  const keys: (string | undefined)[] = [];
  await page.route('**/api/appointment/create', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });

  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toContainText('Não foi possível conectar ao servidor.');
  await expect(page.getByRole('status')).toContainText('Sem conexão com a internet');
  await expect(page).toHaveURL(/\/agenda\/finalizar$/);

  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();

  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  const bookings = await (await request.get(`/api/appointment/consultByClientContact/${contact}`)).json();
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({ hour: slot.hour, ...slot.date });
});

test('AGENDAR offline says the connection is gone and offers Voltar ao início', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'AGENDAR' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(page.getByRole('status')).toContainText('Sem conexão com a internet');
  await page.getByRole('link', { name: 'AGENDAR' }).click();

  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
  await expect(page.getByText('o aparelho está sem conexão com a internet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'AGENDAR' })).toBeVisible();
});
