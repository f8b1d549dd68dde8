import { ApiError } from '../../lib/api-client';

const MESSAGES_BY_CODE: Record<string, string> = {
  FIRST_HOUR_CONFLICT: 'O primeiro horário do serviço duplo já está ocupado.',
  SECOND_HOUR_CONFLICT: 'O segundo horário do serviço duplo já está ocupado.',
  HOUR_CONFLICT: 'Este horário já está ocupado.',
};

/** The message for a 409 from appointment creation (docs/product.md#errors). */
export function conflictMessage(error: ApiError): string {
  if (error.code === 'DOUBLE_TIME_CONFLICT') return error.message;
  return MESSAGES_BY_CODE[error.code] ?? 'Horário não disponível. Escolha outro horário.';
}

/** A failed booking, move or restore: the conflict's message for a 409, else the server's message. */
export function appointmentErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status === 409 ? conflictMessage(error) : error.message;
}
