import { expect, type Page } from '@playwright/test';

/** A calendar date; month 0-11. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** A day of the client's calendar, by its accessible name ('Terça-feira, 24 de novembro: 25 horários livres'). */
export function calendarDay(page: Page, { day, month }: CalendarDate) {
  return page.getByRole('button', { name: new RegExp(`, ${day} de ${MONTH_NAMES[month].toLowerCase()}: `) });
}

/** Pages the client's calendar, back or forward, until it shows the month of `date`. */
export async function showCalendarMonth(page: Page, date: CalendarDate) {
  const target = `${MONTH_NAMES[date.month]} de ${date.year}`;
  const shownMonth = page.getByRole('table').first();
  // The server's page shows the calendar before the app has arrived; a tap then sends its form to the server (a new page),
  // which this loop does not wait for (server-rendered.spec tests those taps).
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(shownMonth).toBeVisible();
  for (let clicks = 0; clicks < 3; clicks++) {
    const shown = await shownMonth.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).innerText());
    if (shown === target) break;
    const [name, year] = shown.split(' de ');
    const isBefore = Number(year) * 12 + MONTH_NAMES.indexOf(name) < date.year * 12 + date.month;
    await page.getByRole('button', { name: isBefore ? 'Próximo mês' : 'Mês anterior' }).click();
    await expect(page.getByText(shown, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByText(target, { exact: true })).toBeVisible();
  // The month's free days and the chosen day's times have loaded.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Chooses a day in the client's calendar (it must have a free time: other days are disabled). */
export async function chooseCalendarDay(page: Page, date: CalendarDate) {
  await showCalendarMonth(page, date);
  await calendarDay(page, date).click();
  await expect(calendarDay(page, date)).toHaveAttribute('aria-pressed', 'true');
}
