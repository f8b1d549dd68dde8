import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { ApiError } from './api-client';

/**
 * Puts a refusal the server ties to one field (USERNAME_TAKEN → the username, CURRENT_PASSWORD_INCORRECT →
 * the current password) under that field; other errors stay in the toast alone.
 */
export function showServerErrorUnderField<Values>(
  form: UseFormReturnType<Values>,
  error: Error,
  fieldByCodePrefix: Record<string, keyof Values & string>,
): void {
  if (!(error instanceof ApiError)) return;
  const match = Object.entries(fieldByCodePrefix).find(([prefix]) => error.code.startsWith(prefix));
  if (match) form.setFieldError(match[1], error.message);
}

/** The first field error, in the fields' order, for the toast some forms show along with the errors under the fields. */
export function firstFormError(errors: FormErrors, fieldsInOrder: string[]): string {
  const field = fieldsInOrder.find((name) => typeof errors[name] === 'string');
  return field ? (errors[field] as string) : '';
}
