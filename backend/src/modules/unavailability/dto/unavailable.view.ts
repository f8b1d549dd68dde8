import { Unavailable } from '../domain/unavailable.entity';

/** An unavailable entry as the API shows it (hour 0 = whole day, month 0-11). */
export interface UnavailableView {
  id: string;
  day: number;
  month: number;
  year: number;
  hour: number;
  userId: string;
}

export function toUnavailableView(entry: Unavailable): UnavailableView {
  return { id: entry.id, day: entry.day, month: entry.month, year: entry.year, hour: entry.hour, userId: entry.barberId };
}
