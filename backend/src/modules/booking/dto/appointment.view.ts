import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DatedSlotView, DatedView, SlotView } from '../../../shared/http/calendar-day.view';
import { DEPOSIT_STATUSES, DepositStatus } from '../domain/booking-deposit';

export { SlotView } from '../../../shared/http/calendar-day.view';

/** The service of an appointment as it is now (what the appointment costs is its own `price`). */
export class AppointmentJobView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Valor atual do serviço, em reais (o do agendamento é price)' })
  value: number;

  @ApiProperty({ description: 'O serviço marcado pelo barbeiro como duplo (o valor guardado)' })
  doubleTime: boolean;

  @ApiProperty({ description: 'O agendamento ocupa dois horários seguidos' })
  takesTwoSlots: boolean;
}

/** The barber of an appointment. */
export class AppointmentBarberView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;
}

/** The Pix deposit ("sinal") of an appointment, in reais; its status as domain/booking-deposit.ts describes it. */
export class AppointmentDepositView {
  @ApiProperty({ description: 'O sinal, em reais' })
  amount: number;

  @ApiProperty({ description: 'O que falta pagar por Pix, em reais (o sinal menos o crédito usado e o Pix já confirmado)' })
  toPay: number;

  @ApiProperty({ description: 'A parte coberta por crédito de um cancelamento anterior, em reais' })
  credit: number;

  @ApiProperty({ description: 'O Pix confirmado que ainda conta para este agendamento, em reais' })
  paid: number;

  @ApiProperty({
    description: 'O que a barbearia deve devolver por Pix, em reais (um cancelamento no prazo, ou a troca por um serviço de sinal menor)',
  })
  refundDue: number;

  @ApiProperty({ description: 'O que a barbearia já devolveu, em reais' })
  refunded: number;

  @ApiProperty({ description: 'O que virou crédito do cliente, em reais' })
  credited: number;

  @ApiProperty({
    enum: DEPOSIT_STATUSES,
    description:
      'pending: aguardando sinal (o horário fica reservado até holdUntil); confirmed: recebido; expired: não pago a tempo (cancelado); refund_due: a devolver; refunded: devolvido; credited: virou crédito; kept: retido (falta ou cancelamento tardio)',
  })
  status: DepositStatus;

  @ApiProperty({ format: 'date-time', description: 'Até quando o horário fica reservado esperando o Pix (instante UTC)' })
  holdUntil: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Quando o cliente avisou "Já paguei"' })
  reportedPaidAt: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Quando o barbeiro confirmou o recebimento' })
  confirmedAt: string | null;
}

/** An appointment as the API shows it. Price in reais, as it was when booked. */
export class AppointmentView extends DatedSlotView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '2026-11-25T10:15:00', description: 'Horário local da barbearia' })
  createdAt: string;

  @ApiProperty()
  clientName: string;

  @ApiProperty({ description: 'Vazio quando o barbeiro agendou sem contato' })
  clientContact: string;

  @ApiProperty()
  previousPayment: boolean;

  @ApiProperty({ description: 'Em reais, o preço do serviço quando foi agendado' })
  price: number;

  @ApiProperty({ type: AppointmentJobView })
  job: AppointmentJobView;

  @ApiProperty({ type: AppointmentBarberView })
  user: AppointmentBarberView;

  /** Whether the client came, as the barber marked it after the time; null while unmarked. */
  @ApiProperty({
    enum: ['attended', 'no_show'],
    nullable: true,
    description: 'Compareceu ou faltou, como o barbeiro marcou; null enquanto não marcado',
  })
  attendance: 'attended' | 'no_show' | null;

  /** Only on appointments in the trash: when they were deleted, shop-local 'YYYY-MM-DDTHH:mm:ss'. */
  @ApiPropertyOptional({ example: '2026-11-25T10:15:00', description: 'Só na lixeira: quando foi apagado (horário local)' })
  deletedAt?: string;

  /** Only on appointments the client cancelled: when, shop-local 'YYYY-MM-DDTHH:mm:ss'. Their slots are free. */
  @ApiPropertyOptional({ example: '2026-11-25T10:15:00', description: 'Só nos cancelados pelo cliente: quando (horário local)' })
  cancelledAt?: string;

  /** Only in the barber's agenda answers: how many times this contact was marked as a no-show with this barber. */
  @ApiPropertyOptional({ type: 'integer', description: 'Só nas respostas da agenda: faltas deste contato com o barbeiro' })
  clientNoShows?: number;

  /** Only when the client's name and phone were erased (LGPD): both are then empty. */
  @ApiPropertyOptional({ type: 'boolean', enum: [true], description: 'Só quando nome e telefone do cliente foram apagados (LGPD)' })
  personalDataErased?: true;

  /** Only in the agenda: the appointment no longer fits the barber's current hours (they changed after it was booked). */
  @ApiPropertyOptional({
    type: 'boolean',
    enum: [true],
    description: 'Só na agenda: fora do horário de atendimento atual do barbeiro (o horário mudou depois do agendamento)',
  })
  outsideHours?: true;

  /** Only when the booking asked for a Pix deposit. */
  @ApiPropertyOptional({ type: AppointmentDepositView, description: 'Só quando o agendamento pediu sinal por Pix' })
  deposit?: AppointmentDepositView;
}

/** The answer to the client's own online booking: the only answer that ever carries the manage token. */
export class CreatedBookingView extends AppointmentView {
  /** Lets the holder see, move and cancel this booking (`/api/appointment/manage/{token}`). Shown once: only its hash is stored. */
  @ApiProperty({ description: 'Dá acesso a ver, mudar e cancelar o agendamento (/api/appointment/manage/{token}); mostrado só aqui' })
  manageToken: string;
}

/** An appointment on the barber's agenda listings, with how many future live bookings its contact holds with that barber. */
export class AgendaAppointmentView extends AppointmentView {
  @ApiProperty({ type: 'integer', description: 'Agendamentos futuros deste contato com o barbeiro' })
  contactFutureBookings: number;
}

export class AvailabilityView {
  @ApiProperty({ example: '2026-11-25' })
  date: string;

  @ApiProperty({ type: [SlotView], description: 'Os inícios livres, em ordem' })
  slots: SlotView[];
}

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
