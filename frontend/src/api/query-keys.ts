/**
 * The query keys of the public pages, one factory per resource (admin-query-keys.ts has the admin pages'): a query's key
 * comes from here, and so does every invalidation (`invalidateQueries({ queryKey: serviceKeys.all })` reaches every key below
 * `all`). Admin keys start with 'admin', so a login or a logout drops them all at once (`adminKeys.all`); the two files keep
 * the admin factories out of the JavaScript every page loads.
 */

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
  all: ['bookings'] as const,
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

/** A waitlist entry seen through its manage link, and an offered time seen through its link. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  entry: (token: string) => [...waitlistKeys.all, 'entry', token] as const,
  offer: (token: string) => [...waitlistKeys.all, 'offer', token] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
};
