import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './admin-login';
import { addDays, type ShopDate } from './shop-api';
import { calendarDay } from './time-step';

test.use({ viewport: { width: 360, height: 740 } });

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = ({ year, month, day }: ShopDate) => `${year}-${pad(month + 1)}-${pad(day)}`;
const weekdayOf = ({ year, month, day }: ShopDate) => new Date(Date.UTC(year, month, day)).getUTCDay();
const label = (hour: number) => `${pad(Math.floor(hour / 100))}:${pad(hour % 100)}`;

/** Where the screenshots of the day view and its sheet go, when asked for (SCREENSHOTS_DIR=/tmp/shots). */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png` });
}

async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const session = await (await request.post('/api/auth/login', { data: { username, password } })).json();
  return { id: session.id as string, headers: { Authorization: `Bearer ${session.token}` } };
}

/**
 * A barber of their own (so the day holds only this test's bookings): open all day on today's and
 * tomorrow's weekdays with a one-hour break that is not now, a booking running now and, tomorrow, one
 * the new break left out and one late in the day.
 */
async function barberWithADay(request: APIRequestContext) {
  const owner = await apiLogin(request, 'barbeiro', 'barbearia123');
  const account = { username: `dia${String(Date.now()).slice(-6)}`, password: 'senha-do-dia-1' };
  expect((await request.post('/api/auth/create', { headers: owner.headers, data: account })).status()).toBe(200);
  const barber = await apiLogin(request, account.username, account.password);
  expect((await request.post(`/api/hour/create/list/${barber.id}`, { headers: barber.headers })).status()).toBe(200);
  const service = await (await request.post(`/api/job/create/${barber.id}`, { headers: barber.headers, data: { name: 'Corte', value: 40 } })).json();

  const shop = await (await request.get('/api/shop')).json();
  const today: ShopDate = shop.today;
  const tomorrow = addDays(today, 1);
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', { timeZone: shop.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number);
  const running = hours * 100 + (minutes < 30 ? 0 : 30);
  const book = async (date: ShopDate, hour: number, clientName: string, clientContact = '11987650000') => {
    const response = await request.post('/api/appointment/admin/create', {
      headers: barber.headers,
      data: { userId: barber.id, jobId: service.id, ...date, hour, clientName, clientContact },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  // Tomorrow 12:30, inside the default hours (07:30–20:00); the break set below leaves it out.
  await book(tomorrow, 1230, 'Bia Fora do Horário');

  const todayBreak = hours < 11 ? { start: 1200, end: 1300 } : { start: 600, end: 700 };
  const setDay = async (date: ShopDate, breaks: { start: number; end: number }[]) => {
    const response = await request.put(`/api/hour/week/${barber.id}/${weekdayOf(date)}`, {
      headers: barber.headers,
      data: { open: true, hours: { start: 0, end: 2400, breaks } },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setDay(today, [todayBreak]);
  await setDay(tomorrow, [{ start: 1200, end: 1300 }]);
  await book(today, running, 'Ana Agora', '11987654321');
  await book(tomorrow, 2100, 'Caio Noite');
  return { account, barber, today, tomorrow, todayBreak };
}

test('the day view: its header fits 180 px with Bloquear, breaks and now show, a booking opens a sheet with attendance, Excluir and Desfazer', async ({
  page,
  request,
}) => {
  test.slow();
  const { account, today, tomorrow, todayBreak } = await barberWithADay(request);
  await login(page, account.username, account.password);

  // Início flags tomorrow's booking the new break left out.
  const outside = page.getByRole('region', { name: /fora do horário de atendimento/ });
  await expect(outside).toContainText('1 agendamento fora do horário de atendimento');
  await expect(outside).toContainText('12:30 · Bia Fora do Horário · Corte');
  await screenshot(page, 'home-outside-hours');

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/administrador\/minha-agenda$/);
  const timeline = page.getByRole('list', { name: 'Horários do dia' });
  await expect(timeline.getByRole('article', { name: /Ana Agora/ })).toBeVisible();

  // Everything above the first slot at 360 px: about 120 px of title, views, the day and its arrows, then the day's
  // actions (here Bloquear alone), one row of 44 px.
  await expect(page.getByRole('button', { name: 'Bloquear' })).toBeVisible();
  const firstRow = await timeline.getByRole('listitem').first().boundingBox();
  expect(firstRow!.y).toBeLessThanOrEqual(184);

  // The break and the closing time are labelled rows; today has a "now" line.
  await expect(timeline.getByRole('listitem').filter({ hasText: `Intervalo até ${label(todayBreak.end)}` })).toContainText(label(todayBreak.start));
  await expect(timeline.getByText('Fechado', { exact: true })).toBeVisible();
  await expect(timeline.getByLabel(/^Agora, \d\d:\d\d$/)).toHaveCount(1);
  await timeline.getByRole('article', { name: /Ana Agora/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'day-view');

  // The booking's sheet: attendance (it has started), Editar, Mover, Excluir, Ligar, WhatsApp.
  await page.getByRole('button', { name: /^Abrir agendamento de Ana Agora/ }).click();
  const sheet = page.getByRole('dialog', { name: /Ana Agora/ });
  await expect(sheet.getByRole('link', { name: 'Ligar' })).toHaveAttribute('href', 'tel:11987654321');
  await expect(sheet.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5511987654321');
  await expect(sheet.getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Mover' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Fechar' })).toBeVisible();
  await screenshot(page, 'day-view-sheet');
  for (const name of ['Compareceu', 'Faltou', 'Editar', 'Mover', 'Excluir', 'Ligar', 'WhatsApp']) {
    const box = await sheet.getByRole(name === 'Compareceu' || name === 'Faltou' || name === 'Excluir' ? 'button' : 'link', { name }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
  await sheet.getByRole('button', { name: 'Compareceu' }).click();
  // Marked, the sheet closes: the day shows the mark; opened again, the sheet has it pressed.
  await expect(sheet).toHaveCount(0);
  await expect(timeline.getByRole('article', { name: /Ana Agora/ })).toContainText('Compareceu');
  await page.getByRole('button', { name: /^Abrir agendamento de Ana Agora/ }).click();
  await expect(sheet.getByRole('button', { name: 'Compareceu' })).toHaveAttribute('aria-pressed', 'true');

  // Excluir asks nothing; the toast's Desfazer brings the booking back.
  await sheet.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Agendamento excluído.')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await expect(timeline.getByRole('article', { name: /Ana Agora/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Agendamento restaurado.')).toBeVisible();
  await expect(timeline.getByRole('article', { name: /Ana Agora/ })).toBeVisible();

  // Tomorrow: the booking the break left out is flagged on its card, the break runs up to it; no "now" line.
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page).toHaveURL(new RegExp(`dia=${isoDate(tomorrow)}`));
  await expect(timeline.getByRole('article', { name: /Bia Fora do Horário/ })).toContainText('Fora do horário');
  await timeline.getByRole('listitem').filter({ hasText: 'Intervalo até 12:30' }).scrollIntoViewIfNeeded();
  await expect(timeline.getByLabel(/^Agora/)).toHaveCount(0);
  await screenshot(page, 'day-view-tomorrow');
  // The week view says so too.
  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByRole('link', { name: /Bia Fora do Horário/ })).toContainText('fora do horário');
  expect(isoDate(today)).not.toBe(isoDate(tomorrow));
});

test('Editar from the sheet saves and comes back to the same day at the same scroll position', async ({ page, request }) => {
  test.slow();
  const { account, tomorrow } = await barberWithADay(request);
  await login(page, account.username, account.password);
  await page.goto(`/administrador/minha-agenda?dia=${isoDate(tomorrow)}`);
  const late = page.getByRole('button', { name: /^Abrir agendamento de Caio Noite/ });
  await late.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await late.click();
  await page
    .getByRole('dialog', { name: /Caio Noite/ })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar agendamento');
  await expect(page.getByRole('main').getByRole('link', { name: 'Minha Agenda' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill('Caio Noite Souza');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Agenda atualizada.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/minha-agenda\\?dia=${isoDate(tomorrow)}$`));
  await expect(page.getByRole('article', { name: /Caio Noite Souza/ })).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);

  // Mover opens the same form at the day and time.
  await page.getByRole('button', { name: /^Abrir agendamento de Caio Noite Souza/ }).click();
  await page
    .getByRole('dialog', { name: /Caio Noite Souza/ })
    .getByRole('link', { name: 'Mover' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mover agendamento');
  await expect(calendarDay(page, tomorrow)).toBeFocused();
});

