import { formatBRL } from '../../lib/format/format';
import type { DepositRevenue } from '../../api/types';

/** A figure of the Pix deposits, with the label Meu Faturamento gives it. */
export interface DepositLine {
  key: keyof DepositRevenue;
  label: string;
  /** The label after 'Sinais' in a month's line: 'recebidos'. */
  short: string;
  value: string;
  appointments: number;
}

const LABELS: Record<keyof DepositRevenue, string> = {
  received: 'Sinais recebidos',
  refunded: 'Sinais devolvidos',
  kept: 'Sinais retidos',
  refundDue: 'Sinais a devolver',
};

/**
 * The deposits' figures to show: none when the period had no deposit at all (a shop that asks none sees nothing new);
 * otherwise received, refunded and kept, and what is still to pay back when there is some.
 */
export function depositLines(deposits: DepositRevenue): DepositLine[] {
  const keys = (Object.keys(LABELS) as (keyof DepositRevenue)[]).filter((key) => key !== 'refundDue' || deposits.refundDue.appointments > 0);
  if (keys.every((key) => deposits[key].appointments === 0)) return [];
  return keys.map((key) => ({
    key,
    label: LABELS[key],
    short: LABELS[key].replace('Sinais ', ''),
    value: formatBRL(deposits[key].total),
    appointments: deposits[key].appointments,
  }));
}
