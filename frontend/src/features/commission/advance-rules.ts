import { parseIsoDate } from '../../lib/time/iso-date';
import type { Period } from './period';

/** The owner's vale: an amount on a day, with a note. */
export interface AdvanceFormValues {
  amount: number | string;
  day: string;
  note: string;
}

export const ADVANCE_NOTE_MAX_LENGTH = 200;

/** R$ 0,01 to R$ 100.000,00 (the server's COMMISSION_ADVANCE_INVALID). */
export function advanceAmountProblem(value: number | string): string | null {
  if (value === '' || typeof value !== 'number' || Number.isNaN(value)) return 'Informe o valor do vale.';
  if (value < 0.01 || value > 100_000) return 'O vale vai de R$ 0,01 a R$ 100.000,00.';
  return null;
}

/** A real day inside the statement's period, so the vale comes off this payout. */
export function advanceDayProblem(value: string, period: Period): string | null {
  if (!parseIsoDate(value)) return 'Informe o dia do vale.';
  if (value < period.from || value > period.to) return 'Escolha um dia dentro do período do extrato.';
  return null;
}

export function advanceNoteProblem(value: string): string | null {
  return [...value.trim()].length > ADVANCE_NOTE_MAX_LENGTH ? `A observação tem no máximo ${ADVANCE_NOTE_MAX_LENGTH} caracteres.` : null;
}

/** The day a new vale starts on: today when it is in the period, else the period's last day. */
export const defaultAdvanceDay = (period: Period, today: string): string => (today >= period.from && today <= period.to ? today : period.to);
