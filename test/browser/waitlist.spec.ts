import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PushReceiver, TestSubscription } from '../support/push-receiver';
import { login } from './admin-login';
import { bookingWhen, chooseBarber, dayChip } from './booking-steps';
import { setDeposit } from './deposit-terms';
import { allowNotificationsWithFakePushService } from './fake-push-service';
import { startPushService } from './push-service';
import { addDays, barberOfThisTest, fillTheDay, isoDateOf, joinWaitlistThroughApi, type BookableSlot, type ShopDate } from './shop-api';
import { calendarDay, chooseCalendarDay, showCalendarMonth } from './time-step';

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

/** From AGENDAR to the time step of the slot's barber and service. */
async function reachTheTimeStep(page: Page, slot: BookableSlot) {
  await page.goto('/');
  await page.getByRole('link', { name: 'AGENDAR' }).click();
  await chooseBarber(page, slot.barber.displayName);
  await page.getByRole('radio', { name: new RegExp(`^${slot.service.name} \\d`) }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/**
 * The second client, at the time step: the full day reads 'lotado' and can be tapped (a day the barber doesn't work still
 * can't); tapped, it says the day is full, and its Avise-me leads to the waitlist's page with that day chosen.
 */
async function reachTheJoinPage(page: Page, slot: BookableSlot, closedDay: ShopDate) {
  await reachTheTimeStep(page, slot);
  await showCalendarMonth(page, slot.date);
  const fullDay = calendarDay(page, slot.date);
  await expect(fullDay).toHaveAttribute('aria-label', /: lotado$/);
  // The word under the number is drawn from data-mark by the calendar's stylesheet (the label says it for screen readers).
  await expect(fullDay).toHaveAttribute('data-mark', 'lotado');
  expect(await fullDay.evaluate((day) => getComputedStyle(day, '::after').content)).toBe('"lotado"');
  await expect(fullDay).toBeEnabled();
  if (closedDay.month === slot.date.month) await expect(calendarDay(page, closedDay)).toBeDisabled();
  await fullDay.click();
  await expect(page.getByText('Dia lotado', { exact: true })).toBeVisible();
  await expect(page.getByText('Todos os horários deste dia já foram agendados.', { exact: false })).toBeVisible();
  // Nothing to continue with on a full day: its notice is the way on.
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
  await shot(page, 'full-day');
  await page.getByRole('link', { name: 'Avise-me se abrir um horário' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda/espera\\?dias=${isoDateOf(slot.date)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de espera' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: dayChip(slot.date) })).toBeChecked();
}

async function joinWithNotifications(page: Page, slot: BookableSlot, subscription: TestSubscription) {
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
  const firstClientToken = await fillTheDay(request, slot, own.barber.headers, { name: 'Ana Primeira', contact: contactOfThisRun('119') });
  // The next day blocked whole: a day the barber doesn't work is not offered to wait for.
  const closedDay = addDays(slot.date, 1);
  const blocked = await request.post('/api/unavailable/create', {
    headers: own.barber.headers,
    data: { userId: own.barber.id, ...closedDay, hour: 0 },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const subscription = pushService.subscription();
  await allowNotificationsWithFakePushService(context, subscription);

  await reachTheJoinPage(page, slot, closedDay);
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

test('the time step’s “Avise-me se abrir um horário” is never under the sticky Continuar, and a tap on it opens the join page', async ({
  browser,
  request,
}) => {
  const own = await barberOfThisTest(request);
  const slot = await own.slot(2);
  // The phone of the usability walk: 360 × 780, by touch.
  const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await reachTheTimeStep(page, slot);
  await chooseCalendarDay(page, slot.date);
  await expect(page.getByRole('radio', { name: slot.label, exact: true })).toBeVisible();

  // The page scrolled from its top to its end: wherever the link is, the sticky bar is never over it.
  const overlaps = await page.evaluate(async () => {
    const link = Array.from(document.querySelectorAll('a')).find((anchor) => anchor.textContent === 'Avise-me se abrir um horário');
    const bar = document.querySelector('.sticky-action');
    if (!link || !bar) return ['link or bar missing'];
    const found: string[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= end + 40; y += 20) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const a = link.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      if (a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right) found.push(`at ${window.scrollY}px`);
    }
    return found;
  });
  expect(overlaps).toEqual([]);

  const link = page.getByRole('link', { name: 'Avise-me se abrir um horário' });
  await link.scrollIntoViewIfNeeded();
  const [linkBox, barBox] = [await link.boundingBox(), await page.locator('.sticky-action').boundingBox()];
  expect(linkBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  expect(linkBox!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/waitlist-time-step-link-360.png' });
  await link.tap();
  await expect(page).toHaveURL(/\/agenda\/espera$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de espera' })).toBeVisible();
  await context.close();
  await own.done();
});

test('without the app, a full day tapped in the calendar leads to the join page with that day chosen', async ({ browser, request, baseURL }) => {
  const own = await barberOfThisTest(request);
  const slot = await own.slot(4);
  await fillTheDay(request, slot, own.barber.headers, { name: 'Ana Lotada', contact: contactOfThisRun('129') });
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  await context.addCookies([
    { name: 'agendamento', value: encodeURIComponent(JSON.stringify({ barberId: slot.barber.id, serviceId: slot.service.id })), url: baseURL! },
  ]);
  const page = await context.newPage();
  await page.goto(`/agenda/horario?mes=${isoDateOf(slot.date).slice(0, 7)}`);
  const fullDay = calendarDay(page, slot.date);
  await expect(fullDay).toHaveAttribute('aria-label', /: lotado$/);
  // The day's button sends the step's form: the server answers with the step again, the day chosen and said full.
  await fullDay.click();
  await expect(page.getByText('Dia lotado', { exact: true })).toBeVisible();
  await expect(calendarDay(page, slot.date)).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: 'test-results/waitlist-full-day-without-js-360.png', fullPage: true });
  await page.getByRole('link', { name: 'Avise-me se abrir um horário' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda/espera\\?dias=${isoDateOf(slot.date)}$`));
  await expect(page.getByRole('checkbox', { name: dayChip(slot.date) })).toBeChecked();
  await context.close();
  await own.done();
});

/** The WhatsApp message of a link: its `text` parameter. */
const whatsAppText = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';

test('a time offered by hand goes on WhatsApp with the shop, day, time and hold; its page tells the price and the deposit before the tap', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const own = await barberOfThisTest(request);
  const slot = await own.slot(6);
  const shop: { name: string; waitlistOfferMinutes: number } = await (await request.get('/api/shop')).json();
  await joinWaitlistThroughApi(request, slot, { name: 'Dora Espera', contact: contactOfThisRun('419') });
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10.5 });
  try {
    // The barber's day: the waiting client without notifications gets the time by hand, and its link on WhatsApp.
    await login(page, own.account.username, own.account.password);
    await page.goto(`/administrador/minha-agenda?dia=${isoDateOf(slot.date)}`);
    await page.getByRole('button', { name: '1 na lista de espera' }).click();
    const list = page.getByRole('dialog', { name: 'Lista de espera do dia' });
    await list.getByLabel('Horário livre').selectOption(String(slot.hour));
    await list.getByRole('button', { name: 'Oferecer horário' }).click();
    const send = list.getByRole('link', { name: 'Enviar o link pelo WhatsApp' });
    await expect(send).toBeVisible();
    const text = whatsAppText(await send.getAttribute('href'));
    const when = `${dayChip(slot.date).toLowerCase()} às ${slot.label} com ${own.account.username}`;
    const hold = `Ele fica reservado para você por ${shop.waitlistOfferMinutes} minutos, até \\d\\d:\\d\\d\\.`;
    const link = `${baseURL}/agenda/espera/oferta/[A-Za-z0-9_-]{43}`;
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(text).toMatch(new RegExp(`^${escape(shop.name)}: abriu um horário ${escape(when)}\\. ${hold} Agende por este link: ${link}$`));
    const offerUrl = text.split('Agende por este link: ')[1];

    // The client's phone, the link opened: the service, its price and the deposit, before the tap.
    const client = await browser.newContext(PHONE);
    const phone = await client.newPage();
    await phone.goto(offerUrl);
    await expect(phone.getByRole('heading', { name: 'Abriu um horário para você!' })).toBeVisible();
    await expect(phone.getByText(bookingWhen(slot.date, slot.label))).toBeVisible();
    await expect(phone.getByRole('main')).toContainText('Valor');
    await expect(phone.getByRole('main')).toContainText('R$\u00a040,00');
    const deposit = phone.getByRole('note', { name: 'Sinal' });
    await expect(deposit).toContainText('Sinal de R$\u00a010,50 por Pix');
    await expect(deposit).toContainText('Depois de agendar, você tem 15 minutos para pagar');
    await expect(deposit).toContainText('Cancelando até');
    await expect(phone.getByRole('button', { name: 'Agendar este horário' })).toBeVisible();
    await phone.waitForTimeout(300);
    await shot(phone, 'offer-deposit');
    await client.close();

    // The same page as the server sends it, before the app (or without JavaScript).
    const plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto(offerUrl);
    await expect(plainPage.getByRole('main')).toContainText('R$\u00a040,00');
    await expect(plainPage.getByRole('note', { name: 'Sinal' })).toContainText('Sinal de R$\u00a010,50 por Pix');
    await plain.close();
  } finally {
    await setDeposit(request, { depositRule: 'off' });
    await own.done();
  }
});
