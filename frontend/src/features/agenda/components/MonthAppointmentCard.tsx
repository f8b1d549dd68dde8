import { Group } from '@mantine/core';
import { hasStarted } from '../has-started';
import type { AgendaBooking } from '../../../api/types';
import { AgendaAppointmentCard } from './AgendaAppointmentCard';
import { CancelContactBookingsButton, ContactBookingsNote } from './CancelContactBookings';
import { AttendanceButtons } from './AttendanceButtons';
import { LiveAppointmentActions } from './LiveAppointmentActions';

interface MonthAppointmentCardProps {
  appointment: AgendaBooking;
  timeZone: string;
  deleting: boolean;
  onDelete: () => void;
}

/** A card of the month's list: its contact's future bookings, attendance once it has started, edit and delete. */
export function MonthAppointmentCard({ appointment, timeZone, deleting, onDelete }: MonthAppointmentCardProps) {
  return (
    <AgendaAppointmentCard
      appointment={appointment}
      note={
        <>
          {appointment.contactFutureBookings ? <ContactBookingsNote count={appointment.contactFutureBookings} /> : null}
          {!appointment.cancelledAt && hasStarted(appointment, timeZone) && (
            <Group gap="xs" mt={4}>
              <AttendanceButtons appointment={appointment} />
            </Group>
          )}
        </>
      }
      actions={
        <>
          <LiveAppointmentActions id={appointment.id} editable={!appointment.cancelledAt} deleting={deleting} onDelete={onDelete} />
          {appointment.contactFutureBookings ? (
            <CancelContactBookingsButton appointment={appointment} count={appointment.contactFutureBookings} />
          ) : null}
        </>
      }
    />
  );
}
