import {
  CLIENT_NAME_MAX_LENGTH as MAX_NAME_LENGTH,
  CLIENT_NAME_MIN_LENGTH as MIN_NAME_LENGTH,
  CONTACT_MAX_DIGITS as MAX_CONTACT_LENGTH,
  CONTACT_MIN_DIGITS as MIN_CONTACT_LENGTH,
} from '../../../backend/src/shared/input-limits';
import type { ValidationProblem } from './validation-problem';

export { MAX_CONTACT_LENGTH, MAX_NAME_LENGTH, MIN_CONTACT_LENGTH, MIN_NAME_LENGTH };

const MISSING_FIELDS: ValidationProblem = { title: 'Dados inválidos', message: 'Preencha corretamente os campos.' };
const SHORT_CONTACT: ValidationProblem = { title: 'Contato inválido', message: 'Campo CONTATO deve conter pelo menos 8 caracteres.' };
const SHORT_NAME: ValidationProblem = { title: 'Nome inválido', message: 'Campo Nome deve conter pelo menos 2 caracteres.' };

/** The client data rules of the online booking, checked in order: name and contact both required (docs/product.md#forms). */
export function validateClientData(clientName: string, clientContact: string): ValidationProblem | null {
  if (!clientName || !clientContact) return MISSING_FIELDS;
  if (clientContact.length < MIN_CONTACT_LENGTH) return SHORT_CONTACT;
  if (clientName.length < MIN_NAME_LENGTH) return SHORT_NAME;
  return null;
}

/** The barber's own bookings: the name as for a client; the contact may stay empty (a walk-in) but is checked when given. */
export function validateBarberClientData(clientName: string, clientContact: string): ValidationProblem | null {
  if (!clientName) return MISSING_FIELDS;
  if (clientContact && clientContact.length < MIN_CONTACT_LENGTH) return SHORT_CONTACT;
  if (clientName.length < MIN_NAME_LENGTH) return SHORT_NAME;
  return null;
}
