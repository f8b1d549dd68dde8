import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/format/format';
import type { ShopDate } from '../../../lib/time/shop-types';

/** After a period was added: its days that already had bookings, which stay booked, and a link to the agenda to sort them out. */
export function KeptBookingsAlert({ days, onClose }: { days: ShopDate[]; onClose: () => void }) {
  return (
    <Alert color="brass" variant="light" title="Agendamentos mantidos" withCloseButton closeButtonLabel="Fechar" onClose={onClose} role="status">
      {days.length === 1
        ? 'Um dia do período já tinha agendamentos, que continuam marcados: '
        : 'Alguns dias do período já tinham agendamentos, que continuam marcados: '}
      {days.map((date) => formatDate(date.day, date.month, date.year)).join(', ')}.{' '}
      <Anchor renderRoot={(props) => <Link to="/administrador/minha-agenda" {...props} />}>Ver na agenda</Anchor> para avisar ou remarcar os clientes.
    </Alert>
  );
}
