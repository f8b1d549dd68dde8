import { expect, type Page } from '@playwright/test';
import type { BookableSlot, ShopDate } from './shop-api';

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const pad = (value: number) => String(value).padStart(2, '0');

/** A day as the client's pages write it: 'sexta-feira, 27/11'. */
export function weekdayDate({ year, month, day }: ShopDate): string {
  return `${WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()]}, ${pad(day)}/${pad(month + 1)}`;
}

const SHORT_WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

/** A day chip of the waitlist's join page: 'Sáb 05/12'. */
export const dayChip = ({ year, month, day }: ShopDate) =>
  `${SHORT_WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()]} ${pad(day)}/${pad(month + 1)}`;

/** A booking's day and time as the client's pages write them: 'sexta-feira, 27/11 às 14:30'. */
export const bookingWhen = (date: ShopDate, label: string) => `${weekdayDate(date)} às ${label}`;

/** A Brazilian mobile of 11 digits as the pages show it: '(11) 98765-4321'. */
export const shownPhone = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

/** A barber's card on the barber step: its display name (what clients see: `displayName`) follows the photo or the initials ('ZB Zé Barbeiro'). */
export const barberChoice = (page: Page, displayName: string) => page.getByRole('radio', { name: new RegExp(`(^| )${displayName}$`) });

/**
 * The barber step after AGENDAR: picks the barber shown as `displayName` from the list, or finds the step skipped when that
 * barber is the only one taking bookings (which depends on the barbers earlier tests added); either way the service step follows.
 */
export async function chooseBarber(page: Page, displayName: string) {
  // The server's page shows the barbers before the app has arrived; a tap then sends the step's form to the server
  // (server-rendered.spec tests that), this helper taps the app itself.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  const barberCard = barberChoice(page, displayName);
  const serviceStep = page.getByRole('heading', { name: 'Escolha o serviço' });
  await expect(barberCard.or(serviceStep)).toBeVisible();
  if (await barberCard.isVisible()) {
    await barberCard.click();
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(page).toHaveURL(/\/agenda\/servico$/);
}

/** A booking draft as the app keeps it in the browser (localStorage `appointment`); the page must be on the app's origin. */
export async function storeDraft(page: Page, draft: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('appointment', JSON.stringify(value)), draft);
}

/** The draft of a client who has chosen the slot's barber, service, day and time. */
export const draftAt = (slot: BookableSlot) => ({ barberId: slot.barber.id, serviceId: slot.service.id, ...slot.date, hour: slot.hour });
