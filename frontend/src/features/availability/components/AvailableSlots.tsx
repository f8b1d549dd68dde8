import { useAvailability } from '../api/get-availability';
import type { AvailabilityQuery } from '../types';
import { SlotPicker } from './SlotPicker';

interface AvailableSlotsProps {
  query: AvailabilityQuery;
  value: number | undefined;
  onChange: (hour: number) => void;
}

/** The client's choice of a free time. */
export function AvailableSlots({ query, value, onChange }: AvailableSlotsProps) {
  return <SlotPicker times={useAvailability(query)} value={value} onChange={onChange} />;
}
