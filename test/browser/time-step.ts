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

/** Pages the client's calendar forward until it shows the month of `date`. */
export async function showCalendarMonth(page: Page, date: CalendarDate) {
  const title = page.getByText(`${MONTH_NAMES[date.month]} de ${date.year}`, { exact: true });
  const nextMonth = page.getByRole('button', { name: 'Próximo mês' });
  await expect(nextMonth).toBeVisible();
  for (let clicks = 0; clicks < 3 && !(await title.isVisible()); clicks++) await nextMonth.click();
  await expect(title).toBeVisible();
  // The month's free days and the chosen day's times have loaded.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Chooses a day in the client's calendar (it must have a free time: other days are disabled). */
export async function chooseCalendarDay(page: Page, date: CalendarDate) {
  await showCalendarMonth(page, date);
  await calendarDay(page, date).click();
  await expect(calendarDay(page, date)).toHaveAttribute('aria-pressed', 'true');
}
