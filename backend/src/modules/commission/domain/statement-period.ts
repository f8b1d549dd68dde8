import { daysBetween, LocalDate } from '../../../shared/time/local-date';
import { StatementPeriodReversed, StatementPeriodTooLong } from './commission.errors';

/** A leap year: a statement covers at most a whole year of days. */
export const STATEMENT_MAX_DAYS = 366;

/** The days a statement covers, both included. */
export interface StatementPeriod {
  from: LocalDate;
  to: LocalDate;
}

export function statementPeriod(from: LocalDate, to: LocalDate): StatementPeriod {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new StatementPeriodReversed();
  if (days > STATEMENT_MAX_DAYS) throw new StatementPeriodTooLong(STATEMENT_MAX_DAYS);
  return { from, to };
}
