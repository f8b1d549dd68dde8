import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { DatedSlotView } from '../../../shared/http/calendar-day.view';
import type { ReminderKind } from '../../../shared/push/reminder-schedule';
import { AppointmentBarberView, AppointmentView, Booking } from '../../booking';
import { DepositPaymentView } from '../../payments';

/** The service of a managed booking. */
export class ManagedServiceView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'O serviço marcado pelo barbeiro como duplo (o valor guardado)' })
  doubleTime: boolean;

  @ApiProperty({ description: 'O agendamento ocupa dois horários seguidos' })
  takesTwoSlots: boolean;
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

/** A booking as its manage token's holder sees it (the manage page): its shop-local day and start, price in reais as booked. */
export class ManagedBookingView extends DatedSlotView {
  /**
   * `cancelled` only in the answer to the cancellation itself: afterwards the token is used up (404). `expired`: the
   * deposit was not paid in time and the hold's end cancelled the booking; only reading it is left.
   */
  @ApiProperty({
    enum: ['booked', 'cancelled', 'expired'],
    description:
      'cancelled só na resposta ao próprio cancelamento (depois o link responde 404); expired: o sinal não foi pago a tempo e o horário foi liberado (o link só lê)',
  })
  status: 'booked' | 'cancelled' | 'expired';

  @ApiProperty({ type: AppointmentBarberView })
  barber: AppointmentBarberView;

  @ApiProperty({ type: ManagedServiceView })
  service: ManagedServiceView;

  @ApiProperty({ description: 'Em reais, como agendado' })
  price: number;

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

  /** Only when the booking asked for a Pix deposit: its state and, while it waits, the Pix to pay. */
  @ApiPropertyOptional({ type: DepositPaymentView, description: 'Só quando o agendamento pediu sinal: o estado e, enquanto aguarda, o Pix a pagar' })
  depositPayment?: DepositPaymentView;
}

/** What the manage page tells beyond the booking's own view: its times, and what the client may still do. */
export interface ManagedBookingFacts {
  startsAt: Date;
  endsAt: Date;
  changeDeadline: Date;
  canChange: boolean;
  reminders: { kind: ReminderKind; at: string }[];
  depositPayment: DepositPaymentView | null;
}

export function toManagedBookingView(booking: Booking, view: AppointmentView, facts: ManagedBookingFacts): ManagedBookingView {
  const { job } = view;
  return {
    status: managedStatusOf(booking),
    barber: view.user,
    service: { id: job.id, name: job.name, doubleTime: job.doubleTime, takesTwoSlots: job.takesTwoSlots },
    price: view.price,
    date: view.date,
    day: view.day,
    month: view.month,
    year: view.year,
    hour: view.hour,
    label: view.label,
    startsAt: facts.startsAt.toISOString(),
    endsAt: facts.endsAt.toISOString(),
    clientName: view.clientName,
    clientContact: view.clientContact,
    changeDeadline: facts.changeDeadline.toISOString(),
    canChange: facts.canChange,
    notifications: { enabled: booking.hasPushSubscription, reminders: facts.reminders },
    ...(facts.depositPayment ? { depositPayment: facts.depositPayment } : {}),
  };
}

function managedStatusOf(booking: Booking): ManagedBookingView['status'] {
  if (booking.expiredUnpaid) return 'expired';
  return booking.isCancelled ? 'cancelled' : 'booked';
}
