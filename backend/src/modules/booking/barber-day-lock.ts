import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { compareDates, LocalDate } from '../../shared/time/local-date';
import { BookingRepository } from './booking.repository';

/**
 * Serializes the changes to one barber's day across requests and app instances: booking,
 * moving and restoring bookings, and blocking times. So a client's booking and the barber
 * blocking that time can never both succeed. (Two bookings can't overlap anyway: the exclusion
 * constraint refuses the second.)
 */
@Injectable()
export class BarberDayLock {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
  ) {}

  /** Runs `work` in one transaction holding the locks of these days, taken in date order (no deadlocks). */
  run<T>(barberId: string, dates: LocalDate[], work: () => Promise<T>): Promise<T> {
    return this.em.transactional(async () => {
      for (const date of distinctInOrder(dates)) await this.bookings.lockDay(barberId, date);
      return work();
    });
  }
}

function distinctInOrder(dates: LocalDate[]): LocalDate[] {
  const sorted = [...dates].sort(compareDates);
  return sorted.filter((date, index) => index === 0 || compareDates(date, sorted[index - 1]) !== 0);
}
