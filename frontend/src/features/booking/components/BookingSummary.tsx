import { Paper, Skeleton } from '@mantine/core';
import { useBarber } from '../../barbers/api/get-barber';
import { useService } from '../../services/api/get-service';
import type { AppointmentRequest } from '../../appointments/types';
import { formatBRL, formatDate, formatHour } from '../../../lib/format';
import classes from './BookingSummary.module.css';

export function BookingSummary({ request }: { request: AppointmentRequest }) {
  const barber = useBarber(request.userId);
  const service = useService(request.jobId);
  const loading = <Skeleton height={20} width={120} />;

  const rows = [
    { term: 'Barbeiro', detail: barber.data?.username ?? loading },
    { term: 'Serviço', detail: service.data?.name ?? loading },
    { term: 'Valor', detail: service.data ? formatBRL(service.data.value) : loading },
    { term: 'Data', detail: formatDate(request.day, request.month, request.year) },
    { term: 'Horário', detail: formatHour(request.hour) },
    { term: 'Nome', detail: request.clientName },
    { term: 'Contato', detail: request.clientContact },
  ];

  return (
    <Paper withBorder p="md" className={classes.card}>
      <dl className={classes.list}>
        {rows.map(({ term, detail }) => (
          <div key={term} className={classes.row}>
            <dt className={classes.term}>{term}</dt>
            <dd className={classes.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
