import { reaisToCents } from '../../../shared/money/money';
import { InvalidInput } from '../../../shared/errors/domain-error';
import { SERVICE_MAX_VALUE_REAIS, SERVICE_MIN_VALUE_REAIS, SERVICE_NAME_MAX_LENGTH } from '../../../../../common/rules/input-limits';

/** R$ 1,00, the lowest value of a service (docs/product.md#services). */
export const MIN_SERVICE_VALUE_CENTS = SERVICE_MIN_VALUE_REAIS * 100;
/** R$ 100.000,00: far above any real price, well inside the integer column. */
export const MAX_SERVICE_VALUE_CENTS = SERVICE_MAX_VALUE_REAIS * 100;

/** The name trimmed, 1 to 60 characters. */
export function ensureValidServiceName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > SERVICE_NAME_MAX_LENGTH) throw new InvalidInput('Insira um NOME válido.');
  return trimmed;
}

export function ensureValidServiceValue(valueCents: number): number {
  if (!Number.isInteger(valueCents) || valueCents < MIN_SERVICE_VALUE_CENTS || valueCents > MAX_SERVICE_VALUE_CENTS) {
    throw new InvalidInput('Insira um VALOR válido.');
  }
  return valueCents;
}

/** A service's value as the API sends it (35.5 reais) in centavos (3550); refuses more than two decimals. */
export function serviceValueInCents(value: number): number {
  const cents = reaisToCents(value);
  if (cents === null) throw new InvalidInput('Insira um VALOR válido.');
  return cents;
}
