import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './admin-login';
import { addDays, type ShopDate } from './shop-api';
import { calendarDay, chooseCalendarDay, showCalendarMonth } from './time-step';
import { storeDraft } from './booking-steps';

const weekdayOf = ({ year, month, day }: ShopDate) => new Date(Date.UTC(year, month, day)).getUTCDay();

/**
 * The first date from eight days after the shop's today on that falls on one of `weekdays`: the other
 * browser tests book and block days of the coming week, and those must not be in the way here.
 */
function nextOn(today: ShopDate, weekdays: number[]): ShopDate {
  for (let days = 8; ; days++) if (weekdays.includes(weekdayOf(addDays(today, days)))) return addDays(today, days);
}

async function ownerApi(request: APIRequestContext) {
  const owner = await (await request.post('/api/auth/login', { data: { username: 'barbeiro', password: 'barbearia123' } })).json();
  return { id: owner.id as string, headers: { Authorization: `Bearer ${owner.token}` } };
}

/** The client's time step for the owner's Corte. */
async function openClientTimeStep(page: Page, request: APIRequestContext, ownerId: string) {
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${ownerId}`)).json();
  const corte = services.find((service) => service.name === 'Corte')!;
  await storeDraft(page, { user: ownerId, job: corte.id });
  await page.goto('/agenda/horario');
}

const dayCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test('the barber gives Saturday its own hours and the weekdays a lunch break; the client’s time step follows', async ({ page, request }) => {
  test.slow();
  const owner = await ownerApi(request);
  const { today } = await (await request.get('/api/shop')).json();
  const weekBefore = (await (await request.get(`/api/hour/week/${owner.id}`, { headers: owner.headers })).json()) as {
    days: { weekday: number; open: boolean; hours: unknown }[];
  };

  try {
    await login(page);
    await page.goto('/administrador/dados/atendimento');
    await expect(page.getByRole('heading', { name: 'Horários de atendimento', level: 1 })).toBeVisible();

    // Saturday: 08:00 to 13:00.
    await page.getByRole('button', { name: 'Editar Sábado' }).click();
    const saturdayDialog = page.getByRole('dialog', { name: 'Horário de sábado' });
    await saturdayDialog.getByLabel('Abre às').selectOption({ label: '08:00' });
    await saturdayDialog.getByLabel('Fecha às').selectOption({ label: '13:00' });
    await saturdayDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Horário de sábado salvo.')).toBeVisible();
    await expect(dayCard(page, 'Sábado').getByTestId('working-day-summary')).toHaveText(/^08:00 às 13:00$/);

    // Monday: a lunch break, then copied to Tuesday to Friday.
    await page.getByRole('button', { name: 'Editar Segunda' }).click();
    const mondayDialog = page.getByRole('dialog', { name: 'Horário de segunda' });
    await mondayDialog.getByRole('button', { name: 'Adicionar intervalo' }).click();
    await expect(mondayDialog.getByRole('group', { name: 'Intervalo 1' }).getByLabel('Início')).toHaveValue('1200');
    await expect(mondayDialog.getByRole('group', { name: 'Intervalo 1' }).getByLabel('Fim')).toHaveValue('1300');
    // An incoherent day is explained before it is sent.
    await mondayDialog.getByLabel('Fecha às').selectOption({ label: '12:00' });
    await expect(mondayDialog.getByRole('alert')).toContainText('precisa ficar dentro do atendimento');
    await expect(mondayDialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await mondayDialog.getByLabel('Fecha às').selectOption({ label: '20:00' });
    await mondayDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dayCard(page, 'Segunda').getByTestId('working-day-summary')).toHaveText(/^07:30 às 20:00\s*Intervalo 12:00 às 13:00$/);

    await page.getByRole('button', { name: 'Copiar Segunda para outros dias' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Copiar segunda' });
    await copyDialog.getByRole('button', { name: 'Segunda a sexta' }).click();
    await copyDialog.getByRole('button', { name: 'Copiar', exact: true }).click();
    await expect(page.getByText('Horário copiado para 4 dias.')).toBeVisible();
    for (const name of ['Terça', 'Quarta', 'Quinta', 'Sexta']) {
      await expect(dayCard(page, name).getByTestId('working-day-summary')).toHaveText(/^07:30 às 20:00\s*Intervalo 12:00 às 13:00$/);
    }
    await expect(dayCard(page, 'Sábado').getByTestId('working-day-summary')).toHaveText(/^08:00 às 13:00$/);

    // The client's time step: Saturday offers 08:00 to 12:30 only; a weekday leaves out the lunch break.
    await openClientTimeStep(page, request, owner.id);
    const saturday = nextOn(today, [6]);
    await chooseCalendarDay(page, saturday);
    await expect(page.getByRole('radio', { name: '08:00', exact: true })).toBeVisible();
    // From noon on a time is in the afternoon.
    await expect(page.getByRole('radiogroup', { name: 'Manhã' }).getByRole('radio', { name: '11:30', exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Tarde' }).getByRole('radio', { name: '12:00', exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Tarde' }).getByRole('radio', { name: '12:30', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: '07:30', exact: true })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '13:00', exact: true })).toHaveCount(0);

    const weekday = nextOn(today, [1, 2, 3, 4, 5]);
    await chooseCalendarDay(page, weekday);
    await expect(page.getByRole('radio', { name: '11:30', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: '13:00', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: '12:00', exact: true })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '12:30', exact: true })).toHaveCount(0);
  } finally {
    // The other browser tests expect the owner's week as it was.
    for (const day of weekBefore.days) {
      await request.put(`/api/hour/week/${owner.id}/${day.weekday}`, {
        headers: owner.headers,
        data: { open: day.open, hours: day.hours ?? undefined },
      });
    }
  }
});

test('the barber closes a holiday period in one action; the client’s calendar disables each of its days', async ({ page, request }) => {
  const owner = await ownerApi(request);
  const { today } = await (await request.get('/api/shop')).json();
  // Clear of the days the other browser tests book and block in the coming week.
  const first = addDays(today, 9);
  const last = addDays(today, 11);
  const pad = (value: number) => String(value).padStart(2, '0');
  const label = (date: ShopDate) => `${pad(date.day)}/${pad(date.month + 1)}/${date.year}`;

  try {
    await login(page);
    await page.goto('/administrador/dados/agenda');
    await page.getByText('Período', { exact: true }).click();
    const monthNames = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
    const dayButton = (date: ShopDate) => page.getByRole('button', { name: new RegExp(`, ${date.day} de ${monthNames[date.month]}$`) });
    for (const date of [first, last]) {
      if ((await dayButton(date).count()) === 0) await page.getByRole('button', { name: 'Próximo mês' }).click();
      await dayButton(date).click();
    }
    await expect(page.getByText(`${label(first)} a ${label(last)} · 3 dias`)).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar período' }).click();
    await expect(page.getByText('Período sem agenda adicionado (3 dias).')).toBeVisible();
    await expect(page.getByRole('button', { name: `Remover período de ${label(first)} a ${label(last)}` })).toBeVisible();

    await openClientTimeStep(page, request, owner.id);
    for (const date of [first, addDays(first, 1), last]) {
      await showCalendarMonth(page, date);
      await expect(calendarDay(page, date)).toBeDisabled();
    }

    await page.goto('/administrador/dados/agenda');
    await page.getByRole('button', { name: `Remover período de ${label(first)} a ${label(last)}` }).click();
    await expect(page.getByText('Período removido.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Remover período de ${label(first)} a ${label(last)}` })).toHaveCount(0);
  } finally {
    await request.post('/api/unavailable/range/delete', { headers: owner.headers, data: { userId: owner.id, from: first, to: last } });
  }
});
