import { ApiProperty } from './api-docs';

/** A shop-local calendar day as the answers write it: month 0-11, as everywhere in the API. */
export class CalendarDayView {
  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ type: 'integer', description: '0-11' })
  month: number;

  @ApiProperty({ type: 'integer' })
  year: number;
}

/** The same day, also as 'YYYY-MM-DD'. */
export class DatedView extends CalendarDayView {
  @ApiProperty({ example: '2026-11-25' })
  date: string;
}

/** A start time of the half-hour grid: HHMM and how it reads. */
export class SlotView {
  @ApiProperty({ type: 'integer', example: 930, description: 'HHMM' })
  hour: number;

  @ApiProperty({ example: '09:30' })
  label: string;
}

/** A shop-local day and start time (month 0-11, hour HHMM): where a booking is. */
export class DatedSlotView extends DatedView {
  @ApiProperty({ type: 'integer', example: 930, description: 'Início, HHMM' })
  hour: number;

  @ApiProperty({ example: '09:30' })
  label: string;
}
