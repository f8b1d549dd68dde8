import { hourLabel } from '../../../shared/time/hhmm';
import { HourSlot } from '../domain/hour-slot.entity';

export interface HourSlotView {
  id: string;
  hour: number;
  label: string;
  available: boolean;
}

export function toHourSlotView(slot: HourSlot): HourSlotView {
  return { id: slot.id, hour: slot.hour, label: hourLabel(slot.hour), available: slot.isAvailable() };
}
