import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shownPhone, storeDraft } from './booking-steps';
import { addDays, type ShopDate } from './shop-api';
import { calendarDay, chooseCalendarDay, showCalendarMonth } from './time-step';
import { login } from './admin-login';

const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

const pad = (value: number) => String(value).padStart(2, '0');
const formatDate = ({ day, month, year }: ShopDate) => `${pad(day)}/${pad(month + 1)}/${year}`;

/** Two consecutive days a few days ahead, in the shop's current year (so one revenue page shows them). */
async function datesAhead(request: APIRequestContext): Promise<{ today: ShopDate; day: ShopDate; dayOff: ShopDate }> {
  const { today } = await (await request.get('/api/shop')).json();
  const offset = [4, 3, 2, 1].find((days) => addDays(today, days + 1).year === today.year) ?? 4;
  return { today, day: addDays(today, offset), dayOff: addDays(today, offset + 1) };
}

/** 'R$ 1.234,50' → 1234.5 */
const parseBRL = (text: string) => Number(/R\$\s*([\d.]+,\d{2})/.exec(text)![1].replace(/\./g, '').replace(',', '.'));

/** The booking form's day, on the same month calendar the client books on. */
async function pickDate(page: Page, date: ShopDate) {
  await chooseCalendarDay(page, date);
}

