import { useSuspenseQuery } from '@tanstack/react-query';
import { barberQueryOptions } from '../../../api/barbers/get-barber';
import { serviceQueryOptions } from '../../../api/services/get-service';
import type { BookingRequest } from '../../../api/types';
import { formatBRL, formatWhen } from '../../../lib/format/format';
import { formatPhone } from '../../../lib/format/format-phone';
import { SummaryList } from '../../../components/booking/SummaryList';

/** What is about to be booked; the route's loader fetched the barber and the service. */
export function BookingSummary({ request }: { request: BookingRequest }) {
  const { data: barber } = useSuspenseQuery(barberQueryOptions(request.userId));
  const { data: service } = useSuspenseQuery(serviceQueryOptions(request.jobId));

  return (
    <SummaryList
      rows={[
        { term: 'Barbeiro', detail: barber.displayName },
        { term: 'Serviço', detail: service.name },
        { term: 'Valor', detail: formatBRL(service.value) },
        { term: 'Quando', detail: formatWhen(request) },
        { term: 'Nome', detail: request.clientName },
        { term: 'Contato', detail: formatPhone(request.clientContact) },
      ]}
    />
  );
}
