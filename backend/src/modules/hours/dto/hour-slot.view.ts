import { hourLabel } from '../../../shared/time/hhmm';
import { HourSlot } from '../domain/hour-slot.entity';

export interface HourSlotView {
  id: string;
  hour: number;
  label: string;
  available: boolean;
}

export function toHourSlotView({ id, hour, available }: HourSlot): HourSlotView {
  return { id, hour, label: hourLabel(hour), available };
}
