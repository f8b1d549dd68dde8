import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconHourglass, IconLock, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { cancelledOf, nowLineIndex, slotRows, type SlotRow } from './slot-rows';
import { CancelledBooking } from '../booking-sheet/CancelledBooking';
import { TimelineBookingRow } from './TimelineBookingRow';
import { useShopNow } from '../use-shop-now';
import { useTrashWithUndo } from '../../use-trash-with-undo';
import { hasEnded } from '../../booking-timing';
import classes from './DayTimeline.module.css';
import type { LinkedSheet } from '../types';
import type { AgendaBooking, TimelineDay } from '../../../../api/types';

// The booking's sheet comes with its own chunk, fetched while the day is on screen (not before it shows).
const loadSheet = () => import('../booking-sheet/BookingSheet');
const BookingSheet = lazy(loadSheet);

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
  /** A booking whose sheet opens with the day (the push of a deposit the client says is paid); out of the address once closed. */
  sheetFor?: LinkedSheet;
}

/**
 * One day of the agenda, hour by hour: bookings (tap for their sheet), blocked times, free slots (tap
 * to book a walk-in; in a team member's agenda, `barbeiro`, for them), breaks and the closing time;
 * on today a line where "now" is.
 */
export function DayTimeline({ day, barbeiro, timeZone, sheetFor }: DayTimelineProps) {
  const now = useShopNow(timeZone);
  const [openId, setOpenId] = useState<string | null>(sheetFor?.bookingId ?? null);
  const close = () => {
    setOpenId(null);
    sheetFor?.onClosed();
  };
  const { remove, deleting } = useTrashWithUndo();
  const nowLine = useRef<HTMLLIElement>(null);
  useEffect(() => {
    void loadSheet();
  }, []);
  useNowInViewOnOpen(nowLine);
  const rows = slotRows(day).filter((row) => row.kind !== 'slot' || row.slot.state !== 'closed');
  const nowAt = now.date === day.date && rows.length > 0 ? nowLineIndex(rows, now.minutes) : -1;
  const open = rows.find((row): row is Extract<SlotRow, { kind: 'booking' }> => row.kind === 'booking' && row.booking.id === openId);
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
          <TimelineEntry key={rowKey(row)} nowLine={index === nowAt ? now.minutes : undefined} nowLineRef={nowLine}>
            <TimelineRow
              row={row}
              date={day.date}
              barbeiro={barbeiro}
              onOpen={setOpenId}
              ended={(booking) => hasEnded(day.date, booking.endLabel, now)}
            />
          </TimelineEntry>
        ))}
        {nowAt === rows.length && <NowLine minutes={now.minutes} ref={nowLine} />}
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <BookingSheet
            booking={open.booking}
            endLabel={open.endLabel}
            barbeiro={barbeiro}
            timeZone={timeZone}
            onClose={close}
            onDelete={() => remove(open.booking.id, close)}
            deleting={deleting === open.booking.id}
            depositReady={open.booking.id === sheetFor?.bookingId}
          />
        </Suspense>
      )}
      <CancelledByClients bookings={cancelledOf(day)} />
    </Stack>
  );
}

/** The day's cancelled bookings (by the client, or their deposit not paid in time): apart, struck through, holding no slot. */
function CancelledByClients({ bookings }: { bookings: AgendaBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <Stack gap={6} mt="md">
      <Title order={2} size="h5">
        Cancelados
      </Title>
      {bookings.map((booking) => (
        <CancelledBooking key={booking.id} booking={booking} />
      ))}
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

const rowKey = (row: SlotRow) => (row.kind === 'booking' ? row.booking.id : `${row.kind}-${row.hour}`);

/** A row, with the "now" line before it when now falls there. */
/**
 * Today opens with its "now" line in view, once, as the day is shown; not when the page was scrolled already (Back brings
 * its own place back).
 */
function useNowInViewOnOpen(nowLine: { current: HTMLElement | null }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (window.scrollY === 0) nowLine.current?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [nowLine]);
}

function TimelineEntry({ nowLine, nowLineRef, children }: { nowLine?: number; nowLineRef: Ref<HTMLLIElement>; children: ReactNode }) {
  return (
    <>
      {nowLine !== undefined && <NowLine minutes={nowLine} ref={nowLineRef} />}
      {children}
    </>
  );
}

function NowLine({ minutes, ref }: { minutes: number; ref: Ref<HTMLLIElement> }) {
  const label = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return (
    <li className={classes.now} aria-label={`Agora, ${label}`} ref={ref}>
      <span className={classes.nowLabel}>{label}</span>
      <span className={classes.nowRule} aria-hidden />
    </li>
  );
}

interface TimelineRowProps {
  row: SlotRow;
  date: string;
  barbeiro?: string;
  /** Whether a booking's row has ended by now. */
  ended: (row: Extract<SlotRow, { kind: 'booking' }>) => boolean;
  onOpen: (id: string) => void;
}

function TimelineRow({ row, date, barbeiro, onOpen, ended }: TimelineRowProps) {
  if (row.kind === 'booking') return <TimelineBookingRow booking={row.booking} endLabel={row.endLabel} ended={ended(row)} onOpen={onOpen} />;
  if (row.kind === 'past') {
    return (
      <li className={classes.row}>
        <span className={`${classes.time} ${classes.pastTime}`}>{row.firstLabel}</span>
        <div className={classes.past}>{row.count === 1 ? '1 horário livre já passou' : `${row.count} horários livres já passaram`}</div>
      </li>
    );
  }
  if (row.kind === 'blocked') {
    return (
      <li className={classes.row}>
        <span className={classes.time}>{row.firstLabel}</span>
        <div className={classes.blocked} role="group" aria-label={`${row.firstLabel} bloqueado até ${row.endLabel}`}>
          <IconLock size={16} aria-hidden />
          Bloqueado {row.firstLabel}–{row.endLabel}
        </div>
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
  if (slot.state === 'offered') return <OfferedSlotRow label={slot.label} />;
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
  return (
    <li className={classes.row}>
      <span className={`${classes.time} ${classes.pastTime}`}>{slot.label}</span>
      <div className={classes.past}>Fechado</div>
    </li>
  );
}

/** A free time held for someone on the waitlist: offered by push, nobody else can take it until the offer is taken or ends. */
function OfferedSlotRow({ label }: { label: string }) {
  return (
    <li className={classes.row}>
      <span className={classes.time}>{label}</span>
      <div className={classes.blocked} role="group" aria-label={`${label} oferecido à lista de espera`}>
        <IconHourglass size={16} aria-hidden />
        Oferecido à lista de espera
      </div>
    </li>
  );
}
