import { ApiProperty } from '../../../shared/http/api-docs';
import { SlotView } from '../../../shared/http/calendar-day.view';
import { hourLabel } from '../../../shared/time/hhmm';
import { HourSlot } from '../domain/hour-slot.entity';

export class HourSlotView extends SlotView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'Aberto em todos os dias da semana' })
  available: boolean;
}

export function toHourSlotView(slot: HourSlot): HourSlotView {
  return { id: slot.id, hour: slot.hour, label: hourLabel(slot.hour), available: slot.isAvailable() };
}
