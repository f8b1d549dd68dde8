import { ApiProperty } from '../../../shared/http/api-docs';
import { DatedView, SlotView } from '../../../shared/http/calendar-day.view';
import { AppointmentView } from '../../booking';

/** An appointment on the barber's agenda listings, with how many future live bookings its contact holds with that barber. */
export class AgendaAppointmentView extends AppointmentView {
  @ApiProperty({ type: 'integer', description: 'Agendamentos futuros deste contato com o barbeiro' })
  contactFutureBookings: number;
}

/** One half-hour slot of the barber's day (see SlotState). */
export class TimelineSlotView extends SlotView {
  @ApiProperty({
    enum: ['booked', 'blocked', 'free', 'offered', 'past', 'closed'],
    description: 'offered: oferecido a quem está na lista de espera, reservado até a oferta ser aceita ou expirar',
  })
  state: 'booked' | 'blocked' | 'free' | 'offered' | 'past' | 'closed';

  /** The appointment holding a booked slot, else null. */
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'O agendamento que ocupa o horário, senão null' })
  appointmentId: string | null;

  /** The second slot of a double service. */
  @ApiProperty({ description: 'O segundo horário de um serviço duplo' })
  continued: boolean;

  /** A booked slot that is no open time of the barber's current hours (a break, before opening, after closing). */
  @ApiProperty({ description: 'Um horário agendado fora do horário de atendimento atual (intervalo, antes da abertura, depois do fechamento)' })
  outsideHours: boolean;
}

/** One day of the barber's agenda, slot by slot, with its appointments (the client's cancelled ones included). */
export class TimelineDayView extends DatedView {
  /** 0 = Sunday … 6 = Saturday. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: '0 = domingo … 6 = sábado' })
  weekday: number;

  /** Why the whole day takes no appointments: a weekday off or a day without appointments; null when open. */
  @ApiProperty({ enum: ['weekday_off', 'day_off'], nullable: true, description: 'Por que o dia todo não tem agenda; null quando aberto' })
  closure: 'weekday_off' | 'day_off' | null;

  @ApiProperty({ type: [TimelineSlotView] })
  slots: TimelineSlotView[];

  @ApiProperty({ type: [AgendaAppointmentView], description: 'Os agendamentos do dia (os cancelados pelo cliente incluídos)' })
  appointments: AgendaAppointmentView[];
}

export class AgendaTimelineView {
  @ApiProperty({ type: [TimelineDayView] })
  days: TimelineDayView[];
}
