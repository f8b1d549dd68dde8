import { useQuery } from '@tanstack/react-query';
import { SlotPicker } from '../../../components/SlotPicker';
import { moveAvailabilityQueryOptions } from '../api/get-move-availability';
import { walkInAvailabilityQueryOptions } from '../api/get-walk-in-availability';
import type { AvailabilityQuery } from '../../../api/types';

interface AgendaSlotsProps {
  query: AvailabilityQuery;
  /** The appointment being edited: its own slots count as free. */
  appointmentId?: string;
  /** The edited appointment's own time, offered even when it is past (a correction of its details). */
  ownHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
}

/** The barber's choice of a time: today's running slot included; when editing, the appointment's own slots count as free. */
export function AgendaSlots({ query, appointmentId, ownHour, value, onChange }: AgendaSlotsProps) {
  const newTimes = useQuery({ ...walkInAvailabilityQueryOptions(query), enabled: !appointmentId });
  const moveTimes = useQuery({ ...moveAvailabilityQueryOptions(appointmentId ?? '', query), enabled: Boolean(appointmentId) });
  return <SlotPicker times={appointmentId ? moveTimes : newTimes} includeHour={ownHour} value={value} onChange={onChange} />;
}
