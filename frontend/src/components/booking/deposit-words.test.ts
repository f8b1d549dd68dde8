import { describe, expect, it } from 'vitest';
import { cancelRulesLine } from './deposit-words';

describe('the deposit’s cancel rules in one line', () => {
  it('says the deadline and what a cancel in time does with the deposit', () => {
    expect(cancelRulesLine({ cancelInTime: 'refund', cancelMinHours: 2 })).toBe(
      'Cancelando até 2 h antes, o sinal é devolvido; depois disso ou faltando, fica com a barbearia.',
    );
    expect(cancelRulesLine({ cancelInTime: 'credit', cancelMinHours: 0 })).toBe(
      'Cancelando antes do horário, o sinal vira crédito; depois disso ou faltando, fica com a barbearia.',
    );
  });
});
