import { LocalDate } from '../../shared/time/local-date';

/** A barber, one of their services and a day: where a booking is asked for. */
export interface BookingTarget extends LocalDate {
  barberId: string;
  serviceId: string;
}

/** A barber's service and a month (0-11): the client's calendar of free days. */
export interface MonthTarget {
  barberId: string;
  serviceId: string;
  year: number;
  month: number;
}

/** Where a booking should be: a day, a start time (HHMM) and a service of its barber. */
export interface SlotChoice extends LocalDate {
  hour: number;
  serviceId: string;
}
