import { reaisToCents } from '../../../shared/money/money';
import { LocalDate } from '../../../shared/time/local-date';
import { InvalidAdvanceAmount, InvalidAdvanceNote } from './commission.errors';

/** R$ 100.000,00 in centavos, the ceiling of an advance, as the database's check. */
export const ADVANCE_MAX_CENTS = 10_000_000;
export const ADVANCE_NOTE_MAX_LENGTH = 200;

/** An advance (*vale*): money the owner gave a barber on a shop-local day, deducted from that period's payout. */
export interface Advance {
  id: string;
  barberId: string;
  day: LocalDate;
  amountCents: number;
  note: string;
  createdAt: Date;
}

/** The owner's amount in reais (two decimals at most), from R$ 0,01 to R$ 100.000,00, as centavos. */
export function advanceCents(amount: number): number {
  const cents = reaisToCents(amount);
  if (cents === null || cents < 1 || cents > ADVANCE_MAX_CENTS) throw new InvalidAdvanceAmount();
  return cents;
}

/** The note as stored: trimmed, 200 characters at most (none is an empty note). */
export function advanceNote(note: string | undefined | null): string {
  const trimmed = (note ?? '').trim();
  if ([...trimmed].length > ADVANCE_NOTE_MAX_LENGTH) throw new InvalidAdvanceNote(ADVANCE_NOTE_MAX_LENGTH);
  return trimmed;
}
