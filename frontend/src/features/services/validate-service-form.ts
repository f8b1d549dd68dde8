import {
  SERVICE_MAX_VALUE_REAIS as MAX_SERVICE_VALUE,
  SERVICE_MIN_VALUE_REAIS as MIN_SERVICE_VALUE,
  SERVICE_NAME_MAX_LENGTH,
} from '../../../../backend/src/shared/input-limits';
import type { ValidationProblem } from '../../lib/validation-problem';

export { MAX_SERVICE_VALUE, MIN_SERVICE_VALUE, SERVICE_NAME_MAX_LENGTH };

/** The service form's rules, in order: name, then value (docs/product.md#forms). */
export function validateServiceForm(name: string, value: number | string): ValidationProblem | null {
  if (!name.trim()) return { title: 'NOME inválido.', message: 'Insira um NOME válido.' };
  if (typeof value !== 'number' || !Number.isFinite(value) || value < MIN_SERVICE_VALUE) {
    return { title: 'VALOR inválido.', message: 'Insira um VALOR válido.' };
  }
  return null;
}
