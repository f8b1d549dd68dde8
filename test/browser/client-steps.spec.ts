import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { barberChoice, bookingWhen, draftAt, storeDraft, weekdayDate } from './booking-steps';
import { addDays, bookThroughApi, findBookableSlot, freeTimes, type ShopDate } from './shop-api';
import { calendarDay, chooseCalendarDay } from './time-step';

// The client's pages on a small phone: the main action in reach, the booking's calendar where the booking is moved.
test.use({ viewport: { width: 360, height: 740 } });

async function ownerHeaders(request: APIRequestContext) {
  const session = await (await request.post('/api/auth/login', { data: { username: 'barbeiro', password: 'barbearia123' } })).json();
  return { Authorization: `Bearer ${session.token}` };
}

/** The first day from `from` on with free times for the barber's service, and those times. */
async function dayWithFreeTimes(request: APIRequestContext, barberId: string, serviceId: string, from: ShopDate) {
  for (let offset = 0; offset < 14; offset += 1) {
    const date = addDays(from, offset);
    const slots = await freeTimes(request, barberId, serviceId, date);
    if (slots.length > 0) return { date, slots };
  }
  throw new Error('No free day in two weeks');
}

const contactOfThisRun = () => `119${String(Date.now()).slice(-8)}`;

/** Whether the button lies wholly inside the screen. */
async function isOnScreen(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('with one barber taking bookings AGENDAR goes straight to the services, and Voltar still shows the barber', async ({ page, request }) => {
  const headers = await ownerHeaders(request);
  const barbers: { id: string; username: string; displayName: string }[] = await (await request.get('/api/auth')).json();
  const withServices = [];
  for (const barber of barbers) {
    const services: unknown[] = await (await request.get(`/api/job/listByUser/${barber.id}`)).json();
    if (services.length > 0) withServices.push(barber);
  }
  // Earlier tests may have added barbers with services: they are off while this test runs.
  const others = withServices.filter((barber) => barber.username !== 'barbeiro');
  for (const other of others) expect((await request.put(`/api/auth/update/${other.id}`, { headers, data: { active: false } })).ok()).toBe(true);
  try {
    await page.goto('/');
    await page.getByRole('link', { name: 'AGENDAR' }).click();
    await expect(page).toHaveURL(/\/agenda\/servico$/);
    await expect(page.getByRole('heading', { name: 'Escolha o serviço' })).toBeVisible();
    const owner = barbers.find((barber) => barber.username === 'barbeiro')!;
    const barberId = owner.id;
    // The tap may have been answered by the server (the app not there yet): the app copies its draft when it starts.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('appointment') ?? 'null'))).toEqual({ barberId });

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/agenda\/barbeiro\?escolher=true$/);
    await barberChoice(page, owner.displayName).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/agenda\/servico$/);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    for (const other of others) await request.put(`/api/auth/update/${other.id}`, { headers, data: { active: true } });
  }
});

test('a day picked on the time step scrolls to its times, and Continuar stays on screen once a time is chosen', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 2);
  const { date, slots } = await dayWithFreeTimes(request, slot.barber.id, slot.service.id, addDays(slot.date, 1));
  await page.goto('/');
  await storeDraft(page, { user: slot.barber.id, job: slot.service.id });
  await page.goto('/agenda/horario');

  await chooseCalendarDay(page, date);
  // The chosen day's heading and its first times come into view without scrolling by hand.
  const firstTime = page.getByRole('radio', { name: slots[0].label, exact: true });
  await expect(firstTime).toBeInViewport();
  await expect(page.getByText(/^(Domingo|Segunda|Terça|Quarta|Quinta|Sexta|Sábado)(-feira)?, \d+ de /)).toBeInViewport();

  await firstTime.click();
  const continueButton = page.getByRole('button', { name: 'Continuar' });
  await expect(continueButton).toBeInViewport();
  // It stays at the bottom of the screen wherever the page is scrolled (the calendar at the top)…
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await expect(page.getByRole('button', { name: 'Próximo horário livre' })).toBeInViewport();
  await expect.poll(() => isOnScreen(page, 'Continuar')).toBe(true);
  // …and at the page's end it sits below the last time, covering none of them.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  const lastTime = page.getByRole('radio', { name: slots.at(-1)!.label, exact: true });
  await expect(lastTime).toBeInViewport();
  const [lastBox, buttonBox] = [await lastTime.boundingBox(), await continueButton.boundingBox()];
  expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(buttonBox!.y);

  await continueButton.click();
  await expect(page).toHaveURL(/\/agenda\/cliente$/);
});