test('the day opens with the now line in view, hours of free slots above it', async ({ page, request }) => {
  const { account } = await barberWithADay(request);
  const shop = await (await request.get('/api/shop')).json();
  const shopDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: shop.timezone }).format(date);
  // The phone's clock hours on, within the session's life (12 h): 8 hours on, or, when that passes midnight, nearly 12 hours
  // on into tomorrow's small hours. Either way the barber's all-day hours put hours of free slots above the now line.
  const now = new Date();
  const eightHoursOn = new Date(now.getTime() + 8 * 60 * 60_000);
  const later = shopDay(eightHoursOn) === shopDay(now) ? eightHoursOn : new Date(now.getTime() + (11 * 60 + 50) * 60_000);
  await page.clock.setFixedTime(later);
  await page.setViewportSize({ width: 360, height: 500 });
  await login(page, account.username, account.password);
  await page.goto(`/administrador/minha-agenda?dia=${shopDay(later)}`);
  await expect(page.getByRole('list', { name: 'Horários do dia' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Agora, / })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a booking over without Compareceu or Faltou looks apart and says so; once Faltou, no other no-show is counted for it', async ({
  page,
  request,
}) => {
  const { account, today } = await barberWithADay(request);
  // The phone's clock an hour on: the booking running now (30 minutes) is over.
  await page.clock.setFixedTime(new Date(Date.now() + 60 * 60_000));
  await login(page, account.username, account.password);
  await page.goto(`/administrador/minha-agenda?dia=${isoDate(today)}`);
  const ana = page.getByRole('article', { name: /Ana Agora/ });
  await expect(ana).toContainText('Já passou · marcar presença');

  await page.getByRole('button', { name: /^Abrir agendamento de Ana Agora/ }).click();
  const sheet = page.getByRole('dialog', { name: /Ana Agora/ });
  await sheet.getByRole('button', { name: 'Faltou' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(ana).toContainText('Faltou');
  await expect(ana).not.toContainText('marcar presença');
  await expect(ana).not.toContainText('falta');
});

test('the barber blocks tomorrow afternoon in five taps from the day view, and the day shows it as one row', async ({ page, request }) => {
  const owner = await apiLogin(request, 'barbeiro', 'barbearia123');
  const account = { username: `tarde${String(Date.now()).slice(-6)}`, password: 'senha-da-tarde-1' };
  expect((await request.post('/api/auth/create', { headers: owner.headers, data: account })).status()).toBe(200);
  const barber = await apiLogin(request, account.username, account.password);
  expect((await request.post(`/api/hour/create/list/${barber.id}`, { headers: barber.headers })).status()).toBe(200);
  const { today } = await (await request.get('/api/shop')).json();
  const tomorrow = addDays(today, 1);
  const openAllDay = await request.put(`/api/hour/week/${barber.id}/${weekdayOf(tomorrow)}`, {
    headers: barber.headers,
    data: { open: true, hours: { start: 730, end: 2000, breaks: [] } },
  });
  expect(openAllDay.status(), await openAllDay.text()).toBe(200);
  await login(page, account.username, account.password);

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Agenda' }).click(); // 1
  await page.getByRole('button', { name: 'Próximo dia' }).click(); // 2
  await expect(page).toHaveURL(new RegExp(`dia=${isoDate(tomorrow)}`));
  await page.getByRole('button', { name: 'Bloquear' }).click(); // 3
  const dialog = page.getByRole('dialog', { name: /^Bloquear: / });
  await dialog.getByText('Tarde', { exact: true }).click(); // 4
  await expect(dialog).toContainText('Bloqueia 16 horários livres.');
  await screenshot(page, 'day-view-block-dialog');
  await dialog.getByRole('button', { name: 'Bloquear' }).click(); // 5
  await expect(page.getByText('Horários sem agenda definidos.')).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Horários do dia' });
  await expect(timeline.getByRole('group', { name: /bloqueado/ })).toHaveCount(1);
  await expect(timeline.getByRole('group', { name: '12:00 bloqueado até 20:00' })).toHaveText('Bloqueado 12:00–20:00');
  await expect(timeline.getByRole('link', { name: 'Livre às 11:30: encaixar cliente' })).toBeVisible();
  await screenshot(page, 'day-view-blocked-afternoon');
});

test('a walk-in from a free slot saves and comes back to the same day at the place it was tapped', async ({ page, request }) => {
  const { account, tomorrow } = await barberWithADay(request);
  await login(page, account.username, account.password);
  await page.goto(`/administrador/minha-agenda?dia=${isoDate(tomorrow)}`);
  const free = page.getByRole('link', { name: 'Livre às 17:00: encaixar cliente' });
  await free.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await free.click();
  await expect(page.getByText(/^Encaixe: .*, 17:00$/)).toBeVisible();
  await page.getByLabel('Serviço').selectOption({ index: 1 });
  await page.getByLabel('Nome', { exact: true }).fill('Davi Encaixe');
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Agendamento criado.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/minha-agenda\\?dia=${isoDate(tomorrow)}$`));
  await expect(page.getByRole('article', { name: '17:00, Davi Encaixe' })).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
});

test('the bottom bar reaches Agenda, Clientes, Faturamento and the whole menu in one tap, with 44 px targets', async ({ page }) => {
  await login(page);
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const [name, path] of [
    ['Clientes', /\/administrador\/clientes$/],
    ['Faturamento', /\/administrador\/faturamento$/],
    ['Agenda', /\/administrador\/minha-agenda$/],
  ] as const) {
    const link = bar.getByRole('link', { name });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
  // The owner with a team (the tests above added barbers): the choice of barber under the title.
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeVisible();
  await screenshot(page, 'owner-day-view');
  const more = bar.getByRole('button', { name: 'Mais' });
  expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await more.click();
  const menu = page.getByRole('navigation', { name: 'Menu da área do barbeiro' });
  await menu.getByRole('link', { name: 'Meus Serviços' }).click();
  await expect(page).toHaveURL(/\/administrador\/servicos$/);
  await expect(menu).not.toBeInViewport();
  await more.click();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/administrador\/login$/);
});

test("the admin's small targets are 44 px high: the phone link, the hours' switches, Liberar, Pgto. Antecipado", async ({ page, request }) => {
  const { account, barber, tomorrow } = await barberWithADay(request);
  const blocked = await request.post('/api/appointment/deactivate', {
    headers: barber.headers,
    data: { hours: [930], ...tomorrow, userId: barber.id },
  });
  expect(blocked.status()).toBe(200);
  await login(page, account.username, account.password);
  const heightOf = async (name: string, target: import('@playwright/test').Locator) => {
    await expect(target).toBeVisible();
    expect((await target.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  };

  await page.goto(`/administrador/minha-agenda?dia=${isoDate(tomorrow)}`);
  const card = page.getByRole('article', { name: /Caio Noite/ });
  await heightOf('phone link', card.getByRole('link', { name: /Ligar para Caio Noite/ }));
  await heightOf('WhatsApp', card.getByRole('link', { name: 'WhatsApp de Caio Noite' }));

  await page.goto('/administrador/dados/atendimento');
  await heightOf(
    'weekday switch',
    page
      .getByRole('listitem')
      .first()
      .locator('label')
      .filter({ has: page.getByRole('switch') }),
  );

  await page.goto('/administrador/dados/horario');
  await heightOf('Liberar', page.getByRole('button', { name: /^Liberar 09:30/ }));

  await page.goto('/administrador/minha-agenda/formulario');
  await heightOf('Pgto. Antecipado', page.locator('label').filter({ has: page.getByRole('switch', { name: 'Pgto. Antecipado' }) }));
});
