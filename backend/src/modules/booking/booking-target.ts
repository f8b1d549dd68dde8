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

/** The barber and the service as a request names them: `userId` and `jobId`, the API's words. */
interface AskedFor {
  userId: string;
  jobId: string;
}

/** A request's day, barber and service (the DTO's `userId` and `jobId`) as the code's target. */
export function bookingTargetOf({ userId, jobId, day, month, year }: AskedFor & LocalDate): BookingTarget {
  return { barberId: userId, serviceId: jobId, day, month, year };
}

/** A request's month, barber and service as the code's target. */
export function monthTargetOf({ userId, jobId, year, month }: AskedFor & Pick<LocalDate, 'year' | 'month'>): MonthTarget {
  return { barberId: userId, serviceId: jobId, year, month };
}

/** A request's day and service (`jobId`) to move to, the barber being the booking's own. */
export function serviceDayOf({ jobId, day, month, year }: Pick<AskedFor, 'jobId'> & LocalDate): { serviceId: string } & LocalDate {
  return { serviceId: jobId, day, month, year };
}
