import type { ValidationProblem } from '../../lib/validation-problem';

export const SERVICE_NAME_MAX_LENGTH = 60;
export const MIN_SERVICE_VALUE = 1;
export const MAX_SERVICE_VALUE = 100_000;

/** The service form's rules, in order: name, then value (docs/product.md#forms). */
export function validateServiceForm(name: string, value: number | string): ValidationProblem | null {
  if (!name.trim()) return { title: 'NOME inválido.', message: 'Insira um NOME válido.' };
  if (typeof value !== 'number' || !Number.isFinite(value) || value < MIN_SERVICE_VALUE) {
    return { title: 'VALOR inválido.', message: 'Insira um VALOR válido.' };
  }
  return null;
}