test('"Seus dados" keeps the typed name and phone across a reload', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 2);
  await page.goto('/');
  await storeDraft(page, draftAt(slot));
  await page.goto('/agenda/cliente');
  // Typed before the app has arrived, the text is kept only once it has taken the page over (server-rendered.spec.ts);
  // a reload before that would lose it.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByLabel('Nome').fill('Beatriz Nunes');
  await page.getByLabel('Contato').fill('(11) 98765-4321');

  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Beatriz Nunes');
  await expect(page.getByLabel('Contato')).toHaveValue('11987654321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/agenda\/finalizar$/);
  await expect(page.getByRole('main')).toContainText('(11) 98765-4321');
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeInViewport();
});

test('the manage page leads with Alterar and Cancelar, moves the booking on the month calendar and shows it moved', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 4);
  const manageToken = await bookThroughApi(request, slot, { name: 'Renata Dias', contact: contactOfThisRun() });

  await page.goto(`/agenda/gerenciar/${manageToken}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(bookingWhen(slot.date, slot.label));
  // Alterar and Cancelar come first, on the first screen; the calendar and WhatsApp buttons after them.
  const alterar = page.getByRole('button', { name: 'Alterar data, horário ou serviço' });
  const cancelar = page.getByRole('button', { name: 'Cancelar agendamento' });
  await expect(alterar).toBeInViewport();
  await expect(cancelar).toBeInViewport();
  const addToCalendar = page.getByRole('link', { name: 'Adicionar ao calendário' });
  expect((await cancelar.boundingBox())!.y).toBeLessThan((await addToCalendar.boundingBox())!.y);

  // The move: the booking's day is chosen on the same calendar as booking, its time checked; another day, another time.
  const { date: newDate, slots } = await dayWithFreeTimes(request, slot.barber.id, slot.service.id, addDays(slot.date, 2));
  await alterar.click();
  await expect(page.getByLabel('Mês', { exact: true })).toHaveCount(0);
  await expect(calendarDay(page, slot.date)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: slot.label, exact: true })).toBeChecked();
  await chooseCalendarDay(page, newDate);
  const newTime = page.getByRole('radio', { name: slots.at(-1)!.label, exact: true });
  await expect(newTime).toBeInViewport();
  await newTime.click();
  await expect(page.getByRole('button', { name: 'Salvar alteração' })).toBeInViewport();
  await page.getByRole('button', { name: 'Salvar alteração' }).click();

  // The booking again, moved: the notice and the new day and time on screen, no toast over them.
  const moved = page.getByRole('status').filter({ hasText: 'Agendamento alterado' });
  await expect(moved).toContainText(`Novo horário: ${bookingWhen(newDate, slots.at(-1)!.label)}.`);
  await expect(moved).toBeInViewport();
  await expect(main.getByText(bookingWhen(newDate, slots.at(-1)!.label), { exact: true })).toBeInViewport();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  const stored = await (await request.get(`/api/appointment/manage/${manageToken}`)).json();
  expect({ day: stored.day, month: stored.month, year: stored.year, hour: stored.hour }).toEqual({ ...newDate, hour: slots.at(-1)!.hour });
});

test('Consultar lists the bookings made on this device without a phone typed, each with a full-size Gerenciar', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 4);
  const client = { name: 'Lia Aparelho', contact: contactOfThisRun() };
  await page.goto('/');
  await storeDraft(page, { ...draftAt(slot), clientName: client.name, clientContact: client.contact });
  await page.goto('/agenda/finalizar');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  const token = page.url().split('/').pop()!;
  // Booked for the same phone elsewhere (not on this device): Consultar lists only this device's.
  const other = await findBookableSlot(request, 'Corte', 6);
  const elsewhere = await bookThroughApi(request, other, client);

  await page.goto('/agenda/consultar');
  const listed = page.getByRole('region', { name: 'Agendados neste aparelho' });
  await expect(listed.getByRole('article')).toHaveCount(1);
  await expect(listed.getByRole('article')).toContainText(weekdayDate(slot.date));
  await expect(listed.getByRole('article')).toContainText(slot.label);
  await expect(listed.getByRole('article')).toContainText(client.name);
  const manage = listed.getByRole('link', { name: 'Gerenciar' });
  const box = (await manage.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(280);
  await manage.click();
  await expect(page).toHaveURL(new RegExp(`/agenda/gerenciar/${token}$`));

  // Once cancelled it is no longer to come: the list is gone, the lookup by phone is still there.
  expect((await request.post(`/api/appointment/manage/${token}/cancel`)).ok()).toBe(true);
  await page.goto('/agenda/consultar');
  await expect(page.getByLabel('Contato')).toBeVisible();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Agendados neste aparelho' })).toHaveCount(0);
  expect((await request.post(`/api/appointment/manage/${elsewhere}/cancel`)).ok()).toBe(true);
});
