import { ApiProperty } from '@nestjs/swagger';
import { hourLabel } from '../../../shared/time/hhmm';
import { HourSlot } from '../domain/hour-slot.entity';

export class HourSlotView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', example: 930, description: 'HHMM' })
  hour: number;

  @ApiProperty({ example: '09:30' })
  label: string;

  @ApiProperty({ description: 'Aberto em todos os dias da semana' })
  available: boolean;
}

export function toHourSlotView(slot: HourSlot): HourSlotView {
  return { id: slot.id, hour: slot.hour, label: hourLabel(slot.hour), available: slot.isAvailable() };
}
