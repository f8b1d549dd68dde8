import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { DatedSlotView } from '../../../shared/http/calendar-day.view';
import { centsToReais } from '../../../shared/money/money';
import { hourLabel } from '../../../shared/time/hhmm';
import { toIsoDate } from '../../../shared/time/local-date';
import { ShopClock } from '../../../shared/time/shop-clock';
import { Booking } from '../domain/booking/booking.entity';
import { BookingDeposit, DEPOSIT_STATUSES, DepositStatus } from '../domain/booking/booking-deposit';

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

  @ApiProperty({ description: 'O login do barbeiro' })
  username: string;

  @ApiProperty({ example: 'João Silva', description: 'O nome que os clientes veem' })
  displayName: string;
}

/** A barber's two names: the login, and the one clients see. */
export type BarberNames = Omit<AppointmentBarberView, 'id'>;

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

export function toAppointmentDepositView(deposit: BookingDeposit): AppointmentDepositView {
  return {
    amount: centsToReais(deposit.cents),
    toPay: centsToReais(deposit.toPayCents),
    credit: centsToReais(deposit.creditCents),
    paid: centsToReais(deposit.paidCents),
    refundDue: centsToReais(deposit.refundDueCents),
    refunded: centsToReais(deposit.refundedCents),
    credited: centsToReais(deposit.creditedCents),
    status: deposit.status,
    holdUntil: deposit.holdUntil.toISOString(),
    reportedPaidAt: deposit.reportedPaidAt?.toISOString() ?? null,
    confirmedAt: deposit.confirmedAt?.toISOString() ?? null,
  };
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

  /** Only when the hold of its unpaid Pix deposit cancelled it (Booking.expiredUnpaid); `cancelledAt` says when. */
  @ApiPropertyOptional({
    type: 'boolean',
    enum: [true],
    description: 'Só quando o prazo do sinal terminou sem o Pix e cancelou o agendamento (cancelledAt diz quando)',
  })
  expiredUnpaid?: true;

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

/** A booking as the API shows it, with its service as it is now and its barber's username (read by `BookingViews`). */
export function toAppointmentView(
  booking: Booking,
  service: Omit<AppointmentJobView, 'takesTwoSlots'>,
  barber: BarberNames,
  clock: ShopClock,
): AppointmentView {
  return {
    id: booking.id,
    createdAt: clock.localTimestamp(booking.createdAt),
    clientName: booking.clientName,
    clientContact: booking.clientContact,
    hour: booking.hour,
    label: hourLabel(booking.hour),
    day: booking.day,
    month: booking.month,
    year: booking.year,
    date: toIsoDate(booking.date),
    previousPayment: booking.previousPayment,
    price: centsToReais(booking.priceCents),
    job: { ...service, takesTwoSlots: booking.slotCount === 2 },
    user: { id: booking.barberId, username: barber.username, displayName: barber.displayName },
    attendance: booking.attendance,
    ...(booking.deletedAt ? { deletedAt: clock.localTimestamp(booking.deletedAt) } : {}),
    ...(booking.cancelledAt ? { cancelledAt: clock.localTimestamp(booking.cancelledAt) } : {}),
    ...(booking.expiredUnpaid ? { expiredUnpaid: true as const } : {}),
    ...(booking.personalDataErasedAt ? { personalDataErased: true as const } : {}),
    ...(booking.deposit ? { deposit: toAppointmentDepositView(booking.deposit) } : {}),
  };
}

/** The answer to the client's own online booking: the only answer that ever carries the manage token. */
export class CreatedBookingView extends AppointmentView {
  /** Lets the holder see, move and cancel this booking (`/api/appointment/manage/{token}`). Shown once: only its hash is stored. */
  @ApiProperty({ description: 'Dá acesso a ver, mudar e cancelar o agendamento (/api/appointment/manage/{token}); mostrado só aqui' })
  manageToken: string;
}
