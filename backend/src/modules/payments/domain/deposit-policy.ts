import { CancelInTimeOutcome, DepositAppliesTo, DepositRule, depositCents } from './payment-terms';

/** What the shop's terms need to know of one booking: the contact's history and the service's mark. */
export interface DepositFacts {
  /** The contact has booked before (a booking not in the trash whose deposit did not expire unpaid). */
  bookedBefore: boolean;
  /** The contact was marked as a no-show before, with any barber. */
  noShowBefore: boolean;
  /** The barber marked the service as needing the deposit. */
  serviceMarked: boolean;
  /** The contact's unused credit (deposits of bookings cancelled in time and kept as credit), in centavos. */
  creditCents: number;
}

/** The shop's deposit terms as a booking needs them. */
export interface DepositTermsOfShop {
  deposit: DepositRule;
  appliesTo: DepositAppliesTo;
  holdMinutes: number;
  cancelInTime: CancelInTimeOutcome;
}

/** The deposit one booking asks for: its amount, the credit that covers part (or all) of it, what is left to pay. */
export interface DepositQuote {
  amountCents: number;
  creditCents: number;
  toPayCents: number;
  appliesTo: DepositAppliesTo;
  holdMinutes: number;
  cancelInTime: CancelInTimeOutcome;
}

/** Whether the terms ask this booking for a deposit: every booking, a first one, a past no-show's, or a marked service's. */
export function depositApplies(appliesTo: DepositAppliesTo, facts: DepositFacts): boolean {
  if (appliesTo === 'first_booking') return !facts.bookedBefore;
  if (appliesTo === 'past_no_show') return facts.noShowBefore;
  if (appliesTo === 'marked_services') return facts.serviceMarked;
  return true;
}

/** The deposit of a booking at this price, or null when none applies (no terms, the rule off, or not this booking). */
export function depositQuote(terms: DepositTermsOfShop | null, priceCents: number, facts: DepositFacts): DepositQuote | null {
  if (!terms || !depositApplies(terms.appliesTo, facts)) return null;
  const amountCents = depositCents(terms.deposit, priceCents);
  if (amountCents <= 0) return null;
  const creditCents = Math.min(Math.max(0, facts.creditCents), amountCents);
  return {
    amountCents,
    creditCents,
    toPayCents: amountCents - creditCents,
    appliesTo: terms.appliesTo,
    holdMinutes: terms.holdMinutes,
    cancelInTime: terms.cancelInTime,
  };
}

/** What the client must read before paying, in the app's words (pt-BR). */
export function depositRules(quote: Pick<DepositQuote, 'holdMinutes' | 'cancelInTime'>, cancelMinHours: number): string[] {
  const inTime = cancelMinHours > 0 ? `até ${cancelMinHours} h antes do horário` : 'antes do horário';
  const outcome = quote.cancelInTime === 'refund' ? 'o sinal é devolvido' : 'o sinal vira crédito para o seu próximo agendamento';
  return [
    `O horário fica reservado por ${quote.holdMinutes} minutos esperando o Pix do sinal; sem o pagamento, o agendamento é cancelado.`,
    `Já pagou? Toque em "Já paguei": a reserva é estendida uma vez, por mais ${quote.holdMinutes} minutos, enquanto a barbearia confere.`,
    `Cancelando ${inTime}, ${outcome}.`,
    'Cancelamento depois disso ou falta: o sinal fica com a barbearia.',
  ];
}
