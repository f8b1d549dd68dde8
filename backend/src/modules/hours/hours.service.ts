import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conflict } from '../../shared/errors/domain-error';
import { DEFAULT_HOURS } from './domain/default-hours';
import { HourSlot } from './domain/hour-slot.entity';

export interface HourSlotView {
  id: string;
  hour: number;
  available: boolean;
}

@Injectable()
export class HoursService {
  constructor(private readonly em: EntityManager) {}

  /** The 25 default slots 07:30-19:30, all available; refused when the barber already has hours. */
  async createDefaults(barberId: string): Promise<HourSlotView[]> {
    if ((await this.em.count(HourSlot, { barberId })) > 0) {
      throw new Conflict('HOURS_ALREADY_EXIST', 'Erro ao criar horários! Você já tem horários cadastrados!');
    }
    const slots = DEFAULT_HOURS.map((hour) => new HourSlot(barberId, hour));
    await this.em.persistAndFlush(slots);
    return slots.map(({ id, hour, available }) => ({ id, hour, available }));
  }
}
