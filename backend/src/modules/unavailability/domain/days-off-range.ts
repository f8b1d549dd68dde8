import { InvalidInput } from '../../../shared/errors/domain-error';
import { addDays, daysBetween, LocalDate } from '../../../shared/time/local-date';
import { Unavailable } from './unavailable.entity';

/** The longest run of days off set in one call: a year, so a request never asks for unbounded work. */
export const MAX_DAYS_OFF_AT_ONCE = 366;

/** Every day from `from` to `to`, both included (a holiday, a vacation); each a real date, at most a year of them. */
export function daysOffRange(from: LocalDate, to: LocalDate): LocalDate[] {
  Unavailable.ensureBlockableDate(from);
  Unavailable.ensureBlockableDate(to);
  const length = daysBetween(from, to) + 1;
  if (length < 1) throw new InvalidInput('Período inválido: o último dia precisa ser igual ou posterior ao primeiro.');
  if (length > MAX_DAYS_OFF_AT_ONCE) throw new InvalidInput(`Período inválido: no máximo ${MAX_DAYS_OFF_AT_ONCE} dias de uma vez.`);
  return Array.from({ length }, (_, index) => addDays(from, index));
}
