import { SummaryList } from '../../../components/SummaryList';
import { formatBRL, formatDate, formatHour } from '../../../lib/format';
import type { ManagedBooking } from '../../../api/types';

/** The booking behind a manage link: barber, service, price, day and time, client. */
export function BookingDetails({ booking }: { booking: ManagedBooking }) {
  return (
    <SummaryList
      rows={[
        { term: 'Barbeiro', detail: booking.barber.username },
        { term: 'Serviço', detail: booking.service.name },
        { term: 'Valor', detail: formatBRL(booking.price) },
        { term: 'Data', detail: formatDate(booking.day, booking.month, booking.year) },
        { term: 'Horário', detail: formatHour(booking.hour) },
        { term: 'Nome', detail: booking.clientName },
      ]}
    />
  );
}
