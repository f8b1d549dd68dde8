import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { AppointmentView, Booking } from '../../booking';
import type { ClientSummary } from '../client-records';
import { bookingStatus, ExportedBooking } from '../domain/client-data-export';

/** A client of the barber, with what their bookings add up to. Money in reais. */
export class ClientView {
  /** The contact's digits as compared (country code 55 dropped): the client's id in URLs. */
  @ApiProperty({ example: '11987654321', description: 'Os dígitos do contato (sem o 55): o id do cliente nas URLs' })
  contactKey: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  contact: string;

  @ApiProperty({ type: 'integer' })
  visits: number;

  @ApiProperty({ type: 'integer' })
  noShows: number;

  @ApiProperty({ description: 'Em reais' })
  totalSpent: number;

  /** Shop-local 'YYYY-MM-DD HH:MM', or null. */
  @ApiProperty({ type: 'string', nullable: true, example: '2026-11-25 09:30', description: 'Horário local, ou null' })
  lastVisit: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '2026-12-02 09:30', description: 'Horário local, ou null' })
  nextVisit: string | null;
}

/** A client and their bookings with the barber (trashed and cancelled ones included), latest first. */
export class ClientHistoryView {
  @ApiProperty({ type: ClientView })
  client: ClientView;

  @ApiProperty({ type: [AppointmentView], description: 'Do mais recente ao mais antigo, apagados e cancelados incluídos' })
  appointments: AppointmentView[];

  /** What an erasure would cancel first: the contact's future live bookings in the whole shop. */
  @ApiProperty({ type: 'integer', description: 'Agendamentos futuros do cliente em toda a barbearia (uma exclusão dos dados os cancela antes)' })
  futureBookings: number;
}

/** What erasing a client's personal data did. */
export class ClientErasedView {
  @ApiProperty({ type: 'integer' })
  erasedBookings: number;

  @ApiProperty({ type: 'integer', description: 'Agendamentos futuros cancelados antes de apagar (futureBookings=cancel)' })
  cancelledBookings: number;
}

/** How many times one contact was marked as a no-show with the barber. */
export class ClientNoShowsView {
  @ApiProperty()
  clientContact: string;

  @ApiProperty({ type: 'integer' })
  noShows: number;
}

export function toClientView(summary: ClientSummary): ClientView {
  const { totalSpentCents, ...rest } = summary;
  return { ...rest, totalSpent: centsToReais(totalSpentCents) };
}

/** One booking as the client's data export lists it. */
export function toExportedBooking(booking: Booking, view: AppointmentView, localNow: string): ExportedBooking {
  return {
    date: view.date,
    time: view.label,
    barber: view.user.displayName,
    service: view.job.name,
    priceCents: booking.priceCents,
    status: bookingStatus({
      deleted: view.deletedAt !== undefined,
      cancelled: view.cancelledAt !== undefined,
      attendance: view.attendance,
      past: `${view.date} ${view.label}` < localNow,
    }),
    clientName: view.clientName,
    clientContact: view.clientContact,
    bookedAt: view.createdAt,
    pushSubscription: booking.pushSubscription(),
  };
}
