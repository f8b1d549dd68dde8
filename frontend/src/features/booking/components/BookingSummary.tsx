import { useSuspenseQuery } from '@tanstack/react-query';
import { barberQueryOptions } from '../../../api/barbers/get-barber';
import { serviceQueryOptions } from '../../../api/services/get-service';
import type { AppointmentRequest } from '../../../api/types';
import { formatBRL, formatDate, formatHour } from '../../../lib/format';
import { SummaryList } from '../../../components/SummaryList';

/** What is about to be booked; the route's loader fetched the barber and the service. */
export function BookingSummary({ request }: { request: AppointmentRequest }) {
  const { data: barber } = useSuspenseQuery(barberQueryOptions(request.userId));
  const { data: service } = useSuspenseQuery(serviceQueryOptions(request.jobId));

  return (
    <SummaryList
      rows={[
        { term: 'Barbeiro', detail: barber.username },
        { term: 'Serviço', detail: service.name },
        { term: 'Valor', detail: formatBRL(service.value) },
        { term: 'Data', detail: formatDate(request.day, request.month, request.year) },
        { term: 'Horário', detail: formatHour(request.hour) },
        { term: 'Nome', detail: request.clientName },
        { term: 'Contato', detail: request.clientContact },
      ]}
    />
  );
}
