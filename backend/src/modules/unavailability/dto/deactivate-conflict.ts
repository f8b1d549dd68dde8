import { ApiProperty } from '../../../shared/http/api-docs';
import { ErrorAnswer } from '../../../shared/http/errors/api-errors';
import { SlotView } from '../../../shared/http/calendar-day.view';
import { ErrorBody } from '../../../shared/http/errors/error-body';

/** A live appointment in the way of blocking a time, as DEACTIVATE_CONFLICT names it. */
export class BookingInTheWayView extends SlotView {
  @ApiProperty({ format: 'uuid' })
  appointmentId: string;

  @ApiProperty()
  clientName: string;

  @ApiProperty({ description: 'O nome do serviço' })
  service: string;
}

/** The error body of DEACTIVATE_CONFLICT: the bookings that hold the times, so the screen can link to them. */
export class DeactivateConflictBody extends ErrorBody {
  @ApiProperty({ type: [BookingInTheWayView] })
  bookings: BookingInTheWayView[];
}

/** Blocking a time a live appointment holds (hour 0: any appointment of the day). */
export const DEACTIVATE_CONFLICT: ErrorAnswer = {
  status: 409,
  type: DeactivateConflictBody,
  description: 'DEACTIVATE_CONFLICT: um agendamento ocupa o horário; bookings diz quais',
};
