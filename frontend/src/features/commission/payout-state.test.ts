import { describe, expect, it } from 'vitest';
import type { Payout } from '../../api/types';
import { payoutState } from './payout-state';

const today = { year: 2026, month: 11, day: 6 };
const november = { from: '2026-11-01', to: '2026-11-30', payout: null, rateMissing: false };
const paid = (from: string, to: string) => ({ from, to, paidAt: '2026-12-03T01:00:00.000Z' }) as Payout;

describe('Marcar como pago', () => {
  it('is offered for an ended period with every rate', () => {
    expect(payoutState(november, today, 'America/Sao_Paulo')).toEqual({ kind: 'payable' });
    expect(payoutState({ ...november, from: '2026-12-06', to: '2026-12-06' }, today, 'America/Sao_Paulo')).toEqual({ kind: 'payable' });
  });

  it('waits for the period’s end, and for a rate', () => {
    expect(payoutState({ ...november, from: '2026-12-01', to: '2026-12-31' }, today, 'America/Sao_Paulo')).toEqual({ kind: 'not-over' });
    expect(payoutState({ ...november, rateMissing: true }, today, 'America/Sao_Paulo')).toEqual({ kind: 'rate-missing' });
  });

  it('says when this period was paid, or which paid period crosses it', () => {
    expect(payoutState({ ...november, payout: paid('2026-11-01', '2026-11-30') }, today, 'America/Sao_Paulo')).toEqual({
      kind: 'paid',
      note: 'Pago em 02/12/2026',
    });
    expect(payoutState({ ...november, payout: paid('2026-11-23', '2026-11-29') }, today, 'America/Sao_Paulo')).toEqual({
      kind: 'overlaps',
      note: 'Pago em 02/12/2026 o período 23/11/2026 a 29/11/2026',
    });
  });
});
