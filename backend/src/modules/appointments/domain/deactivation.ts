import { Conflict } from '../../../shared/errors/domain-error';
import { BookedRange, occupiedSlots, WHOLE_DAY } from './day-schedule';

/** A live appointment holds one of the times the barber wanted to block. See docs/product.md#hours. */
export class DeactivateConflict extends Conflict {
  constructor() {
    super('DEACTIVATE_CONFLICT', 'Não foi possivel desativar o horário selecionado.');
  }
}

/**
 * The barber may block times of a day only where no live appointment is: a double appointment
 * holds its second slot too, and blocking hour 0 (the whole day) needs the day to be empty.
 */
export function ensureHoursCanBeBlocked(booked: readonly BookedRange[], hours: readonly number[]): void {
  if (hours.includes(WHOLE_DAY) && booked.length > 0) throw new DeactivateConflict();
  const occupied = occupiedSlots(booked);
  if (hours.some((hour) => occupied.has(hour))) throw new DeactivateConflict();
}
