import { ApiProperty } from './api-docs';
import { SlotView } from './calendar-day.view';

export class AvailabilityView {
  @ApiProperty({ example: '2026-11-25' })
  date: string;

  @ApiProperty({ type: [SlotView], description: 'Os inícios livres, em ordem' })
  slots: SlotView[];
}

/**
 * AvailabilityView as a JSON schema, for Fastify to write the 200 answer with a serialiser compiled once (fast-json-stringify)
 * instead of `JSON.stringify`: the same fields in the same order, so the same bytes.
 */
export const AVAILABILITY_VIEW_SCHEMA = {
  type: 'object',
  required: ['date', 'slots'],
  properties: {
    date: { type: 'string' },
    slots: {
      type: 'array',
      items: { type: 'object', required: ['hour', 'label'], properties: { hour: { type: 'integer' }, label: { type: 'string' } } },
    },
  },
} as const;

/** One day of the client's calendar. */
export class MonthAvailabilityDayView {
  @ApiProperty({ example: '2026-11-25' })
  date: string;

  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ type: 'integer', description: 'Inícios livres; 0: fechado, bloqueado ou lotado' })
  freeStarts: number;

  @ApiProperty({
    type: 'integer',
    description: 'Inícios que o expediente do dia permite, livres ou ocupados; 0: o barbeiro não atende (fechado, bloqueado ou expediente encerrado)',
  })
  openStarts: number;
}

/** The client's calendar: each day of the month inside the booking window, with its number of bookable starts (0: closed, blocked or full). */
export class MonthAvailabilityView {
  @ApiProperty({ type: 'integer' })
  year: number;

  /** 0-11. */
  @ApiProperty({ type: 'integer', description: '0-11' })
  month: number;

  @ApiProperty({ type: [MonthAvailabilityDayView] })
  days: MonthAvailabilityDayView[];
}
