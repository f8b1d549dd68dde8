import type { Statement } from '../../api/types';

/** One barber's line on the Comissões page: what the month's statement adds up to. */
export interface BarberMonthFigure {
  barberId: string;
  name: string;
  active: boolean;
  appointments: number;
  gross: number;
  /** Null when a rate is missing: *sem taxa definida*, never 0. */
  barberPart: number | null;
  /** What is left to pay: the barber's part less the advances (and any adjustment); null without a rate. */
  toPay: number | null;
  /** Null while unknown (no payout data). */
  paid: boolean | null;
  rateMissing: boolean;
  unmarked: number;
}

/** A month's figure from the barber's statement (the parts are null when a rate is missing). */
export function figureFromStatement(barber: { id: string; name: string; active: boolean }, statement: Statement): BarberMonthFigure {
  return {
    barberId: barber.id,
    name: barber.name,
    active: barber.active,
    appointments: statement.totals.appointments,
    gross: statement.totals.gross,
    barberPart: statement.totals.barberPart,
    toPay: statement.totals.barberPart,
    paid: null,
    rateMissing: statement.rateMissing,
    unmarked: statement.unmarked.length,
  };
}

/** What the shop owes the team for the month: the sum of what is left to pay; `missing` when a barber with bookings has no rate. */
export function monthTotalToPay(figures: readonly BarberMonthFigure[]): { total: number; missing: number } {
  let cents = 0;
  let missing = 0;
  for (const figure of figures) {
    if (figure.toPay == null) {
      if (figure.appointments > 0) missing += 1;
    } else if (!figure.paid) cents += Math.round(figure.toPay * 100);
  }
  return { total: cents / 100, missing };
}
