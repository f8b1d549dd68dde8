import type { ReactNode } from 'react';
import { Drawer, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { clientLabel } from '../../client-label';
import { hasStarted } from '../../booking-timing';
import { AttendanceButtons } from '../../components/AttendanceButtons';
import { DepositButton } from '../../deposit/DepositButton';
import type { AgendaBooking } from '../../../../api/types';
import { BookingSheetButtons } from './BookingSheetButtons';
import { BookingSheetSummary } from './BookingSheetSummary';
import { CallClientButtons } from './CallClientButtons';

interface BookingSheetProps {
  booking: AgendaBooking;
  endLabel: string;
  /** The owner's choice of barber (a team member's agenda): Editar and Mover come back to it. */
  barbeiro?: string;
  timeZone: string;
  onClose: () => void;
  /** Excluir: the timeline's, which outlives the sheet (its toast's Desfazer comes after the sheet closed). */
  onDelete: () => void;
  deleting: boolean;
  /** Opened by the push's Confirmar: Sinal recebido has the focus, one tap away. */
  depositReady?: boolean;
}

/** A phone's sheet from the bottom; a dialog on a larger screen. */
const PHONE = '(max-width: 47.99em)';

/**
 * What the barber does with a booking of the day, one tap from the timeline: Sinal recebido while its deposit waits,
 * Compareceu / Faltou once it has started, Editar, Mover, Excluir (no confirmation: the toast has Desfazer), Ligar and WhatsApp.
 */
export default function BookingSheet({ booking, endLabel, barbeiro, timeZone, onClose, onDelete, deleting, depositReady }: BookingSheetProps) {
  const phone = useMediaQuery(PHONE, true, { getInitialValueInEffect: false });
  const { id, date, label, clientContact } = booking;
  const title = `${label}–${endLabel} · ${clientLabel(booking)}`;

  const body: ReactNode = (
    <Stack gap="md">
      <BookingSheetSummary booking={booking} />
      <DepositButton bookingId={id} deposit={booking.deposit} size="lg" fullWidth autoFocus={depositReady} />
      {hasStarted(booking, timeZone) && (
        <SimpleGrid cols={2} spacing="xs" role="group" aria-label="Presença">
          <AttendanceButtons booking={booking} size="lg" onMarked={onClose} />
        </SimpleGrid>
      )}
      <BookingSheetButtons id={id} date={date} barbeiro={barbeiro} onDelete={onDelete} deleting={deleting} />
      <CallClientButtons clientContact={clientContact} />
    </Stack>
  );

  return phone ? (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      title={title}
      radius="md"
      // As tall as its content (Mantine's sizes are fixed heights), never over the whole screen.
      styles={{ content: { flex: '0 0 auto', height: 'auto', maxHeight: '85dvh' }, title: { fontWeight: 700 } }}
    >
      {body}
    </Drawer>
  ) : (
    <Modal opened onClose={onClose} title={title} centered styles={{ title: { fontWeight: 700 } }}>
      {body}
    </Modal>
  );
}
