import { ApiProperty } from '../../../shared/http/api-docs';
import { CalendarDayView } from '../../../shared/http/calendar-day.view';
import { Unavailable } from '../domain/unavailable.entity';

/** An unavailable entry as the API shows it (hour 0 = whole day, month 0-11). */
export class UnavailableView extends CalendarDayView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', description: 'HHMM; 0 = o dia inteiro' })
  hour: number;

  @ApiProperty({ format: 'uuid', description: 'O barbeiro' })
  userId: string;
}

/** The answer to deleting one entry. */
export class UnavailableDeletedView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'boolean', enum: [true] })
  deleted: true;
}

/** The answer to opening days again: how many entries went. */
export class UnavailableDeletedCountView {
  @ApiProperty({ type: 'integer', description: 'Quantas entradas foram removidas' })
  deleted: number;
}

export function toUnavailableView(entry: Unavailable): UnavailableView {
  return { id: entry.id, day: entry.day, month: entry.month, year: entry.year, hour: entry.hour, userId: entry.barberId };
}
