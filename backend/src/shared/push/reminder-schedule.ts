import { DateTime } from 'luxon';

/** The evening before, or REMINDER_MINUTES before the start. */
export type ReminderKind = 'before' | 'day-before';

export interface ReminderSettings {
  /** 0: no reminder before. */
  reminderMinutes: number;
  reminderDayBefore: boolean;
}

export interface PlannedReminder {
  kind: ReminderKind;
  at: DateTime;
}

/** The evening before, in the shop's time zone. */
export const DAY_BEFORE_HOUR = 20;

/**
 * When a booking's reminders go out: `reminderMinutes` before its start, and the evening before
 * when asked for. A reminder whose time has already passed is not sent at all (the confirmation
 * covers a booking made at the last minute), nor is an evening-before one that would come after
 * the other reminder.
 */
export function plannedReminders(start: DateTime, now: DateTime, settings: ReminderSettings): PlannedReminder[] {
  const reminders: PlannedReminder[] = [];
  const before = settings.reminderMinutes > 0 ? start.minus({ minutes: settings.reminderMinutes }) : null;
  if (settings.reminderDayBefore) {
    const evening = start.minus({ days: 1 }).set({ hour: DAY_BEFORE_HOUR, minute: 0, second: 0, millisecond: 0 });
    if (evening > now && (!before || evening < before)) reminders.push({ kind: 'day-before', at: evening });
  }
  if (before && before > now) reminders.push({ kind: 'before', at: before });
  return reminders;
}
