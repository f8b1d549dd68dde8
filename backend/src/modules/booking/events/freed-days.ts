import { Injectable, Logger } from '@nestjs/common';
import { Listener, Listeners } from '../../../shared/events/listeners';
import { LocalDate } from '../../../shared/time/local-date';

/** Days of a barber on which times may have opened without a booking changing: a block removed. */
export interface DaysFreed {
  barberId: string;
  dates: LocalDate[];
}

/**
 * The hook for what follows a day opening up again (the waitlist offers its times): published by the
 * module that changed the day, after its change is committed. A listener that throws is logged, never
 * failing the change. (A booking that frees a time is a `BookingEvents` event instead.)
 */
@Injectable()
export class FreedDays {
  private readonly listeners = new Listeners<DaysFreed>(new Logger(FreedDays.name));

  subscribe(listener: Listener<DaysFreed>): () => void {
    return this.listeners.subscribe(listener);
  }

  publish(event: DaysFreed): Promise<void> {
    if (!event.dates.length) return Promise.resolve();
    return this.listeners.publish(event, `A listener of ${event.dates.length} day(s) freed for barber ${event.barberId} failed`);
  }
}
