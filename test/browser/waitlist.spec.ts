import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { PushReceiver, TestSubscription } from '../support/push-receiver';
import { login } from './admin-login';
import { bookingWhen, chooseBarber, dayChip } from './booking-steps';
import { allowNotificationsWithFakePushService } from './fake-push-service';
import { startPushService } from './push-service';
import { addDays, barberOfThisTest, bookThroughApi, freeTimes, isoDateOf, joinWaitlistThroughApi, type BookableSlot } from './shop-api';
import { calendarDay, showCalendarMonth } from './time-step';

/**
 * The waitlist on a phone: a day full for the service, a second client joins its list with notifications, the first cancels
 * through their manage link, the second gets the offer as a push (read from the push service the server really sent it
 * to) and books it in one tap; the barber's day shows the booking and who still waits.
 */
test.use({ viewport: { width: 360, height: 800 } });
const PHONE = { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: 'pt-BR' };

const contactOfThisRun = (prefix: string) => `${prefix}${String(Date.now()).slice(-8)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/waitlist-${name}-360.png`, fullPage: true });

let pushService: PushReceiver;
test.beforeAll(async () => {
  pushService = await startPushService();
});
test.afterAll(() => pushService.close());

/** The day of `slot` made full: every other free time of the barber's blocked, the slot itself booked by the first client. */
async function fillTheDay(request: APIRequestContext, slot: BookableSlot, headers: Record<string, string>): Promise<string> {
  const others = (await freeTimes(request, slot.barber.id, slot.service.id, slot.date)).filter((free) => free.hour !== slot.hour);
  const blocked = await request.post('/api/appointment/deactivate', {
    headers,
    data: { hours: others.map((free) => free.hour), ...slot.date, userId: slot.barber.id },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const token = await bookThroughApi(request, slot, { name: 'Ana Primeira', contact: contactOfThisRun('119') });
  expect(await freeTimes(request, slot.barber.id, slot.service.id, slot.date)).toEqual([]);
  return token;
}

/** The second client, from AGENDAR to the time step, where the full day can't be chosen, then to the waitlist's page. */
async function reachTheJoinPage(page: Page, slot: BookableSlot) {
  await page.goto('/');
  await page.getByRole('link', { name: 'AGENDAR' }).click();
  await chooseBarber(page, slot.barber.displayName);
  await page.getByRole('radio', { name: new RegExp(`^${slot.service.name} \\d`) }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await showCalendarMonth(page, slot.date);
  await expect(calendarDay(page, slot.date)).toBeDisabled();
  await page.getByRole('link', { name: 'Avise-me se abrir um horário' }).click();
  await expect(page).toHaveURL(/\/agenda\/espera$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de espera' })).toBeVisible();
}

async function joinWithNotifications(page: Page, slot: BookableSlot, subscription: TestSubscription) {
  await page.getByRole('checkbox', { name: dayChip(slot.date) }).check();
  await page.getByLabel('Nome').fill('Bruno Espera');
  await page.getByLabel('Contato').fill(contactOfThisRun('219'));
  await page.getByRole('button', { name: 'Receber a oferta por notificação' }).click();
  await expect(page.getByRole('status')).toContainText('Notificações ativadas neste aparelho');
  await shot(page, 'join');
  const joined = page.waitForRequest((request) => request.url().endsWith('/api/waitlist') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  expect((await joined).postDataJSON()).toMatchObject({
    days: [isoDateOf(slot.date)],
    period: null,
    clientName: 'Bruno Espera',
    pushEndpoint: subscription.pushEndpoint,
  });
  await expect(page.getByRole('heading', { name: 'Pronto, você está na lista!' })).toBeVisible();
  await expect(page.getByText('você recebe uma notificação com o link para agendar')).toBeVisible();
  await expect(page.getByText('O horário fica reservado só para você por 10 minutos.')).toBeVisible();
  await shot(page, 'joined');
  await page.getByRole('link', { name: 'Ver ou sair da lista' }).click();
  await expect(page).toHaveURL(/\/agenda\/espera\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Você está na lista de espera' })).toBeVisible();
  await expect(page.getByText(dayChip(slot.date))).toBeVisible();
  await shot(page, 'manage');
}

async function cancelThroughManageLink(browser: Browser, token: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`/agenda/gerenciar/${token}`);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await page.getByRole('dialog', { name: 'Cancelar agendamento?' }).getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
  await context.close();
}

/** While the offer waits, the barber's day shows its time held for the waitlist, not free to book over. */
async function barberSeesTheTimeHeld(browser: Browser, account: { username: string; password: string }, slot: BookableSlot) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await login(page, account.username, account.password);
  await page.goto(`/administrador/minha-agenda?dia=${isoDateOf(slot.date)}`);
  await expect(page.getByText('Oferecido à lista de espera')).toBeVisible();
  await expect(page.getByRole('link', { name: `Livre às ${slot.label}: encaixar cliente` })).toHaveCount(0);
  await context.close();
}

/** The shop's owner, in the team member's agenda, sees who waits for the day as the barber does. */
async function ownerSeesTheList(browser: Browser, slot: BookableSlot, clientName: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await login(page);
  await page.goto(`/administrador/minha-agenda?dia=${isoDateOf(slot.date)}&barbeiro=${slot.barber.id}`);
  await page.getByRole('button', { name: '1 na lista de espera' }).click();
  await expect(page.getByRole('dialog', { name: 'Lista de espera do dia' }).getByText(clientName, { exact: true })).toBeVisible();
  await context.close();
}

/** The offer's push, as the push service received it and the subscription's private key decrypts it. */
async function offerPushTo(subscription: TestSubscription) {
  await expect.poll(() => pushService.messagesTo(subscription).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [message] = pushService.messagesTo(subscription);
  expect(message.title).toBe('Abriu um horário');
  expect(message.url).toMatch(/^\/agenda\/espera\/oferta\/[A-Za-z0-9_-]{43}$/);
  return message;
}

test('a client on the waitlist of a full day gets the freed time by push and books it in one tap', async ({ page, context, request, browser }) => {
  test.slow();
  const own = await barberOfThisTest(request);
  const slot = await own.slot(3);
  const firstClientToken = await fillTheDay(request, slot, own.barber.headers);
  // The next day blocked whole: a day the barber doesn't work is not offered to wait for.
  const closedDay = addDays(slot.date, 1);
  const blocked = await request.post('/api/unavailable/create', {
    headers: own.barber.headers,
    data: { userId: own.barber.id, ...closedDay, hour: 0 },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const subscription = pushService.subscription();
  await allowNotificationsWithFakePushService(context, subscription);

  await reachTheJoinPage(page, slot);
  await expect(page.getByRole('checkbox', { name: dayChip(slot.date) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: dayChip(closedDay) })).toHaveCount(0);
  await joinWithNotifications(page, slot, subscription);

  await cancelThroughManageLink(browser, firstClientToken);
  const message = await offerPushTo(subscription);
  expect(message.body).toContain(`às ${slot.label} com ${slot.barber.displayName}`);
  await barberSeesTheTimeHeld(browser, own.account, slot);

  // A phone whose clock is past the hold (a clock is a browser context's): the page says the time went on to the next in line.
  const laterContext = await browser.newContext(PHONE);
  const later = await laterContext.newPage();
  await later.clock.install({ time: Date.now() + 11 * 60_000 });
  await later.goto(message.url);
  await expect(later.getByRole('status').filter({ hasText: 'O tempo para agendar acabou' })).toBeVisible();
  await expect(later.getByRole('button', { name: 'Escolher outro horário' })).toBeVisible();
  await shot(later, 'offer-expired');
  await laterContext.close();

  await page.goto(message.url);
  await expect(page.getByRole('heading', { name: 'Abriu um horário para você!' })).toBeVisible();
  await expect(page.getByText(bookingWhen(slot.date, slot.label))).toBeVisible();
  await expect(page.getByText(/^Reservado para você por mais (9|10) min\.$/)).toBeVisible();
  await shot(page, 'offer');
  await page.getByRole('button', { name: 'Agendar este horário' }).click();
  await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByText(bookingWhen(slot.date, slot.label))).toBeVisible();
  await shot(page, 'booked');
  // The link again: already booked, nothing to take twice.
  await page.goto(message.url);
  await expect(page.getByText('Você já agendou este horário')).toBeVisible();

  // Someone else still waits for the day, without notifications: the barber sees them, with their phone.
  await joinWaitlistThroughApi(request, slot, { name: 'Carla Espera', contact: contactOfThisRun('319') });
  await login(page, own.account.username, own.account.password);
  await page.goto(`/administrador/minha-agenda?dia=${isoDateOf(slot.date)}`);
  await expect(page.getByRole('button', { name: new RegExp(`^Abrir agendamento de Bruno Espera às ${slot.label}`) })).toBeVisible();
  await page.getByRole('button', { name: '1 na lista de espera' }).click();
  const list = page.getByRole('dialog', { name: 'Lista de espera do dia' });
  await expect(list.getByText('Carla Espera', { exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Ligar para Carla Espera/ })).toBeVisible();
  await expect(list.getByRole('link', { name: 'WhatsApp de Carla Espera' })).toBeVisible();
  await expect(list.getByText('Nenhum horário livre neste dia para oferecer.')).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, 'barber-list');

  await ownerSeesTheList(browser, slot, 'Carla Espera');
  await own.done();
});
