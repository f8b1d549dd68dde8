import type { ShopDate } from '../lib/time/shop-types';
import { adminKeys } from './query-keys';

/** The admin pages' query keys, all below `adminKeys.all` (see query-keys.ts). */

type Month = Pick<ShopDate, 'month' | 'year'>;

export const accountKeys = {
  me: [...adminKeys.all, 'me'] as const,
};

/** Everything that shows the barber's bookings: the agenda, its form's checks and the home page's next booking. */
export const agendaKeys = {
  all: [...adminKeys.all, 'agenda'] as const,
  one: (bookingId: string) => [...agendaKeys.all, 'one', bookingId] as const,
  month: (barberId: string, { year, month }: Month) => [...agendaKeys.all, 'month', barberId, year, month] as const,
  timelineAll: () => [...agendaKeys.all, 'timeline'] as const,
  timeline: (barberId: string, from: ShopDate, days: number) =>
    [...agendaKeys.timelineAll(), barberId, from.year, from.month, from.day, days] as const,
  trash: () => [...agendaKeys.all, 'trash'] as const,
  next: (barberId: string) => [...agendaKeys.all, 'next', barberId] as const,
  outsideHoursAll: () => [...agendaKeys.all, 'outside-hours'] as const,
  outsideHours: (barberId: string) => [...agendaKeys.outsideHoursAll(), barberId] as const,
  noShows: (clientContact: string) => [...agendaKeys.all, 'no-shows', clientContact] as const,
  /** Who waits for a day of a barber's agenda: a booking changed may have freed a time offered to them. */
  waitlist: (barberId: string, isoDate: string) => [...agendaKeys.all, 'waitlist', barberId, isoDate] as const,
  dayHasBookings: (barberId: string, { year, month, day }: ShopDate) => [...agendaKeys.all, 'dayHasBookings', barberId, year, month, day] as const,
  /** Sinais a confirmar: one barber's, or without one the caller's own (the owner's: the team's). A confirmation, like any change to bookings, refreshes it. */
  pendingDeposits: (barberId: string | undefined) => [...agendaKeys.all, 'pending-deposits', barberId ?? 'own'] as const,
};

/** The free times the barber's own forms offer (a walk-in, a move). */
export const adminAvailabilityKeys = {
  all: [...adminKeys.all, 'availability'] as const,
  walkIn: (query: object) => [...adminAvailabilityKeys.all, 'new', query] as const,
  move: (bookingId: string, query: object) => [...adminAvailabilityKeys.all, bookingId, query] as const,
};

export const revenueKeys = {
  all: [...adminKeys.all, 'revenue'] as const,
  month: (barberId: string, date: Month | undefined) => [...revenueKeys.all, barberId, 'month', date?.year, date?.month] as const,
  year: (scope: string, year: number) => [...revenueKeys.all, scope, 'year', year] as const,
};

export const clientKeys = {
  all: [...adminKeys.all, 'clients'] as const,
  list: (search: string) => [...clientKeys.all, 'list', search] as const,
  one: (contactKey: string) => [...clientKeys.all, 'one', contactKey] as const,
};

export const hoursKeys = {
  all: [...adminKeys.all, 'hours'] as const,
  week: (barberId: string) => [...hoursKeys.all, 'week', barberId] as const,
};

export const unavailableKeys = {
  all: [...adminKeys.all, 'unavailable'] as const,
  list: (barberId: string) => [...unavailableKeys.all, barberId] as const,
};

export const teamKeys = {
  all: [...adminKeys.all, 'team'] as const,
};

/** The shop's Pix key and deposit rules (the owner's Pagamentos page). */
export const paymentKeys = {
  settings: [...adminKeys.all, 'payments', 'settings'] as const,
};

/** The barbers' commission: rates, statements (a barber and a period) and the month's figures. A booking marked, a rate set or a payout changes them. */
export const commissionKeys = {
  all: [...adminKeys.all, 'commission'] as const,
  rates: (barberId: string) => [...commissionKeys.all, 'rates', barberId] as const,
  statement: (barberId: string, from: string, to: string) => [...commissionKeys.all, 'statement', barberId, from, to] as const,
  month: (year: number, month: number) => [...commissionKeys.all, 'month', year, month] as const,
};

/** The shop's commission settings (Pagamentos: the kept deposits' split) and a barber's paid periods. */
export const commissionSettingsKeys = {
  settings: [...commissionKeys.all, 'settings'] as const,
  payouts: (barberId: string) => [...commissionKeys.all, 'payouts', barberId] as const,
};
