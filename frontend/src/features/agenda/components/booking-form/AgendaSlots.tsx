import { useQuery } from '@tanstack/react-query';
import { SlotPicker } from '../../../../components/calendar/SlotPicker';
import { moveAvailabilityQueryOptions } from '../../api/get-move-availability';
import { walkInAvailabilityQueryOptions } from '../../api/get-walk-in-availability';
import type { DayAvailabilityOf } from '../../../../api/availability/get-availability';

interface AgendaSlotsProps {
  /** Whose free times: the barber, the service chosen and the form's day. */
  of: DayAvailabilityOf;
  /** The booking being edited: its own slots count as free. */
  bookingId?: string;
  /** The edited booking's own time, offered even when it is past (a correction of its details). */
  ownHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
}

/** The barber's choice of a time: today's running slot included; when editing, the booking's own slots count as free. */
export function AgendaSlots({ of, bookingId, ownHour, value, onChange }: AgendaSlotsProps) {
  const newTimes = useQuery({ ...walkInAvailabilityQueryOptions(of), enabled: !bookingId });
  const moveTimes = useQuery({ ...moveAvailabilityQueryOptions(bookingId ?? '', of), enabled: Boolean(bookingId) });
  return <SlotPicker times={bookingId ? moveTimes : newTimes} includeHour={ownHour} value={value} onChange={onChange} />;
}
