import { describe, expect, it } from 'vitest';
import { depositLines } from './deposit-lines';

const figures = (total: number, appointments: number) => ({ total, appointments });
const none = figures(0, 0);

describe('the deposits on Meu Faturamento', () => {
  it('shows nothing for a period without deposits', () => {
    expect(depositLines({ received: none, refunded: none, refundDue: none, kept: none })).toEqual([]);
  });

  it('shows received, refunded and kept in reais, and what is still to pay back only when there is some', () => {
    const lines = depositLines({ received: figures(58, 6), refunded: figures(12, 1), refundDue: none, kept: figures(10, 1) });
    expect(lines.map(({ label, value }) => `${label}: ${value.replace(/\u00a0/g, ' ')}`)).toEqual([
      'Sinais recebidos: R$ 58,00',
      'Sinais devolvidos: R$ 12,00',
      'Sinais retidos: R$ 10,00',
    ]);
    const owed = depositLines({ received: figures(12, 1), refunded: none, refundDue: figures(12, 1), kept: none });
    expect(owed.map((line) => line.label)).toEqual(['Sinais recebidos', 'Sinais devolvidos', 'Sinais retidos', 'Sinais a devolver']);
    expect(owed.map((line) => line.short)).toEqual(['recebidos', 'devolvidos', 'retidos', 'a devolver']);
  });
});