/** The client's time step for the shop's Corte, showing the month of `date`. */
async function openClientTimeStep(page: Page, request: APIRequestContext, date: ShopDate) {
  const [barber] = await (await request.get('/api/auth')).json();
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${barber.id}`)).json();
  const corte = services.find((service) => service.name === 'Corte')!;
  await storeDraft(page, { user: barber.id, job: corte.id });
  await page.goto('/agenda/horario');
  await showCalendarMonth(page, date);
}

async function monthRevenue(page: Page, month: number): Promise<number> {
  await page.goto('/administrador/faturamento');
  const row = page.getByRole('list', { name: 'Faturamento por mês' }).getByRole('listitem').filter({ hasText: MONTH_NAMES[month] });
  await expect(row).toHaveCount(1);
  // The month's total, not the realised / booked split written under its name.
  return parseBRL(await row.getByTestId('month-total').innerText());
}

async function expectMonthRevenue(page: Page, month: number, expected: number) {
  // Each try reloads the revenue page (chart included): on a busy 2-core machine one try alone can take most of the default 10 s.
  await expect.poll(() => monthRevenue(page, month), { timeout: 30_000 }).toBeCloseTo(expected, 2);
}

test('the barber blocks a day and a time, books, edits, deletes and restores an appointment, and sees the revenue follow', async ({
  page,
  request,
}) => {
  // The longest flow of the suite: on a loaded machine it needs more than the default minute.
  test.slow();
  const { day, dayOff } = await datesAhead(request);
  const client = { name: 'Ana Balcão', contact: `119${String(Date.now()).slice(-8)}` };

  await login(page);

  // A new service, through the services screens.
  await page.goto('/administrador/servicos');
  await page.getByRole('link', { name: 'Novo Serviço' }).first().click();
  // Saved empty: the product's toast, and the problem under its field.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('NOME inválido.')).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAccessibleDescription('Insira um NOME válido.');
  await page.getByLabel('Nome', { exact: true }).fill('Pigmentação');
  await page.getByLabel('Valor').fill('40');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Serviço criado.')).toBeVisible();

  // A whole day without appointments; adding it twice is refused.
  await page.goto('/administrador/dados/agenda');
  const addDay = page.getByRole('button', { name: 'Adicionar dia' });
  await expect(addDay).toBeDisabled();
  await page.getByLabel('Dia', { exact: true }).fill(String(dayOff.day));
  await page.getByLabel('Mês', { exact: true }).selectOption(String(dayOff.month));
  await page.getByLabel('Ano', { exact: true }).selectOption(String(dayOff.year));
  await addDay.click();
  await expect(page.getByText('Dia sem agenda adicionado.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remover ${formatDate(dayOff)}` })).toBeVisible();
  await page.getByLabel('Dia', { exact: true }).fill(String(dayOff.day));
  await page.getByLabel('Mês', { exact: true }).selectOption(String(dayOff.month));
  await addDay.click();
  await expect(page.getByText('Este dia já está na lista').first()).toBeVisible();
  await expect(page.getByLabel('Dia', { exact: true })).toHaveAccessibleDescription('Este dia já está na lista');

  // One time without appointments on the other day.
  await page.goto('/administrador/dados/horario');
  await expect(page.getByRole('heading', { name: 'Horários sem agenda', level: 1 })).toBeVisible();
  await page.getByLabel('Dia', { exact: true }).fill(String(day.day));
  await page.getByLabel('Mês', { exact: true }).selectOption(String(day.month));
  await page.getByLabel('Ano', { exact: true }).selectOption(String(day.year));
  const define = page.getByRole('button', { name: 'Definir horários sem agenda' });
  await expect(define).toBeDisabled();
  // The chip's checkbox is visually hidden: tap its label, as a user does.
  await page.getByRole('group', { name: 'Horários a bloquear' }).getByText('14:00', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '14:00' })).toBeChecked();
  await define.click();
  await expect(page.getByText('Horários sem agenda definidos.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Liberar 14:00 de ${formatDate(day)}` })).toBeVisible();

  // The client's time step no longer offers them.
  await openClientTimeStep(page, request, dayOff);
  await expect(calendarDay(page, dayOff)).toBeDisabled();
  await expect(calendarDay(page, dayOff)).toHaveAccessibleName(/sem horários livres$/);
  await chooseCalendarDay(page, day);
  await expect(page.getByRole('radio', { name: '13:30', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: '14:00', exact: true })).toHaveCount(0);

  const revenueBefore = await monthRevenue(page, day.month);

  // A walk-in appointment.
  await page.goto('/administrador/minha-agenda');
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/minha-agenda\/formulario\?dia=/);
  await page.getByLabel('Serviço').selectOption({ label: 'Pigmentação · R$ 40,00' });
  await pickDate(page, day);
  // No time yet: the product's toast, and the problem under the times.
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Horário inválido')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Selecione um horário.');
  await page.getByRole('radio', { name: '10:00', exact: true }).click();
  await page.getByLabel('Nome', { exact: true }).fill(client.name);
  await page.getByLabel('Contato', { exact: true }).fill(client.contact);
  await page.getByLabel('Pgto. Antecipado').check({ force: true });
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Agendamento criado.')).toBeVisible();
  // Back on that day's timeline; its month list is one tap away.
  await expect(page).toHaveURL(new RegExp(`/minha-agenda\\?dia=${day.year}-${pad(day.month + 1)}-${pad(day.day)}$`));
  await expect(page.getByRole('article', { name: `10:00, ${client.name}` })).toBeVisible();
  await page.getByRole('link', { name: 'Mês' }).click();
  await expect(page).toHaveURL(new RegExp(`/minha-agenda/[^/]+/${day.month}/${day.year}$`));
  const monthPage = page.url();

  await page.getByLabel('Dia', { exact: true }).selectOption(String(day.day));
  const card = page.getByRole('article', { name: new RegExp(client.name) });
  await expect(card).toContainText('10:00');
  await expect(card).toContainText('Pigmentação');
  await expect(card).toContainText('R$ 40,00');
  await expect(card).toContainText('Pgto. Antecipado');
  await expect(card).toContainText(shownPhone(client.contact));

  await expectMonthRevenue(page, day.month, revenueBefore + 40);
  // The chart has the lines the list has: the month's revenue and what no-shows cost, named in its legend.
  const chart = page.getByRole('figure', { name: 'Gráfico do faturamento por mês' });
  await expect(chart).toContainText('Faturamento');
  await expect(chart).toContainText('Perdido com faltas');

  // Edit: its own time stays offered; move it to 10:30.
  await page.goto(monthPage);
  await page.getByLabel('Dia', { exact: true }).selectOption(String(day.day));
  await page
    .getByRole('article', { name: new RegExp(client.name) })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.getByRole('radio', { name: '10:00', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: '10:30', exact: true }).click();
  await page.getByLabel('Nome', { exact: true }).fill(`${client.name} Souza`);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Agenda atualizada.')).toBeVisible();
  await page.getByLabel('Dia', { exact: true }).selectOption(String(day.day));
  const edited = page.getByRole('article', { name: new RegExp(`${client.name} Souza`) });
  await expect(edited).toContainText('10:30');

  // Delete, without a confirmation: the toast offers Desfazer, which brings it back.
  await edited.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Agendamento excluído.')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Agendamento restaurado.')).toBeVisible();
  await expect(edited).toContainText('10:30');
  // Desfazer closed its toast; until its exit animation ends the next Excluir would find two.
  await expect(page.getByText('Agendamento excluído.')).toHaveCount(0);

  // Delete: it leaves the month and the revenue.
  await edited.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Agendamento excluído.')).toBeVisible();
  await expect(page.getByText('Nenhuma agenda foi encontrada.')).toBeVisible();
  await expectMonthRevenue(page, day.month, revenueBefore);

  // Restore from the trash.
  await page.goto('/administrador/minha-agenda/lixeira');
  await page
    .getByRole('article', { name: new RegExp(`${client.name} Souza`) })
    .getByRole('button', { name: 'Restaurar' })
    .click();
  await expect(page.getByText('Agendamento restaurado.')).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`${client.name} Souza`) })).toHaveCount(0);
  await expectMonthRevenue(page, day.month, revenueBefore + 40);
});

