import { LocalDate } from '../../time/local-date';

/** The barber and the service as a request names them: `userId` and `jobId`, the API's words. */
interface AskedFor {
  userId: string;
  jobId: string;
}

/** The same in the code's words (the booking module's `BookingTarget` and `MonthTarget`). */
interface BarberService {
  barberId: string;
  serviceId: string;
}

/** A request's day, barber and service (the DTO's `userId` and `jobId`) as the code's target. */
export function bookingTargetOf({ userId, jobId, day, month, year }: AskedFor & LocalDate): BarberService & LocalDate {
  return { barberId: userId, serviceId: jobId, day, month, year };
}

/** A request's month, barber and service as the code's target. */
export function monthTargetOf({
  userId,
  jobId,
  year,
  month,
}: AskedFor & Pick<LocalDate, 'year' | 'month'>): BarberService & Pick<LocalDate, 'year' | 'month'> {
  return { barberId: userId, serviceId: jobId, year, month };
}

/** A request's day and service (`jobId`) to move to, the barber being the booking's own. */
export function serviceDayOf({ jobId, day, month, year }: Pick<AskedFor, 'jobId'> & LocalDate): { serviceId: string } & LocalDate {
  return { serviceId: jobId, day, month, year };
}
