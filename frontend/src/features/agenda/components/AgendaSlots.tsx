import { useQuery } from '@tanstack/react-query';
import { availabilityQueryOptions } from '../../availability/api/get-availability';
import { SlotPicker } from '../../availability/components/SlotPicker';
import type { AvailabilityQuery } from '../../availability/types';
import { moveAvailabilityQueryOptions } from '../api/get-move-availability';

interface AgendaSlotsProps {
  query: AvailabilityQuery;
  /** The appointment being edited: its own slots count as free. */
  appointmentId?: string;
  /** The edited appointment's own time, offered even when it is past (a correction of its details). */
  ownHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
}

/** The barber's choice of a time: as the client's time step, or, when editing, with the appointment's own slots free. */
export function AgendaSlots({ query, appointmentId, ownHour, value, onChange }: AgendaSlotsProps) {
  const clientTimes = useQuery({ ...availabilityQueryOptions(query), enabled: !appointmentId });
  const moveTimes = useQuery({ ...moveAvailabilityQueryOptions(appointmentId ?? '', query), enabled: Boolean(appointmentId) });
  return <SlotPicker times={appointmentId ? moveTimes : clientTimes} includeHour={ownHour} value={value} onChange={onChange} />;
}
