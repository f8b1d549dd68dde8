import { Group } from '@mantine/core';
import { hasStarted } from '../../booking-timing';
import type { AgendaBooking } from '../../../../api/types';
import { AgendaBookingCard } from '../AgendaBookingCard';
import { CancelContactBookingsButton, ContactBookingsNote } from '../CancelContactBookings';
import { AttendanceButtons } from '../AttendanceButtons';
import { LiveBookingActions } from '../LiveBookingActions';
import { DepositButton } from '../../deposit/DepositButton';

interface MonthBookingCardProps {
  booking: AgendaBooking;
  timeZone: string;
  deleting: boolean;
  onDelete: () => void;
}

/**
 * A card of the month's list: its contact's future bookings, attendance once it has started, Sinal recebido or Já devolvi
 * while its deposit waits for one, edit and delete.
 */
export function MonthBookingCard({ booking, timeZone, deleting, onDelete }: MonthBookingCardProps) {
  return (
    <AgendaBookingCard
      booking={booking}
      note={
        <>
          {booking.contactFutureBookings ? <ContactBookingsNote count={booking.contactFutureBookings} /> : null}
          {!booking.cancelledAt && hasStarted(booking, timeZone) && (
            <Group gap="xs" mt={4}>
              <AttendanceButtons booking={booking} />
            </Group>
          )}
        </>
      }
      actions={
        <>
          <DepositButton bookingId={booking.id} deposit={booking.deposit} size="sm" />
          <LiveBookingActions id={booking.id} editable={!booking.cancelledAt} deleting={deleting} onDelete={onDelete} />
          {booking.contactFutureBookings ? <CancelContactBookingsButton booking={booking} count={booking.contactFutureBookings} /> : null}
        </>
      }
    />
  );
}
