import type { ShopDate } from '../lib/shop-types';

/**
 * Every query key of the app, one factory per resource: a query's key comes from here, and so does every invalidation
 * (`invalidateQueries({ queryKey: serviceKeys.all })` reaches every key below `all`). Admin keys start with 'admin', so a
 * login or a logout drops them all at once (`adminKeys.all`).
 */

type Month = Pick<ShopDate, 'month' | 'year'>;

export const shopKeys = {
  all: ['shop'] as const,
};

export const barberKeys = {
  all: ['barbers'] as const,
  list: () => [...barberKeys.all, 'list'] as const,
  one: (barberId: string) => [...barberKeys.all, 'one', barberId] as const,
};

export const serviceKeys = {
  all: ['services'] as const,
  byBarber: (barberId: string) => [...serviceKeys.all, 'byBarber', barberId] as const,
  one: (serviceId: string) => [...serviceKeys.all, 'one', serviceId] as const,
};

/** The client's free times (the booking's time step). */
export const availabilityKeys = {
  all: ['availability'] as const,
  day: (query: object | undefined) => [...availabilityKeys.all, 'day', query] as const,
  month: (query: object) => [...availabilityKeys.all, 'month', query] as const,
};

/** The client's bookings, looked up by contact, and the check that a booking already exists. */
export const bookingKeys = {
  all: ['appointments'] as const,
  byContactAll: () => [...bookingKeys.all, 'byContact'] as const,
  byContact: (contact: string | undefined) => [...bookingKeys.byContactAll(), contact] as const,
  exists: (booking: object) => [...bookingKeys.all, 'exists', booking] as const,
};

/** A booking seen through its manage link. */
export const manageKeys = {
  all: ['manage'] as const,
  booking: (token: string) => [...manageKeys.all, token] as const,
  availability: (token: string, query: object) => [...manageKeys.booking(token), 'availability', query] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
};

export const accountKeys = {
  me: [...adminKeys.all, 'me'] as const,
};

/** Everything that shows the barber's appointments: the agenda, its form's checks and the home page's next appointment. */
export const agendaKeys = {
  all: [...adminKeys.all, 'agenda'] as const,
  one: (appointmentId: string) => [...agendaKeys.all, 'one', appointmentId] as const,
  month: (barberId: string, { year, month }: Month) => [...agendaKeys.all, 'month', barberId, year, month] as const,
  timelineAll: () => [...agendaKeys.all, 'timeline'] as const,
  timeline: (barberId: string, from: ShopDate, days: number) =>
    [...agendaKeys.timelineAll(), barberId, from.year, from.month, from.day, days] as const,
  trash: () => [...agendaKeys.all, 'trash'] as const,
  next: (barberId: string) => [...agendaKeys.all, 'next', barberId] as const,
  noShows: (clientContact: string) => [...agendaKeys.all, 'no-shows', clientContact] as const,
  dayHasAppointments: (userId: string, { year, month, day }: ShopDate) =>
    [...agendaKeys.all, 'dayHasAppointments', userId, year, month, day] as const,
};

/** The free times the barber's own forms offer (a walk-in, a move). */
export const adminAvailabilityKeys = {
  all: [...adminKeys.all, 'availability'] as const,
  walkIn: (query: object) => [...adminAvailabilityKeys.all, 'new', query] as const,
  move: (appointmentId: string, query: object) => [...adminAvailabilityKeys.all, appointmentId, query] as const,
};

export const revenueKeys = {
  all: [...adminKeys.all, 'budget'] as const,
  month: (userId: string, date: Month | undefined) => [...revenueKeys.all, userId, 'month', date?.year, date?.month] as const,
  year: (scope: string, year: number) => [...revenueKeys.all, scope, 'year', year] as const,
};

export const clientKeys = {
  all: [...adminKeys.all, 'clients'] as const,
  list: (search: string) => [...clientKeys.all, 'list', search] as const,
  one: (contactKey: string) => [...clientKeys.all, 'one', contactKey] as const,
};

export const hoursKeys = {
  all: [...adminKeys.all, 'hours'] as const,
  week: (userId: string) => [...hoursKeys.all, 'week', userId] as const,
};

export const unavailableKeys = {
  all: [...adminKeys.all, 'unavailable'] as const,
  list: (userId: string) => [...unavailableKeys.all, userId] as const,
};

export const teamKeys = {
  all: [...adminKeys.all, 'team'] as const,
};
