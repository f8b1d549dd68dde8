import type { DepositAppliesTo, DepositTerms } from '../../api/types';

/** Whom the shop asks the deposit, after its amount: the quote is the same to anyone, so a rule of history is a condition. */
export const DEPOSIT_WHO_PAYS: Record<DepositAppliesTo, string> = {
  always: '',
  marked_services: '',
  first_booking: ' no primeiro agendamento',
  past_no_show: ' para quem faltou a um agendamento',
};

/** The deposit's cancel rules in one line: 'Cancelando até 2 h antes, o sinal é devolvido; depois disso ou faltando, fica com a barbearia.' */
export function cancelRulesLine({ cancelInTime, cancelMinHours }: Pick<DepositTerms, 'cancelInTime' | 'cancelMinHours'>): string {
  const inTime = cancelMinHours > 0 ? `até ${cancelMinHours} h antes` : 'antes do horário';
  const outcome = cancelInTime === 'refund' ? 'o sinal é devolvido' : 'o sinal vira crédito';
  return `Cancelando ${inTime}, ${outcome}; depois disso ou faltando, fica com a barbearia.`;
}
