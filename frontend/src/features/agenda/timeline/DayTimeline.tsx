import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ContactLinks } from '../../../components/ContactLinks';
import { clientLabel } from '../client-label';
import { formatBRL } from '../../../lib/format';
import { cancelledOf, nowLineIndex, slotRows, type SlotRow } from './slot-rows';
import { useShopNow } from './use-shop-now';
import { useTrashWithUndo } from '../use-trash-with-undo';
import classes from './DayTimeline.module.css';
import type { AgendaAppointment, TimelineDay } from '../../../api/types';

// The booking's sheet comes with its own chunk, fetched while the day is on screen (not before it shows).
const loadSheet = () => import('./AppointmentSheet');
const AppointmentSheet = lazy(loadSheet);

const CLOSURE_TEXT = {
  weekday_off: 'Folga semanal: sem atendimento neste dia da semana.',
  day_off: 'Dia sem agenda: este dia está bloqueado inteiro.',
} as const;

interface DayTimelineProps {
  day: TimelineDay;
  /** A team member's agenda the owner is looking at. */
  barbeiro?: string;
  /** The shop's time zone: today's "now" line and when attendance can be marked. */
  timeZone: string;
}

/**
 * One day of the agenda, hour by hour: bookings (tap for their sheet), blocked times, free slots (tap
 * to book a walk-in; in a team member's agenda, `barbeiro`, for them), breaks and the closing time;
 * on today a line where "now" is.
 */
export function DayTimeline({ day, barbeiro, timeZone }: DayTimelineProps) {
  const now = useShopNow(timeZone);
  const [openId, setOpenId] = useState<string | null>(null);
  const { remove, deleting } = useTrashWithUndo();
  useEffect(() => {
    void loadSheet();
  }, []);
  const rows = slotRows(day).filter((row) => row.kind !== 'slot' || row.slot.state !== 'closed');
  const cancelled = cancelledOf(day);
  const nowAt = now.date === day.date && rows.length > 0 ? nowLineIndex(rows, now.minutes) : -1;
  const open = rows.find((row): row is Extract<SlotRow, { kind: 'booking' }> => row.kind === 'booking' && row.appointment.id === openId);
  return (
    <Stack gap="xs">
      {day.closure && (
        <Alert color="gray" title={day.closure === 'weekday_off' ? 'Folga semanal' : 'Dia sem agenda'}>
          {CLOSURE_TEXT[day.closure]}
        </Alert>
      )}
      {!day.closure && day.slots.length === 0 && <NoHours own={!barbeiro} />}
      <Stack gap={6} component="ol" aria-label="Horários do dia" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row, index) => (
          <TimelineEntry key={rowKey(row)} nowLine={index === nowAt ? now.minutes : undefined}>
            <TimelineRow row={row} date={day.date} barbeiro={barbeiro} onOpen={setOpenId} />
          </TimelineEntry>
        ))}
        {nowAt === rows.length && <NowLine minutes={now.minutes} />}
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <AppointmentSheet
            appointment={open.appointment}
            endLabel={open.endLabel}
            barbeiro={barbeiro}
            timeZone={timeZone}
            onClose={() => setOpenId(null)}
            onDelete={() => remove(open.appointment.id, () => setOpenId(null))}
            deleting={deleting === open.appointment.id}
          />
        </Suspense>
      )}
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

const rowKey = (row: SlotRow) => (row.kind === 'booking' ? row.appointment.id : `${row.kind}-${row.hour}`);

/** A row, with the "now" line before it when now falls there. */
function TimelineEntry({ nowLine, children }: { nowLine?: number; children: ReactNode }) {
  return (
    <>
      {nowLine !== undefined && <NowLine minutes={nowLine} />}
      {children}
    </>
  );
}

function NowLine({ minutes }: { minutes: number }) {
  const label = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return (
    <li className={classes.now} aria-label={`Agora, ${label}`}>
      <span className={classes.nowLabel}>{label}</span>
      <span className={classes.nowRule} aria-hidden />
    </li>
  );
}

interface TimelineRowProps {
  row: SlotRow;
  date: string;
  barbeiro?: string;
  onOpen: (id: string) => void;
}

function TimelineRow({ row, date, barbeiro, onOpen }: TimelineRowProps) {
  if (row.kind === 'booking') return <BookingRow appointment={row.appointment} endLabel={row.endLabel} onOpen={onOpen} />;
  if (row.kind === 'past') {
    return (
      <li className={classes.row}>
        <span className={`${classes.time} ${classes.pastTime}`}>{row.firstLabel}</span>
        <div className={classes.past}>{row.count === 1 ? '1 horário livre já passou' : `${row.count} horários livres já passaram`}</div>
      </li>
    );
  }
  if (row.kind === 'gap') {
    const text = row.reason === 'break' ? `Intervalo até ${row.endLabel}` : row.endLabel ? `Fechado até ${row.endLabel}` : 'Fechado';
    return (
      <li className={classes.row}>
        <span className={`${classes.time} ${classes.pastTime}`}>{row.label}</span>
        <div className={`${classes.gap} ${row.reason === 'break' ? classes.break : ''}`}>{text}</div>
      </li>
    );
  }
  const { slot } = row;
  if (slot.state === 'free') {
    return (
      <li className={classes.row}>
        <span className={classes.time}>{slot.label}</span>
        <Link to="/administrador/minha-agenda/formulario" search={{ dia: date, hora: slot.hour, barbeiro }} className={classes.free}>
          <IconPlus size={18} aria-hidden />
          {/* Named 'Livre às 10:00: encaixar cliente', the words seen ('Livre · encaixar') in it. */}
          <span>
            Livre<span className="spoken-only"> às {slot.label}:</span>
            <span aria-hidden> ·</span> encaixar<span className="spoken-only"> cliente</span>
          </span>
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

interface BookingRowProps {
  appointment: AgendaAppointment;
  endLabel: string;
  onOpen: (id: string) => void;
}

function BookingRow({ appointment, endLabel, onOpen }: BookingRowProps) {
  const { id, label, clientContact, job, price, previousPayment, attendance, outsideHours, clientNoShows = 0 } = appointment;
  const clientName = clientLabel(appointment);
  return (
    <li className={classes.row}>
      <span className={classes.time}>{label}</span>
      <article className={`${classes.booking} ${outsideHours ? classes.outside : ''}`} aria-label={`${label}, ${clientName}`}>
        {/* Named 'Abrir agendamento de Ana às 10:00, até 10:30 …': what the card shows, in the name. */}
        <UnstyledButton className={classes.open} onClick={() => onOpen(id)}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} size="lg" lh={1.2} c={appointment.personalDataErased ? 'dimmed' : undefined}>
              <span className="spoken-only">Abrir agendamento de </span>
              {clientName}
              <span className="spoken-only"> às {label},</span>
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              até {endLabel}
            </Text>
          </Group>
          <Group gap={6} mt={2}>
            <Text size="sm">
              {job.name} · {formatBRL(price)}
            </Text>
            {outsideHours && (
              <Badge color="yellow" variant="light" size="sm">
                Fora do horário
              </Badge>
            )}
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
        </UnstyledButton>
        <Group mt={6}>
          <ContactLinks contact={clientContact} clientName={clientName} />
        </Group>
      </article>
    </li>
  );
}
