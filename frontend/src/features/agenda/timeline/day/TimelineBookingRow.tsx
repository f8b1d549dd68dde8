import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { ContactLinks } from '../../../../components/booking/ContactLinks';
import { formatBRL } from '../../../../lib/format/format';
import { clientLabel } from '../../client-label';
import { NoShowsBadge } from '../../components/NoShowsBadge';
import { PrepaidBadge } from '../../components/PrepaidBadge';
import { DepositBadges } from '../../../../components/booking/deposit/DepositBadges';
import { DepositButton } from '../../deposit/DepositButton';
import classes from './DayTimeline.module.css';
import type { AgendaBooking } from '../../../../api/types';

/**
 * A booking on the day's timeline: time, client, its end, service and price, what to keep in mind (outside the hours,
 * paid beforehand, the deposit, the client's no-shows, attendance); the whole card opens its sheet; the call and WhatsApp
 * links under it, with Sinal recebido while the deposit waits.
 */
interface TimelineBookingRowProps {
  booking: AgendaBooking;
  endLabel: string;
  /** Over by now: without Compareceu or Faltou it looks apart and says that attendance is still to be marked. */
  ended: boolean;
  onOpen: (id: string) => void;
}

export function TimelineBookingRow({ booking, endLabel, ended, onOpen }: TimelineBookingRowProps) {
  const { id, label, clientContact, outsideHours } = booking;
  const clientName = clientLabel(booking);
  const unmarked = ended && !booking.attendance;
  return (
    <li className={classes.row}>
      <span className={classes.time}>{label}</span>
      <article
        className={`${classes.booking} ${outsideHours ? classes.outside : ''} ${unmarked ? classes.unmarked : ''}`}
        aria-label={`${label}, ${clientName}`}
      >
        {/* Named 'Abrir agendamento de Ana às 10:00, até 10:30 …': what the card shows, in the name. */}
        <UnstyledButton className={classes.open} onClick={() => onOpen(id)}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} size="lg" lh={1.2} c={booking.personalDataErased ? 'dimmed' : undefined}>
              <span className="spoken-only">Abrir agendamento de </span>
              {clientName}
              <span className="spoken-only"> às {label},</span>
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              até {endLabel}
            </Text>
          </Group>
          <TimelineBookingBadges booking={booking} unmarked={unmarked} />
        </UnstyledButton>
        <Group mt={6} gap="xs">
          <ContactLinks contact={clientContact} clientName={clientName} />
          <DepositButton bookingId={id} deposit={booking.deposit} size="sm" />
        </Group>
      </article>
    </li>
  );
}

/** The service and price, then the marks: outside the hours, paid beforehand, the deposit, no-shows, attendance. */
function TimelineBookingBadges({ booking, unmarked }: { booking: AgendaBooking; unmarked: boolean }) {
  const { job: service, price, attendance, outsideHours } = booking;
  return (
    <Group gap={6} mt={2}>
      <Text size="sm">
        {service.name} · {formatBRL(price)}
      </Text>
      {outsideHours && (
        <Badge color="yellow" variant="light" size="sm">
          Fora do horário
        </Badge>
      )}
      <PrepaidBadge booking={booking} size="sm" />
      <DepositBadges deposit={booking.deposit} size="sm" />
      <NoShowsBadge booking={booking} size="sm" />
      {unmarked && (
        <Badge color="gray" variant="outline" size="sm">
          Já passou · marcar presença
        </Badge>
      )}
      {attendance && (
        <Badge color={attendance === 'no_show' ? 'red' : 'gray'} variant="light" size="sm">
          {attendance === 'no_show' ? 'Faltou' : 'Compareceu'}
        </Badge>
      )}
    </Group>
  );
}
