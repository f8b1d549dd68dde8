import { expect, test, type Page } from '@playwright/test';
import { allowNotificationsWithFakePushService, E2E_PUSH_ORIGIN } from './fake-push-service';
import { addDays, bookThroughApi, findBookableSlot, type BookableSlot, type ShopDate } from './shop-api';
import { bookingWhen, chooseBarber, shownPhone, storeDraft, weekdayDate } from './booking-steps';
import { calendarDay, chooseCalendarDay, showCalendarMonth } from './time-step';

const MONTH_SLUGS = ['janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pad = (value: number) => String(value).padStart(2, '0');

/** A unique phone number per test run, so lookups only find this run's bookings. */
function uniqueContact(): string {
  return `119${String(Date.now()).slice(-8)}`;
}

/** Walks from the landing page through the booking steps up to the confirmation page. */
async function fillBookingUpToConfirmation(page: Page, slot: BookableSlot, client: { name: string; contact: string }) {
  await page.goto('/');
  await page.getByRole('link', { name: 'AGENDAR' }).click();

  await chooseBarber(page, slot.barber.displayName);
  // A service card reads '<name> <duration> <price>': 'Corte' must not match 'Corte + Barba'.
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(slot.service.name)} \\d`) }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/agenda\/horario$/);
  await chooseCalendarDay(page, slot.date);
  await page.getByRole('radio', { name: slot.label, exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/agenda\/cliente$/);
  await page.getByLabel('Nome').fill(client.name);
  // A short contact: the product's toast, and its text under the Contato field until it changes.
  const contact = page.getByLabel('Contato');
  await contact.fill(client.contact.slice(0, 7));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Contato inválido')).toBeVisible();
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await expect(contact).toHaveAccessibleDescription(/Campo CONTATO deve conter pelo menos 8 caracteres\./);
  await expect(page.locator('form').getByText('Campo CONTATO deve conter pelo menos 8 caracteres.')).toBeVisible();
  await contact.fill(client.contact);
  await expect(contact).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/agenda\/finalizar$/);
  const summary = page.getByRole('main');
  await expect(summary).toContainText(slot.service.name);
  await expect(summary).toContainText(bookingWhen(slot.date, slot.label));
  await expect(summary).toContainText(shownPhone(client.contact));
}

test('books an appointment from the landing page and finds it through CONSULTAR', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 3);
  const client = { name: 'Maria Souza', contact: uniqueContact() };

  await fillBookingUpToConfirmation(page, slot, client);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('confirmado!')).toBeVisible();
  await expect(page.getByText(bookingWhen(slot.date, slot.label), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('appointment'))).toBeNull();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('agendamento');

  await page.getByRole('link', { name: 'CONSULTAR' }).click();
  await page.getByLabel('Contato').fill(client.contact);
  await page.getByRole('button', { name: 'Consultar' }).click();

  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(weekdayDate(slot.date));
  await expect(card).toContainText(slot.label);
  await expect(card).toContainText(slot.service.name);
  await expect(card).toContainText(client.name);
  await expect(card.getByRole('button')).toHaveCount(0);

  // A failed lookup clears the previous answer.
  await page.getByLabel('Contato').fill('1234567');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.locator('form').getByText('Contato incorreto ou inválido.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('sends the client back to choose another time when the slot was taken meanwhile', async ({ page, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 5);
  await fillBookingUpToConfirmation(page, slot, { name: 'João Lima', contact: uniqueContact() });

  const competitor = await request.post('/api/appointment/create', {
    data: {
      clientName: 'Outro Cliente',
      clientContact: '21912345678',
      hour: slot.hour,
      ...slot.date,
      jobId: slot.service.id,
      userId: slot.barber.id,
    },
  });
  expect(competitor.status()).toBe(200);

  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('Este horário já está ocupado. Você será redirecionado para selecionar outro horário.')).toBeVisible();
  await expect(page).toHaveURL(/\/agenda\/horario$/);
  await expect(calendarDay(page, slot.date)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: slot.label, exact: true })).toHaveCount(0);
});

test('the calendar disables closed days, jumps to the next free time and keeps the choice across a reload', async ({ page, request }) => {
  const shop = await (await request.get('/api/shop')).json();
  const today: ShopDate = shop.today;
  const tomorrow = addDays(today, 1);
  const login = await (await request.post('/api/auth/login', { data: { username: 'barbeiro', password: 'barbearia123' } })).json();
  const asBarber = { headers: { Authorization: `Bearer ${login.token}` } };
  const tomorrowsWeekday = new Date(Date.UTC(tomorrow.year, tomorrow.month, tomorrow.day)).getUTCDay();
  // Today is a whole day off and tomorrow's weekday a weekday off: the next free time is after them.
  expect((await request.post('/api/unavailable/create', { ...asBarber, data: { userId: login.id, ...today, hour: 0 } })).ok()).toBe(true);
  expect((await request.post(`/api/hour/day-off/vinculate/${login.id}/${tomorrowsWeekday}`, asBarber)).ok()).toBe(true);
  try {
    const next = await findBookableSlot(request, 'Corte', 0);
    expect(
      `${next.date.year}-${pad(next.date.month + 1)}-${pad(next.date.day)}` > `${tomorrow.year}-${pad(tomorrow.month + 1)}-${pad(tomorrow.day)}`,
    ).toBe(true);

    await page.goto('/');
    await storeDraft(page, { user: next.barber.id, job: next.service.id });
    await page.goto('/agenda/horario');
    await showCalendarMonth(page, today);
    await expect(calendarDay(page, today)).toBeDisabled();
    await expect(calendarDay(page, today)).toHaveAccessibleName(/sem horários livres$/);
    await expect(calendarDay(page, tomorrow)).toBeDisabled();

    // A day chosen from the calendar shows its free times.
    const later = addDays(today, 3);
    await chooseCalendarDay(page, later);
    await expect(page.getByRole('radio', { name: '19:30', exact: true })).toBeVisible();
    // The chosen day is the calendar's one stop in the tab order, and the arrow keys walk the days that can be chosen.
    await expect(page.locator('button[data-date][tabindex="0"]')).toHaveCount(1);
    await expect(calendarDay(page, later)).toHaveAttribute('tabindex', '0');
    await calendarDay(page, later).focus();
    await page.keyboard.press(later.day === 1 ? 'ArrowRight' : 'ArrowLeft');
    const focusedDay = page.locator('button[data-date]:focus');
    await expect(focusedDay).toBeEnabled();
    await expect(focusedDay).not.toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Próximo horário livre' }).click();
    await expect(calendarDay(page, next.date)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: next.label, exact: true })).toBeChecked();

    await page.reload();
    await expect(calendarDay(page, next.date)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: next.label, exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/agenda\/cliente$/);
  } finally {
    await request.post(`/api/unavailable/delete/${login.id}/${today.day}/${today.month}/${today.year}`, asBarber);
    await request.post(`/api/hour/day-off/un-vinculate/${login.id}/${tomorrowsWeekday}`, asBarber);
  }
});

test('refuses to continue without a barber and rejects a short contact in the lookup', async ({ page }) => {
  // The list, even when one barber takes bookings (the way back from the service step).
  await page.goto('/agenda/barbeiro?escolher=true');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Barbeiro inválido')).toBeVisible();
  await expect(page.getByText('Escolha um barbeiro.')).toBeVisible();

  await page.goto('/agenda/consultar');
  // The app itself takes this form (before it has arrived the form is sent to the server: server-rendered.spec tests that).
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByLabel('Contato').fill('1234567');
  await page.getByRole('button', { name: 'Consultar' }).click();
  // The toast says it, and so does the field.
  await expect(page.getByText('Erro!')).toBeVisible();
  // Its container keeps the class a dialog's scroll lock moves aside with the page (the build writes it in for Mantine's
  // read of RemoveScroll's, frontend/notifications-scroll-class.mts).
  await expect(page.locator('.mantine-Notifications-root.width-before-scroll-bar').first()).toBeAttached();
  await expect(page.getByText('Contato incorreto ou inválido.')).toHaveCount(2);
  await expect(page.getByLabel('Contato')).toHaveAttribute('aria-invalid', 'true');
});

test('the client allows notifications, opens the manage link from the result page, moves the booking and cancels it (offline first: the click says so); the barber sees the cancellation', async ({
  page,
  context,
  request,
}) => {
  // A long flow (book, move, look up, cancel, the barber's agenda): on a loaded 2-core machine it needs more than a minute.
  test.slow();
  await allowNotificationsWithFakePushService(context);
  const slot = await findBookableSlot(request, 'Corte', 6);
  const client = { name: 'Clara Mendes', contact: uniqueContact() };

  await fillBookingUpToConfirmation(page, slot, client);
  await page.getByRole('button', { name: 'Receber confirmação e lembrete por notificação' }).click();
  await expect(page.getByRole('status')).toContainText('Notificações ativadas neste aparelho');
  const created = page.waitForRequest((candidate) => candidate.url().endsWith('/api/appointment/create'));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  // The subscription goes with the booking, in its three fields.
  expect((await created).postDataJSON()).toMatchObject({
    pushEndpoint: expect.stringMatching(new RegExp(`^${escapeRegExp(E2E_PUSH_ORIGIN)}/push/`)),
    pushP256dh: expect.any(String),
    pushAuth: expect.any(String),
  });

  // The result page is keyed by the manage token and shows the real booking and what to do with it.
  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  const resultUrl = page.url();
  const token = resultUrl.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByText('Sua agenda foi realizada', { exact: true })).toBeVisible();
  await expect(page.getByText(bookingWhen(slot.date, slot.label), { exact: true })).toBeVisible();
  // It says what will really come: the push confirmation and the reminder, 2 hours (REMINDER_MINUTES) before.
  const reminderAt = bookingWhen(slot.date, `${pad(Math.floor(slot.hour / 100) - 2)}:${pad(slot.hour % 100)}`);
  await expect(page.getByRole('status')).toHaveText(
    `A confirmação chega por notificação neste aparelho; o lembrete, em ${reminderAt}. Se a barbearia mudar ou cancelar o horário, você também é avisado.`,
  );
  await expect(page.getByText('Lembretes automáticos não serão enviados')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute('href', `/api/appointment/manage/${token}/calendar.ics`);
  await expect(page.getByRole('link', { name: 'Adicionar ao Google Agenda' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  // Both calendar events lead back to the manage page.
  const googleEvent = new URL((await page.getByRole('link', { name: 'Adicionar ao Google Agenda' }).getAttribute('href'))!);
  expect(googleEvent.searchParams.get('details')).toContain(`${new URL(resultUrl).origin}/agenda/gerenciar/${token}`);
  await expect(page.getByRole('link', { name: 'Enviar à barbearia pelo WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);

  // Going back does not offer the client's own booking again: the flow starts over.
  await page.goBack();
  await expect(page).toHaveURL(/\/agenda\/(barbeiro|servico)$/);
  await expect(page.getByText('Já existe um agendamento para este horário.')).toHaveCount(0);
  await page.goto(resultUrl);
  // A tap in the instant the app takes over was lost now and then (the page stayed on the result), so this tap, which
  // tests the app's link, waits for the app; before it arrives the link is a plain href to the manage page.
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByRole('link', { name: 'Gerenciar agendamento' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda/gerenciar/${token}$`));
  await expect(page.getByRole('main')).toContainText(slot.label);
  await expect(page.getByRole('status')).toContainText('Notificações ativadas; o lembrete, em');

  // Move it to the next free time of the same day.
  const { slots } = await (
    await request.get(
      `/api/appointment/manage/${token}/availability?jobId=${slot.service.id}&day=${slot.date.day}&month=${slot.date.month}&year=${slot.date.year}`,
    )
  ).json();
  const later = slots.find((free: { hour: number }) => free.hour > slot.hour);
  await page.getByRole('button', { name: 'Alterar data, horário ou serviço' }).click();
  await expect(page.getByRole('radio', { name: slot.label, exact: true })).toBeChecked();
  await page.getByRole('radio', { name: later.label, exact: true }).click();
  await page.getByRole('button', { name: 'Salvar alteração' }).click();
  // The page shows the booking again, moved, and says so above it (no toast over the new time).
  await expect(page.getByRole('status').filter({ hasText: 'Agendamento alterado' })).toContainText(
    `Novo horário: ${bookingWhen(slot.date, later.label)}.`,
  );
  await expect(page.getByRole('main')).toContainText(bookingWhen(slot.date, later.label));
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  // This device holds the token: the lookup by phone offers "Gerenciar" for it.
  await page.goto('/agenda/consultar');
  await page.getByLabel('Contato').fill(client.contact);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const card = page.getByRole('article');
  await expect(card).toContainText(later.label);
  await card.getByRole('link', { name: 'Gerenciar' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda/gerenciar/${token}$`));

  // The cancel dialog's code comes with the click: without a connection the click says so, and back online the same click
  // opens the dialog (whether the browser fetches the code again by itself or needs a fresh URL for it, or, when a chunk the
  // dialog imports failed offline too and the browser keeps that failure, after the page reloads for it).
  const cancelButton = page.getByRole('button', { name: 'Cancelar agendamento' });
  // The address changes before the booking has loaded: going offline earlier leaves a page with no booking to cancel.
  await expect(cancelButton).toBeVisible();
  await context.setOffline(true);
  await cancelButton.click();
  await expect(page.getByText('Não foi possível conectar ao servidor.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.setOffline(false);
  await cancelButton.click();

  // Cancel, after confirming.
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
  expect((await request.get(`/api/appointment/manage/${token}`)).status()).toBe(404);

  // The barber's agenda shows it as cancelled by the client.
  await page.goto('/administrador/login');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByLabel('Usuário').fill('barbeiro');
  await page.getByLabel('Senha', { exact: true }).fill('barbearia123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/administrador\/home$/);
  await page.goto(`/administrador/minha-agenda/${MONTH_SLUGS[slot.date.month]}/${slot.date.month}/${slot.date.year}`);
  await page.getByLabel('Dia', { exact: true }).selectOption(String(slot.date.day));
  const cancelled = page.getByRole('article', { name: new RegExp(client.name) });
  await expect(cancelled).toContainText('Cancelado pelo cliente');
  await expect(cancelled).toContainText(later.label);
  await expect(cancelled.getByRole('link', { name: 'Editar' })).toHaveCount(0);
});

test('a client who booked without notifications turns them on later from the manage page', async ({ page, context, request }) => {
  const slot = await findBookableSlot(request, 'Corte', 5);
  const booked = await request.post('/api/appointment/create', {
    data: { clientName: 'Rita Alves', clientContact: uniqueContact(), ...slot.date, hour: slot.hour, jobId: slot.service.id, userId: slot.barber.id },
  });
  expect(booked.status()).toBe(200);
  const { manageToken } = await booked.json();
  await allowNotificationsWithFakePushService(context);

  await page.goto(`/agenda/gerenciar/${manageToken}`);
  await expect(page.getByText('Lembretes automáticos não serão enviados')).toBeVisible();
  const subscribed = page.waitForRequest((candidate) => candidate.url().endsWith(`/api/appointment/manage/${manageToken}/push`));
  await page.getByRole('button', { name: 'Receber lembrete por notificação' }).click();
  expect((await subscribed).postDataJSON()).toMatchObject({ pushEndpoint: expect.stringMatching(/^https:\/\/127\.0\.0\.1:9\/push\//) });
  await expect(page.getByRole('status')).toContainText('Notificações ativadas; o lembrete, em');
  await expect(page.getByText('Lembretes automáticos não serão enviados')).toHaveCount(0);

  // The server keeps it: a reload still says so.
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Notificações ativadas');
});

test.describe('the manage page without its service worker', () => {
  // The service worker fetches /assets/ itself, and page.route never sees those requests: these tests make the server's answers.
  test.use({ serviceWorkers: 'block' });

  test("the cancel dialog's code is fetched again under a fresh URL when its first fetch fails, and a release that removed it reloads the page", async ({
    page,
    request,
  }) => {
    const slot = await findBookableSlot(request, 'Corte', 7);
    const manageToken = await bookThroughApi(request, slot, { name: 'Otávio Reis', contact: uniqueContact() });
    const dialogCode = /\/assets\/CancelBookingDialog-[\w-]+\.js(\?.*)?$/;

    // A release replaced the file: the server answers 404, so the click reloads the page to get the new release. The
    // reloaded page asks for the dialog once more; the server still has no such file, so it says so and reloads no more.
    let reloads = 0;
    page.on('load', () => reloads++);
    await page.route(dialogCode, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
    await page.goto(`/agenda/gerenciar/${manageToken}`);
    const cancelButton = page.getByRole('button', { name: 'Cancelar agendamento' });
    await Promise.all([page.waitForEvent('load'), cancelButton.click()]);
    await expect(page.getByText('Não foi possível abrir o cancelamento. Tente de novo.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(reloads).toBe(2);
    await page.unrouteAll({ behavior: 'wait' });

    // The browser keeps failing the file's own URL (as some Chromium versions did after a dropped fetch, whatever the
    // connection does next): the same click gets it under a fresh URL and opens the dialog.
    const fetchedAgain: string[] = [];
    await page.route(dialogCode, (route) => {
      const url = new URL(route.request().url());
      if (!url.searchParams.has('retry')) return route.abort('connectionreset');
      fetchedAgain.push(url.href);
      return route.continue();
    });
    await page.reload();
    await cancelButton.click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' })).toBeVisible();
    expect(fetchedAgain.length).toBeGreaterThan(0);
    await expect(page.getByText('Não foi possível conectar ao servidor.')).toHaveCount(0);
  });
});
