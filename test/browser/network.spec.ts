import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findBookableSlot, freeTimes, type BookableSlot } from './shop-api';
import { bookingWhen, draftAt, storeDraft } from './booking-steps';

// A small phone: the offline messages and their buttons must fit on it.
test.use({ viewport: { width: 360, height: 740 } });

/** A unique phone number per test run, so the lookup only finds this run's bookings. */
const uniqueContact = () => `119${String(Date.now()).slice(-8)}`;

/** Where the screenshots of the offline states go, when asked for (SCREENSHOTS_DIR=/tmp/shots). */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png` });
}

/** The confirmation step of `draft` with the app in charge, and what it fetches ahead for the result page fetched. */
async function openConfirmationStep(page: Page, draft: Record<string, unknown>) {
  await page.goto('/');
  await storeDraft(page, draft);
  await page.goto('/agenda/finalizar');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

/** A free start of the slot's day with its barber and service other than the slot's own. */
async function anotherFreeTime(request: APIRequestContext, slot: BookableSlot): Promise<{ hour: number; label: string }> {
  const { barber, service, date } = slot;
  const slots = await freeTimes(request, barber.id, service.id, date);
  return slots.find((candidate) => candidate.hour !== slot.hour)!;
}

const bookingsOf = async (request: APIRequestContext, contact: string) =>
  (await request.get(`/api/appointment/consultByClientContact/${contact}`)).json();

test('a confirmation whose answer is lost offline books once, and shows the booking by itself when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const slot = await findBookableSlot(request, 'Corte', 4);
  const contact = uniqueContact();
  await openConfirmationStep(page, { ...draftAt(slot), clientName: 'Rede Instável', clientContact: contact });

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
  await expect(page.getByRole('alert')).toContainText('A confirmação é reenviada sozinha quando a conexão voltar');
  await expect(page.getByRole('status')).toContainText('Sem conexão com a internet');
  await expect(page).toHaveURL(/\/agenda\/finalizar$/);
  await screenshot(page, 'confirmation-answer-lost');

  // No tap: the app asks again, with the same key, as soon as the connection returns.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gerenciar agendamento' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  const bookings = await bookingsOf(request, contact);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({ hour: slot.hour, ...slot.date });

  // The booking shown, the draft is gone; the same booking confirmed again (its steps gone through again) is not booked
  // twice: the app finds it made and says so.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('appointment'))).toBeNull();
  await openConfirmationStep(page, { ...draftAt(slot), clientName: 'Rede Instável', clientContact: contact });
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Já existe um agendamento para este horário.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/agenda\/finalizar$/);
  expect(keys).toHaveLength(2);
  expect(await bookingsOf(request, contact)).toHaveLength(1);
});

test('the network drops right after Confirmar: the booking shows from its answer at once, the page completes itself when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const slot = await findBookableSlot(request, 'Corte', 5);
  const contact = uniqueContact();
  await openConfirmationStep(page, { ...draftAt(slot), clientName: 'Rede Caiu', clientContact: contact });

  // The answer arrives, and the connection drops with it: the result page can load nothing from the network.
  await page.route('**/api/appointment/create', async (route) => {
    const answer = await route.fetch();
    await context.setOffline(true);
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByText(bookingWhen(slot.date, slot.label))).toBeVisible();
  await expect(page.getByText('Rede Caiu')).toBeVisible();
  await expect(page.getByText('o link de gerenciamento, o calendário e os avisos aparecem aqui quando a conexão voltar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toHaveCount(0);
  await screenshot(page, 'result-offline');

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Gerenciar agendamento' })).toBeVisible();
  await expect(page.getByText('quando a conexão voltar')).toHaveCount(0);
  expect(await bookingsOf(request, contact)).toHaveLength(1);
});

test('a second booking of the same phone with the same barber on the same day asks first', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 6);
  const contact = uniqueContact();
  const client = { clientName: 'Dois Horários', clientContact: contact };
  await openConfirmationStep(page, { ...draftAt(slot), ...client });
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('link', { name: 'Gerenciar agendamento' })).toBeVisible();

  // Another free time of that day, with the same barber, for the same phone.
  const other = await anotherFreeTime(request, slot);
  await openConfirmationStep(page, { ...draftAt(slot), hour: other.hour, ...client });
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByRole('alert')).toHaveText(`Você já tem um agendamento às ${slot.label} — marcar outro?`);
  await expect(page.getByRole('link', { name: 'Ver meu agendamento' })).toBeVisible();
  await expect(page).toHaveURL(/\/agenda\/finalizar$/);
  expect(await bookingsOf(request, contact)).toHaveLength(1);
  await screenshot(page, 'second-booking-question');

  await page.getByRole('button', { name: 'Marcar outro' }).click();
  await expect(page.getByRole('link', { name: 'Gerenciar agendamento' })).toBeVisible();
  await expect(page.getByText(bookingWhen(slot.date, other.label))).toBeVisible();
  expect(await bookingsOf(request, contact)).toHaveLength(2);
});

test('a confirmation whose answer never came, then another time that day: the app learns the first was made and asks first', async ({
  page,
  request,
}) => {
  const slot = await findBookableSlot(request, 'Corte', 7);
  const contact = uniqueContact();
  await openConfirmationStep(page, { ...draftAt(slot), clientName: 'Sem Resposta', clientContact: contact });

  // The create books, its answer is lost (the connection stutters, the device stays online: nothing sends it again).
  const keys: (string | undefined)[] = [];
  await page.route('**/api/appointment/create', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toContainText('Não foi possível conectar ao servidor.');

  // The client goes back and picks another time of that day: the draft still holds the first confirmation's key.
  const other = await anotherFreeTime(request, slot);
  await page.evaluate((hour) => {
    const { confirmation, ...steps } = { ...JSON.parse(localStorage.getItem('appointment') ?? '{}'), hour };
    localStorage.setItem('appointment', JSON.stringify({ ...steps, confirmation }));
    // The draft's cookie too, as the app writes it (without the key), or the server's page would bring the first time back.
    document.cookie = `agendamento=${encodeURIComponent(JSON.stringify(steps))}; Path=/agenda; SameSite=Lax`;
  }, other.hour);
  await page.goto('/agenda/finalizar');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // That key asked again answers the booking made (not a new one), and the question knows it.
  await expect(page.getByRole('alert')).toHaveText(`Você já tem um agendamento às ${slot.label} — marcar outro?`);
  expect(keys).toEqual([keys[0], keys[0]]);
  expect(await bookingsOf(request, contact)).toHaveLength(1);
});

test('AGENDAR offline says the connection is gone, offers Voltar ao início, and the step comes back by itself with the connection', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'AGENDAR' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(page.getByRole('status')).toContainText('Sem conexão com a internet');
  await page.getByRole('link', { name: 'AGENDAR' }).click();

  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
  await expect(page.getByText('o aparelho está sem conexão com a internet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'AGENDAR' })).toBeVisible();

  // The step loaded offline again, then the connection returns: no tap needed.
  await page.getByRole('link', { name: 'AGENDAR' }).click();
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
  await screenshot(page, 'step-offline');
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Escolha o (barbeiro|serviço)/ })).toBeVisible();
  await expect(page).toHaveURL(/\/agenda\/(barbeiro|servico)$/);
});
