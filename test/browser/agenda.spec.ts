import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { login } from './admin-login';

interface ShopDate {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = ({ year, month, day }: ShopDate) => `${year}-${pad(month + 1)}-${pad(day)}`;

function addDays({ year, month, day }: ShopDate, days: number): ShopDate {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** The demo barber's token, his id and his Corte + Barba (a double service), through the API. */
async function demoBarber(request: APIRequestContext) {
  const { token, id } = await (await request.post('/api/auth/login', { data: { username: 'barbeiro', password: 'barbearia123' } })).json();
  const services: { id: string; name: string; doubleTime: boolean }[] = await (await request.get(`/api/job/listByUser/${id}`)).json();
  return { headers: { authorization: `Bearer ${token}` }, id: id as string, combo: services.find((service) => service.doubleTime)! };
}

/** A horizontal finger swipe over an element (touch events, as a phone sends them). */
async function swipe(target: Locator, fromX: number, toX: number) {
  await target.evaluate(
    (element, { fromX, toX }) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 400 });
      element.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(fromX)], changedTouches: [touch(fromX)], bubbles: true }));
      element.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(toX)], bubbles: true }));
    },
    { fromX, toX },
  );
}

test("the barber's day timeline shows a booking, a block and free slots; a free slot books a walk-in without a phone", async ({ page, request }) => {
  test.slow();
  const { today } = await (await request.get('/api/shop')).json();
  // Six days ahead: the other browser tests block and book other days.
  const day = addDays(today, 6);
  const barber = await demoBarber(request);
  const booked = await request.post('/api/appointment/admin/create', {
    headers: barber.headers,
    data: {
      clientName: 'Rita Timeline',
      clientContact: '11987651234',
      hour: 800,
      ...day,
      jobId: barber.combo.id,
      userId: barber.id,
      previousPayment: true,
    },
  });
  expect(booked.status()).toBe(200);
  const blocked = await request.post('/api/appointment/deactivate', { headers: barber.headers, data: { hours: [930], ...day, userId: barber.id } });
  expect(blocked.status()).toBe(200);

  await login(page);
  // Minha Agenda opens on today; the arrows and a swipe move by a day.
  await page.goto('/administrador/minha-agenda');
  await expect(page.getByText('Hoje', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page).toHaveURL(new RegExp(`dia=${isoDate(addDays(today, 1))}`));
  const timeline = page.getByRole('list', { name: 'Horários do dia' });
  await swipe(timeline, 300, 60);
  await expect(page).toHaveURL(new RegExp(`dia=${isoDate(addDays(today, 2))}`));
  await swipe(timeline, 60, 300);
  await expect(page).toHaveURL(new RegExp(`dia=${isoDate(addDays(today, 1))}`));

  await page.goto(`/administrador/minha-agenda?dia=${isoDate(day)}`);
  const booking = timeline.getByRole('article', { name: '08:00, Rita Timeline' });
  await expect(booking).toContainText('Corte + Barba');
  await expect(booking).toContainText('até 09:00');
  await expect(booking).toContainText('Pgto. Antecipado');
  await expect(booking.getByRole('link', { name: /Ligar para Rita Timeline/ })).toHaveAttribute('href', 'tel:11987651234');
  await expect(booking.getByRole('link', { name: 'WhatsApp de Rita Timeline' })).toHaveAttribute('href', 'https://wa.me/5511987651234');
  await expect(timeline.getByLabel('09:30 bloqueado')).toBeVisible();

  // A walk-in from the free 10:00, with no phone.
  await timeline.getByRole('link', { name: 'Livre às 10:00: encaixar cliente' }).click();
  await expect(page.getByText(/^Encaixe: .*, 10:00$/)).toBeVisible();
  await page.getByLabel('Serviço').selectOption({ label: 'Corte · R$ 35,00' });
  await expect(page.getByRole('radio', { name: '10:00', exact: true })).toBeChecked();
  await page.getByLabel('Nome', { exact: true }).fill('Cliente de Passagem');
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Agendamento criado.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/minha-agenda\\?dia=${isoDate(day)}$`));
  const walkIn = timeline.getByRole('article', { name: '10:00, Cliente de Passagem' });
  await expect(walkIn).toContainText('Sem telefone');
  await expect(timeline.getByRole('link', { name: 'Livre às 10:00: encaixar cliente' })).toHaveCount(0);

  // Tapping a booking opens its sheet; Editar opens the form.
  await booking.getByRole('button', { name: /Abrir agendamento de Rita Timeline/ }).click();
  await page
    .getByRole('dialog', { name: /Rita Timeline/ })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar agendamento');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Rita Timeline');

  // The week view lists the day's bookings; the month list is one tap away.
  await page.goto(`/administrador/minha-agenda?dia=${isoDate(day)}&vista=semana`);
  const week = page.getByRole('region').filter({ hasText: 'Rita Timeline' });
  await expect(week).toContainText('Cliente de Passagem');
  await page.getByRole('link', { name: 'Mês' }).click();
  await expect(page).toHaveURL(new RegExp(`/minha-agenda/[^/]+/${day.month}/${day.year}$`));
});

test('the blocked-times picker shows who holds a time; a refused block names the booking and links to it', async ({ page, request }) => {
  test.slow();
  const { today } = await (await request.get('/api/shop')).json();
  const day = addDays(today, 7);
  const barber = await demoBarber(request);
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${barber.id}`)).json();
  const corte = services.find((service) => service.name === 'Corte')!;
  const book = (clientName: string, hour: number) =>
    request.post('/api/appointment/admin/create', {
      headers: barber.headers,
      data: { clientName, hour, ...day, jobId: corte.id, userId: barber.id },
    });
  expect((await book('Paulo Marcado', 1000)).status()).toBe(200);

  await login(page);
  await page.goto('/administrador/dados/horario');
  await page.getByLabel('Dia', { exact: true }).fill(String(day.day));
  await page.getByLabel('Mês', { exact: true }).selectOption(String(day.month));
  await page.getByLabel('Ano', { exact: true }).selectOption(String(day.year));
  const booked = page.getByRole('checkbox', { name: '10:00 Paulo Marcado' });
  await expect(booked).toBeDisabled();

  // 11:00 is chosen while free, then someone books it before the barber confirms.
  await page.getByRole('group', { name: 'Horários a bloquear' }).getByText('11:00', { exact: true }).click();
  expect((await book('Lia Apressada', 1100)).status()).toBe(200);
  await page.getByRole('button', { name: 'Definir horários sem agenda' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Há agendamento nestes horários' });
  await expect(refusal).toContainText('11:00: Lia Apressada (Corte)');
  await refusal.getByRole('link', { name: 'Abrir agendamento' }).click();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Lia Apressada');
});
