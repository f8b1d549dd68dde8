import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { HourSlot } from './domain/hour-slot.entity';
import { WeekdayOff } from './domain/weekday-off.entity';
import { ensureValidWorkingHours, openTimesOf, WorkingHours } from './domain/working-hours';
import { workingWeekOf } from './domain/working-week';
import { toWorkingWeekView, WorkingWeekView } from './dto/working-week.view';

export type { WorkingWeekView } from './dto/working-week.view';

/** What the barber sets for one weekday: open or off, and its hours (kept while it is off). */
export interface WorkingDayChange {
  open: boolean;
  /** Required to open the weekday; without it a weekday off keeps the hours it had. */
  hours?: WorkingHours;
}

/**
 * The barber's week (Atendimento): each weekday open or off, with its own hours and breaks.
 * Stored in the tables the original hour calls use: `hour_slot` (each time of day and the
 * weekdays it is open on) and `weekday_off`.
 */
@Injectable()
export class WorkingWeekService {
  constructor(private readonly em: EntityManager) {}

  /** The barber's seven weekdays; the owner may read any barber's (changing them stays the barber's). */
  async week(current: AuthenticatedBarber, barberId: string): Promise<WorkingWeekView> {
    ensureMayReadBarber(current, barberId);
    return this.read(this.em, barberId);
  }

  /** Sets one weekday's hours and whether it is open; opening needs hours (400 without). */
  async setDay(current: AuthenticatedBarber, barberId: string, weekday: number, change: WorkingDayChange): Promise<WorkingWeekView> {
    ensureOwnBarberId(current, barberId);
    const openTimes = change.hours && openTimesOf(ensureValidWorkingHours(change.hours));
    return this.changeWeek(barberId, async (em) => {
      if (openTimes) await this.setOpenTimes(em, barberId, [weekday], openTimes);
      await this.setWeekdaysOff(em, barberId, [weekday], !change.open);
    });
  }

  /** Gives other weekdays the same hours and the same open or off state as `from`. */
  async copyDay(current: AuthenticatedBarber, barberId: string, from: number, to: readonly number[]): Promise<WorkingWeekView> {
    ensureOwnBarberId(current, barberId);
    const targets = to.filter((weekday) => weekday !== from);
    return this.changeWeek(barberId, async (em) => {
      const slots = await em.find(HourSlot, { barberId });
      const openTimes = slots.filter((slot) => slot.isOpenOn(from)).map((slot) => slot.hour);
      const fromIsOff = (await em.count(WeekdayOff, { barberId, weekday: from })) > 0;
      await this.setOpenTimes(em, barberId, targets, openTimes);
      await this.setWeekdaysOff(em, barberId, targets, fromIsOff);
    });
  }

  /**
   * One transaction holding the barber's hours lock, so two edits of the same week never
   * interleave (both could otherwise add the same time of day); answers the week after it.
   */
  private changeWeek(barberId: string, change: (em: EntityManager) => Promise<void>): Promise<WorkingWeekView> {
    return this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`hours:${barberId}`], 'run');
      await change(em);
      await em.flush();
      return this.read(em, barberId);
    });
  }

  /** These weekdays are open exactly at `openTimes`; a time of day left open on no weekday is removed. */
  private async setOpenTimes(em: EntityManager, barberId: string, weekdays: readonly number[], openTimes: readonly number[]): Promise<void> {
    if (weekdays.length === 0) return;
    const open = new Set(openTimes);
    const slots = await em.find(HourSlot, { barberId });
    const known = new Set(slots.map((slot) => slot.hour));
    const added = [...open].filter((hour) => !known.has(hour)).map((hour) => new HourSlot(barberId, hour, []));
    for (const slot of [...slots, ...added]) {
      weekdays.forEach((weekday) => slot.setOpenOn(weekday, open.has(slot.hour)));
      if (slot.openWeekdays.length === 0) em.remove(slot);
      else em.persist(slot);
    }
  }

  private async setWeekdaysOff(em: EntityManager, barberId: string, weekdays: readonly number[], off: boolean): Promise<void> {
    if (weekdays.length === 0) return;
    if (!off) {
      await em.nativeDelete(WeekdayOff, { barberId, weekday: { $in: [...weekdays] } });
      return;
    }
    await em
      .createQueryBuilder(WeekdayOff)
      .insert(weekdays.map((weekday) => ({ barberId, weekday })))
      .onConflict(['barberId', 'weekday'])
      .ignore()
      .execute();
  }

  private async read(em: EntityManager, barberId: string): Promise<WorkingWeekView> {
    const slots = await em.find(HourSlot, { barberId });
    const weekdaysOff = await em.find(WeekdayOff, { barberId });
    return toWorkingWeekView(
      barberId,
      workingWeekOf(
        slots,
        weekdaysOff.map((row) => row.weekday),
      ),
    );
  }
}
