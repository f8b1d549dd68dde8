import { SummaryList } from './SummaryList';
import { formatBRL, formatWhen } from '../../lib/format/format';
import type { ManagedBooking } from '../../api/types';

/** What the details show (the confirmation's answer kept on the device has them too). */
type BookingDetailsFields = Pick<ManagedBooking, 'day' | 'month' | 'year' | 'hour' | 'price' | 'clientName'> & {
  barber: { displayName: string };
  service: { name: string };
};

/** The booking behind a manage link: barber, service, price, day and time (unless a headline above says them), client. */
export function BookingDetails({ booking, withWhen = true }: { booking: BookingDetailsFields; withWhen?: boolean }) {
  return (
    <SummaryList
      rows={[
        ...(withWhen ? [{ term: 'Quando', detail: formatWhen(booking) }] : []),
        { term: 'Barbeiro', detail: booking.barber.displayName },
        { term: 'Serviço', detail: booking.service.name },
        { term: 'Valor', detail: formatBRL(booking.price) },
        { term: 'Nome', detail: booking.clientName },
      ]}
    />
  );
}
