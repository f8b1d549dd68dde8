import { Conflict } from '../../../../shared/errors/domain-error';
import { WHOLE_DAY } from '../../../../shared/time/hhmm';
import { BookedRange, occupiedSlots } from './day-schedule';

/** A live booking that holds a time the barber wanted to block, as the refusal names it (the error body's fields, so `appointmentId`: the API's word). */
export interface BookingInTheWay {
  appointmentId: string;
  hour: number;
  label: string;
  clientName: string;
  service: string;
}

/**
 * A live booking holds one of the times the barber wanted to block (docs/product.md#hours). The
 * message starts as the product's and goes on to name the bookings; `bookings` lets the screen link to them.
 */
export class DeactivateConflict extends Conflict {
  override readonly details: { bookings: BookingInTheWay[] };

  constructor(bookings: BookingInTheWay[]) {
    super('DEACTIVATE_CONFLICT', conflictMessage(bookings));
    this.details = { bookings };
  }
}

function conflictMessage(bookings: BookingInTheWay[]): string {
  const named = bookings.map(({ label, clientName, service }) => `${label} (${clientName}, ${service})`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} e ${named[named.length - 1]}` : named[0];
  return `Não foi possivel desativar o horário selecionado: há agendamento às ${list}.`;
}

/**
 * The live bookings in the way of blocking these times: the barber may block times of a day
 * only where no live booking is; a double booking holds its second slot too, and blocking
 * hour 0 (the whole day) needs the day to be empty.
 */
export function bookingsInTheWay<T extends BookedRange>(booked: readonly T[], hours: readonly number[]): T[] {
  if (hours.includes(WHOLE_DAY)) return [...booked];
  return booked.filter((range) => [...occupiedSlots([range])].some((slot) => hours.includes(slot)));
}
