/** A statement's totals as the page shows them, in reais (the API's unit); sums are made in centavos. */
export interface StatementSums {
  gross: number;
  shopPart: number | null;
  barberPart: number | null;
  /** The barber's share of deposits kept on no-shows; null when the shop keeps them (the setting is off). */
  keptDeposits: number | null;
  advances: number;
  /** A paid period changed after it was paid: the difference, carried into this one. */
  adjustment: number;
  /** Null while a rate is missing: never a silent figure. */
  toPay: number | null;
}

const cents = (reais: number) => Math.round(reais * 100);

/** What is left to pay: the barber's part, their share of kept deposits and any adjustment, less the advances. */
export function amountToPay(sums: Omit<StatementSums, 'toPay'>): number | null {
  if (sums.barberPart == null) return null;
  return (cents(sums.barberPart) + cents(sums.keptDeposits ?? 0) + cents(sums.adjustment) - cents(sums.advances)) / 100;
}

/** The sum of amounts in reais, added in centavos (0,1 + 0,2 is 0,3). */
export const sumReais = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + cents(amount), 0) / 100;
