import type { components } from '../../api/schema.gen';

/** The part of the day a client waits for on the waitlist; null: any time. */
export type DayPeriod = components['schemas']['WaitlistEntryView']['period'];

/** The parts of the day a client may wait for, as the join page offers them (null: any time). */
export const PERIOD_CHOICES: { value: DayPeriod; label: string; hint: string }[] = [
  { value: null, label: 'Qualquer horário', hint: 'o primeiro que abrir' },
  { value: 'morning', label: 'Manhã', hint: 'antes das 12:00' },
  { value: 'afternoon', label: 'Tarde', hint: 'das 12:00 em diante' },
];

/** 'morning' → 'Manhã'; null → 'Qualquer horário'. */
export function periodLabel(period: DayPeriod): string {
  return PERIOD_CHOICES.find((choice) => choice.value === period)?.label ?? 'Qualquer horário';
}

/** The form's value of a period (a radio's `value` can't be null): '' for any time. */
export const periodField = (period: DayPeriod): string => period ?? '';

/** The period a form's value stands for: 'morning' → 'morning'; '', absent or unknown → null (any time). */
export const periodOfField = (field: string | null | undefined): DayPeriod =>
  PERIOD_CHOICES.find((choice) => periodField(choice.value) === field)?.value ?? null;
