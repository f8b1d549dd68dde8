/**
 * Money in BRL. The database and every sum keep integer centavos (3550), so no sum drifts by a
 * float rounding; the API speaks reais (35.5), converted only here, at the edge.
 */

/** 3550 centavos → 35.5 reais, for an answer. */
export function centsToReais(cents: number): number {
  return cents / 100;
}

/** 35.5 reais → 3550 centavos; null when the amount is not finite or has more than two decimals. */
export function reaisToCents(reais: number): number | null {
  if (!Number.isFinite(reais)) return null;
  const cents = Math.round(reais * 100);
  return Math.abs(reais * 100 - cents) > 1e-6 ? null : cents;
}

/** 3550 → "35,50", the way a Brazilian spreadsheet reads a price. */
export function centsAsDecimalText(cents: number): string {
  return centsToReais(cents).toFixed(2).replace('.', ',');
}
