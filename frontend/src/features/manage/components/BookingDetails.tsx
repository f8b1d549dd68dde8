import { SummaryList } from '../../../components/SummaryList';
import { formatBRL, formatWhen } from '../../../lib/format';
import type { ManagedBooking } from '../../../api/types';

/** The booking behind a manage link: barber, service, price, day and time (unless a headline above says them), client. */
export function BookingDetails({ booking, withWhen = true }: { booking: ManagedBooking; withWhen?: boolean }) {
  return (
    <SummaryList
      rows={[
        ...(withWhen ? [{ term: 'Quando', detail: formatWhen(booking) }] : []),
        { term: 'Barbeiro', detail: booking.barber.username },
        { term: 'Serviço', detail: booking.service.name },
        { term: 'Valor', detail: formatBRL(booking.price) },
        { term: 'Nome', detail: booking.clientName },
      ]}
    />
  );
}
