import { AppointmentView } from './appointment.view';

/** A client of the barber, with what their bookings add up to. Money in reais. */
export interface ClientView {
  /** The contact's digits as compared (country code 55 dropped): the client's id in URLs. */
  contactKey: string;
  name: string;
  contact: string;
  visits: number;
  noShows: number;
  totalSpent: number;
  /** Shop-local 'YYYY-MM-DD HH:MM', or null. */
  lastVisit: string | null;
  nextVisit: string | null;
}

/** A client and their bookings with the barber (trashed and cancelled ones included), latest first. */
export interface ClientHistoryView {
  client: ClientView;
  appointments: AppointmentView[];
}

/** What erasing a client's personal data did. */
export interface ClientErasedView {
  erasedBookings: number;
}