test('the barber cancels every future booking of one contact at once, and restores one from the trash', async ({ page, request }) => {
  test.slow();
  const { day } = await datesAhead(request);
  const [barber] = await (await request.get('/api/auth')).json();
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${barber.id}`)).json();
  const corte = services.find((service) => service.name === 'Corte')!;
  const client = { clientName: 'Bruno Repetido', clientContact: `219${String(Date.now()).slice(-8)}` };
  for (const hour of [1100, 1130]) {
    const booked = await request.post('/api/appointment/create', { data: { ...client, hour, ...day, jobId: corte.id, userId: barber.id } });
    expect(booked.status()).toBe(200);
  }

  await login(page);
  await page.goto(`/administrador/minha-agenda/${MONTH_NAMES[day.month].toLowerCase()}/${day.month}/${day.year}`);
  await page.getByLabel('Dia', { exact: true }).selectOption(String(day.day));
  const cards = page.getByRole('article', { name: new RegExp(client.clientName) });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('2 agendamentos futuros deste contato');

  await cards.first().getByRole('button', { name: 'Cancelar todos (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar agendamentos do contato' });
  await expect(dialog).toContainText(`os 2 agendamentos futuros de ${client.clientName} (${client.clientContact})`);
  await dialog.getByRole('button', { name: 'Cancelar 2 agendamentos' }).click();
  await expect(page.getByText('2 agendamentos cancelados.')).toBeVisible();
  await expect(cards).toHaveCount(0);

  await page.goto('/administrador/minha-agenda/lixeira');
  const trashed = page.getByRole('article', { name: new RegExp(client.clientName) });
  await expect(trashed).toHaveCount(2);
  await trashed.filter({ hasText: '11:00' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Agendamento restaurado.')).toBeVisible();
  await expect(trashed).toHaveCount(1);

  await page.goto(`/administrador/minha-agenda/${MONTH_NAMES[day.month].toLowerCase()}/${day.month}/${day.year}`);
  await page.getByLabel('Dia', { exact: true }).selectOption(String(day.day));
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('1 agendamento futuro deste contato');
});

test('Início’s Mais Detalhes opens Meu Faturamento, and the month list’s day filter offers only the days the month has', async ({ page }) => {
  await login(page);
  await page.getByRole('link', { name: 'Mais Detalhes' }).click();
  await expect(page).toHaveURL(/\/administrador\/faturamento$/);

  await page.goto('/administrador/minha-agenda/novembro/10/2026');
  const dayFilter = page.getByLabel('Dia', { exact: true });
  await expect(dayFilter.locator('option')).toHaveCount(1 + 30);
  await expect(dayFilter.locator('option').last()).toHaveText('30');
  await page.goto('/administrador/minha-agenda/fevereiro/1/2027');
  await expect(dayFilter.locator('option').last()).toHaveText('28');
});
