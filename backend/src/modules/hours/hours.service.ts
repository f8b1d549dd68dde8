import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { translatingConstraintViolations } from '../../shared/persistence/constraint-violation';
import { DEFAULT_HOURS } from './domain/default-hours';
import { HourExists, HourSlotNotFound, HoursAlreadyExist } from './domain/hours.errors';
import { HourSlot } from './domain/hour-slot.entity';
import { WeekdayOff } from './domain/weekday-off.entity';
import { EVERY_WEEKDAY } from './domain/weekday';
import { HourSlotView, toHourSlotView } from './dto/hour-slot.view';

export type { HourSlotView } from './dto/hour-slot.view';

export interface HourChanges {
  hour?: number;
  available?: boolean;
}

/**
 * The original API's hour calls: the barber's times of day, each switched on or off for every
 * weekday at once (docs/product.md#hours), and the weekdays off. The week with its own hours per
 * weekday is WorkingWeekService's, on the same tables. Every change is what clients see at once:
 * availability reads these tables on each request.
 */
@Injectable()
export class HoursService {
  constructor(private readonly em: EntityManager) {}

  /** Barbers with a time open on a weekday that is not one of their weekdays off: the others have no time to offer clients. */
  async barberIdsWithOpenHours(): Promise<string[]> {
    const rows = await this.em.execute<{ barber_id: string }[]>(
      `select distinct h.barber_id from hour_slot h cross join unnest(h.open_weekdays) as open_day(weekday)
        where not exists (select 1 from weekday_off w where w.barber_id = h.barber_id and w.weekday = open_day.weekday)`,
    );
    return rows.map((row) => row.barber_id);
  }

  async list(current: AuthenticatedBarber): Promise<HourSlotView[]> {
    const slots = await this.em.find(HourSlot, { barberId: current.id }, { orderBy: { hour: 'asc' } });
    return slots.map(toHourSlotView);
  }

  async create(current: AuthenticatedBarber, hour: number, available = true): Promise<HourSlotView> {
    if (await this.em.count(HourSlot, { barberId: current.id, hour })) throw new HourExists();
    const slot = new HourSlot(current.id, hour);
    slot.setOpenEveryWeekday(available);
    await translatingConstraintViolations(() => this.em.persistAndFlush(slot), { unique: () => new HourExists() });
    return toHourSlotView(slot);
  }

  /** Switches a slot on or off; moving it onto a time the barber already has is a 409. */
  async update(current: AuthenticatedBarber, slotId: string, changes: HourChanges): Promise<HourSlotView> {
    const slot = await this.em.findOne(HourSlot, { id: slotId });
    if (!slot) throw new HourSlotNotFound();
    slot.ensureOwnedBy(current.id);
    if (changes.hour !== undefined && changes.hour !== slot.hour) {
      if (await this.em.count(HourSlot, { barberId: current.id, hour: changes.hour })) throw new HourExists();
      slot.hour = changes.hour;
    }
    if (changes.available !== undefined) slot.setOpenEveryWeekday(changes.available);
    await translatingConstraintViolations(() => this.em.flush(), { unique: () => new HourExists() });
    return toHourSlotView(slot);
  }

  /** Adds the hours the barber lacks and switches those they have (matched by hour) on or off for every weekday; answers the full list. */
  async link(current: AuthenticatedBarber, barberId: string, hours: { hour: number; available: boolean }[]): Promise<HourSlotView[]> {
    ensureOwnBarberId(current, barberId);
    if (hours.length > 0) {
      await this.em
        .createQueryBuilder(HourSlot)
        .insert(hours.map(({ hour, available }) => ({ id: randomUUID(), barberId, hour, openWeekdays: available ? [...EVERY_WEEKDAY] : [] })))
        .onConflict(['barberId', 'hour'])
        .merge(['openWeekdays'])
        .execute();
    }
    return this.list(current);
  }

  async createDefaultsFor(current: AuthenticatedBarber, barberId: string): Promise<HourSlotView[]> {
    ensureOwnBarberId(current, barberId);
    return this.createDefaults(barberId);
  }

  /** The 25 default slots 07:30-19:30, open on every weekday; refused when the barber already has hours. */
  async createDefaults(barberId: string): Promise<HourSlotView[]> {
    if ((await this.em.count(HourSlot, { barberId })) > 0) throw new HoursAlreadyExist();
    const slots = DEFAULT_HOURS.map((hour) => new HourSlot(barberId, hour));
    await translatingConstraintViolations(() => this.em.persistAndFlush(slots), { unique: () => new HoursAlreadyExist() });
    return slots.map(toHourSlotView);
  }

  /** The barber's weekdays off; the owner may read any barber's (changing them stays the barber's). */
  async weekdaysOff(current: AuthenticatedBarber, barberId: string): Promise<number[]> {
    ensureMayReadBarber(current, barberId);
    const rows = await this.em.find(WeekdayOff, { barberId }, { orderBy: { weekday: 'asc' } });
    return rows.map((row) => row.weekday);
  }

  /** Marks a weekday off; marking it twice changes nothing. */
  async markWeekdayOff(current: AuthenticatedBarber, barberId: string, weekday: number): Promise<number[]> {
    ensureOwnBarberId(current, barberId);
    await this.em.createQueryBuilder(WeekdayOff).insert({ barberId, weekday }).onConflict(['barberId', 'weekday']).ignore().execute();
    return this.weekdaysOff(current, barberId);
  }

  /** The weekday is a working day again; harmless when it was not off. */
  async markWeekdayOn(current: AuthenticatedBarber, barberId: string, weekday: number): Promise<number[]> {
    ensureOwnBarberId(current, barberId);
    await this.em.nativeDelete(WeekdayOff, { barberId, weekday });
    return this.weekdaysOff(current, barberId);
  }
}
