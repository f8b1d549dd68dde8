import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ContactLinks } from '../../../components/ContactLinks';
import { clientLabel } from '../client-label';
import { formatBRL } from '../../../lib/format';
import { cancelledOf, slotRows, type SlotRow } from './slot-rows';
import classes from './DayTimeline.module.css';
import type { AgendaAppointment, TimelineDay } from '../../../api/types';

const CLOSURE_TEXT = {
  weekday_off: 'Folga semanal: sem atendimento neste dia da semana.',
  day_off: 'Dia sem agenda: este dia está bloqueado inteiro.',
} as const;

/**
 * One day of the agenda, hour by hour: bookings (tap to open), blocked times, free slots (tap to book a
 * walk-in; in a team member's agenda, `barbeiro`, for them).
 */
export function DayTimeline({ day, barbeiro }: { day: TimelineDay; barbeiro?: string }) {
  const rows = slotRows(day).filter((row) => row.kind !== 'slot' || row.slot.state !== 'closed');
  const cancelled = cancelledOf(day);
  return (
    <Stack gap="xs">
      {day.closure && (
        <Alert color="gray" title={day.closure === 'weekday_off' ? 'Folga semanal' : 'Dia sem agenda'}>
          {CLOSURE_TEXT[day.closure]}
        </Alert>
      )}
      {!day.closure && day.slots.length === 0 && <NoHours own={!barbeiro} />}
      <Stack gap={6} component="ol" aria-label="Horários do dia" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <TimelineRow key={rowKey(row)} row={row} date={day.date} barbeiro={barbeiro} />
        ))}
      </Stack>
      {cancelled.length > 0 && (
        <Stack gap={6} mt="md">
          <Title order={2} size="h5">
            Cancelados pelo cliente
          </Title>
          {cancelled.map((appointment) => (
            <Text key={appointment.id} c="dimmed" td="line-through">
              {appointment.label} · {clientLabel(appointment)} · {appointment.job.name}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A day with no working hours (a new barber's, say): in their own agenda, the way to set them. */
function NoHours({ own }: { own: boolean }) {
  return (
    <Stack gap={4}>
      <Text c="dimmed">Nenhum horário de atendimento neste dia.</Text>
      {own && (
        <Anchor component={Link} to="/administrador/dados/atendimento" fw={700} py={10} display="inline-block" w="fit-content">
          Definir horários de atendimento
        </Anchor>
      )}
    </Stack>
  );
}

const rowKey = (row: SlotRow) => (row.kind === 'booking' ? row.appointment.id : row.kind === 'past' ? `past-${row.firstLabel}` : row.slot.hour);

function TimelineRow({ row, date, barbeiro }: { row: SlotRow; date: string; barbeiro?: string }) {
  if (row.kind === 'booking') return <BookingRow appointment={row.appointment} endLabel={row.endLabel} />;
  if (row.kind === 'past') {
    return (
      <li className={classes.row}>
        <span className={`${classes.time} ${classes.pastTime}`}>{row.firstLabel}</span>
        <div className={classes.past}>Livres até {row.endLabel} (já passaram)</div>
      </li>
    );
  }
  const { slot } = row;
  if (slot.state === 'free') {
    return (
      <li className={classes.row}>
        <span className={classes.time}>{slot.label}</span>
        <Link
          to="/administrador/minha-agenda/formulario"
          search={{ dia: date, hora: slot.hour, barbeiro }}
          className={classes.free}
          aria-label={`Livre às ${slot.label}: encaixar cliente`}
        >
          <IconPlus size={18} aria-hidden />
          Livre · encaixar
        </Link>
      </li>
    );
  }
  if (slot.state === 'blocked') {
    return (
      <li className={classes.row}>
        <span className={classes.time}>{slot.label}</span>
        <div className={classes.blocked} aria-label={`${slot.label} bloqueado`}>
          <IconLock size={16} aria-hidden />
          Bloqueado
        </div>
      </li>
    );
  }
  return (
    <li className={classes.row}>
      <span className={`${classes.time} ${classes.pastTime}`}>{slot.label}</span>
      <div className={classes.past}>Fechado</div>
    </li>
  );
}

function BookingRow({ appointment, endLabel }: { appointment: AgendaAppointment; endLabel: string }) {
  const { id, label, clientContact, job, price, previousPayment, attendance, clientNoShows = 0 } = appointment;
  const clientName = clientLabel(appointment);
  return (
    <li className={classes.row}>
      <span className={classes.time}>{label}</span>
      <article className={classes.booking} aria-label={`${label}, ${clientName}`}>
        <Link
          to="/administrador/minha-agenda/formulario/$id"
          params={{ id }}
          className={classes.open}
          aria-label={`Abrir agenda de ${clientName} às ${label}`}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} size="lg" lh={1.2} c={appointment.personalDataErased ? 'dimmed' : undefined}>
              {clientName}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              até {endLabel}
            </Text>
          </Group>
          <Group gap={6} mt={2}>
            <Text size="sm">
              {job.name} · {formatBRL(price)}
            </Text>
            {previousPayment && (
              <Badge color="teal" variant="light" size="sm">
                Pgto. Antecipado
              </Badge>
            )}
            {clientNoShows > 0 && (
              <Badge color="orange" variant="light" size="sm">
                {clientNoShows === 1 ? '1 falta' : `${clientNoShows} faltas`}
              </Badge>
            )}
            {attendance && (
              <Badge color={attendance === 'no_show' ? 'red' : 'gray'} variant="light" size="sm">
                {attendance === 'no_show' ? 'Faltou' : 'Compareceu'}
              </Badge>
            )}
          </Group>
        </Link>
        <Group mt={6}>
          <ContactLinks contact={clientContact} clientName={clientName} />
        </Group>
      </article>
    </li>
  );
}
