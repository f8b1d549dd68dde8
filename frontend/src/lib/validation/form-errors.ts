import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { ApiError } from '../http/api-client';
import type { ValidationProblem } from './validation-problem';

/**
 * Puts a refusal the server ties to one field (USERNAME_TAKEN → the username, CURRENT_PASSWORD_INCORRECT →
 * the current password) under that field, and says which field (null: the error stays in the toast alone).
 */
export function showServerErrorUnderField<Values>(
  form: UseFormReturnType<Values>,
  error: Error,
  fieldByCodePrefix: Record<string, keyof Values & string>,
): (keyof Values & string) | null {
  if (!(error instanceof ApiError)) return null;
  const match = Object.entries(fieldByCodePrefix).find(([prefix]) => error.code.startsWith(prefix));
  if (!match) return null;
  form.setFieldError(match[1], error.message);
  return match[1];
}

/** The first field error, in the fields' order, for the toast some forms show along with the errors under the fields. */
export function firstFormError(errors: FormErrors, fieldsInOrder: string[]): string {
  const field = fieldsInOrder.find((name) => typeof errors[name] === 'string');
  return field ? (errors[field] as string) : '';
}

/** The first field error (the fields in `titleByField`'s order) as the toast the product names for it, or null. */
export function firstFormProblem(errors: FormErrors, titleByField: Record<string, string>): ValidationProblem | null {
  const field = Object.keys(titleByField).find((name) => typeof errors[name] === 'string');
  return field ? { title: titleByField[field], message: errors[field] as string } : null;
}
