import { ApiProperty } from '@nestjs/swagger';
import type { ReminderKind } from '../../../shared/push/reminder-schedule';
import { AppointmentBarberView } from './appointment.view';

/** The service of a managed booking. */
export class ManagedServiceView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Ocupa dois horários seguidos' })
  doubleTime: boolean;
}

/** A reminder still to go out. */
export class ReminderView {
  @ApiProperty({ enum: ['before', 'day-before'], description: 'before: REMINDER_MINUTES antes; day-before: na véspera' })
  kind: ReminderKind;

  @ApiProperty({ format: 'date-time', description: 'Instante UTC (ISO 8601)' })
  at: string;
}

export class BookingNotificationsView {
  @ApiProperty({ description: 'Se um aparelho recebe as notificações deste agendamento' })
  enabled: boolean;

  /** When its reminders go out (UTC instants), from REMINDER_MINUTES and REMINDER_DAY_BEFORE; only those still ahead. */
  @ApiProperty({ type: [ReminderView], description: 'Os lembretes ainda por enviar' })
  reminders: ReminderView[];
}

/** A booking as its manage token's holder sees it (the manage page). Price in reais, as booked. */
export class ManagedBookingView {
  /** `cancelled` only in the answer to the cancellation itself: afterwards the token is used up (404). */
  @ApiProperty({ enum: ['booked', 'cancelled'], description: 'cancelled só na resposta ao próprio cancelamento (depois o link responde 404)' })
  status: 'booked' | 'cancelled';

  @ApiProperty({ type: AppointmentBarberView })
  barber: AppointmentBarberView;

  @ApiProperty({ type: ManagedServiceView })
  service: ManagedServiceView;

  @ApiProperty({ description: 'Em reais, como agendado' })
  price: number;

  /** Shop-local day and start, as everywhere in the API (month 0-11, hour HHMM). */
  @ApiProperty({ example: '2026-11-25' })
  date: string;

  @ApiProperty({ type: 'integer' })
  day: number;

  @ApiProperty({ type: 'integer', description: '0-11' })
  month: number;

  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ type: 'integer', example: 930, description: 'HHMM' })
  hour: number;

  @ApiProperty({ example: '09:30' })
  label: string;

  /** Start and end as UTC instants (ISO 8601), for calendars. */
  @ApiProperty({ format: 'date-time', description: 'Início, instante UTC' })
  startsAt: string;

  @ApiProperty({ format: 'date-time', description: 'Fim, instante UTC' })
  endsAt: string;

  @ApiProperty()
  clientName: string;

  @ApiProperty()
  clientContact: string;

  /** Until this instant (ISO 8601, UTC) the client may move or cancel it online: CANCEL_MIN_HOURS before the start. */
  @ApiProperty({ format: 'date-time', description: 'Até este instante (UTC) o cliente pode mudar ou cancelar pelo link' })
  changeDeadline: string;

  @ApiProperty()
  canChange: boolean;

  /** Never the subscription itself: only whether a device gets this booking's notifications. */
  @ApiProperty({ type: BookingNotificationsView })
  notifications: BookingNotificationsView;
}
