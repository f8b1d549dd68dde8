import { Skeleton } from '@mantine/core';
import { useBarber } from '../../barbers/api/get-barber';
import { useService } from '../../services/api/get-service';
import type { AppointmentRequest } from '../../appointments/types';
import { formatBRL, formatDate, formatHour } from '../../../lib/format';
import { SummaryList } from './SummaryList';

export function BookingSummary({ request }: { request: AppointmentRequest }) {
  const barber = useBarber(request.userId);
  const service = useService(request.jobId);
  const loading = <Skeleton height={20} width={120} />;

  return (
    <SummaryList
      rows={[
        { term: 'Barbeiro', detail: barber.data?.username ?? loading },
        { term: 'Serviço', detail: service.data?.name ?? loading },
        { term: 'Valor', detail: service.data ? formatBRL(service.data.value) : loading },
        { term: 'Data', detail: formatDate(request.day, request.month, request.year) },
        { term: 'Horário', detail: formatHour(request.hour) },
        { term: 'Nome', detail: request.clientName },
        { term: 'Contato', detail: request.clientContact },
      ]}
    />
  );
}
