import {
  CLIENT_NAME_MAX_LENGTH as MAX_NAME_LENGTH,
  CLIENT_NAME_MIN_LENGTH as MIN_NAME_LENGTH,
  CONTACT_MAX_DIGITS as MAX_CONTACT_LENGTH,
  CONTACT_MIN_DIGITS as MIN_CONTACT_LENGTH,
} from '../../../../common/rules/input-limits';
import { lacksAreaCode, MISSING_AREA_CODE_MESSAGE } from '../../../../common/rules/contact-key';
import type { ValidationProblem } from './validation-problem';

export { MAX_CONTACT_LENGTH, MAX_NAME_LENGTH, MIN_CONTACT_LENGTH, MIN_NAME_LENGTH };

const MISSING_FIELDS: ValidationProblem = { title: 'Dados inválidos', message: 'Preencha corretamente os campos.' };
const SHORT_CONTACT: ValidationProblem = { title: 'Contato inválido', message: 'Campo CONTATO deve conter pelo menos 8 caracteres.' };
const MISSING_AREA_CODE: ValidationProblem = { title: 'Contato inválido', message: MISSING_AREA_CODE_MESSAGE };
const SHORT_NAME: ValidationProblem = { title: 'Nome inválido', message: 'Campo Nome deve conter pelo menos 2 caracteres.' };
/** The app's field stops at the limit; a form posted without the app may not (server/client-data-fields.ts). */
const LONG_NAME: ValidationProblem = { title: 'Nome inválido', message: `Campo Nome deve conter no máximo ${MAX_NAME_LENGTH} caracteres.` };

/** A phone as the app keeps it, whatever was typed or pasted ("+55 (11) 98765-4321"): its digits, 15 at most. */
export function contactDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, MAX_CONTACT_LENGTH);
}

/** The text under each invalid field of the client's data (an empty one is too short as well). */
export interface ClientDataErrors {
  clientName?: string;
  clientContact?: string;
}

/** The contact's problem: under 8 characters (or empty, unless optional), or a Brazilian number without its DDD. */
function contactProblem(clientContact: string, contactOptional: boolean): ValidationProblem | null {
  if (!clientContact && contactOptional) return null;
  if (clientContact.length < MIN_CONTACT_LENGTH) return SHORT_CONTACT;
  return lacksAreaCode(clientContact) ? MISSING_AREA_CODE : null;
}

/** The name's problem: under 2 characters, or over the limit. */
function nameProblem(clientName: string): ValidationProblem | null {
  if (clientName.length < MIN_NAME_LENGTH) return SHORT_NAME;
  return clientName.length > MAX_NAME_LENGTH ? LONG_NAME : null;
}

/**
 * The problem of each field, shown under it: a name under 2 characters (or over 80), a contact under 8 — one
 * left empty too, unless the contact is optional (the barber's own bookings: a walk-in has none) —
 * or without its DDD, as the server refuses it.
 */
export function clientDataErrors(clientName: string, clientContact: string, contactOptional = false): ClientDataErrors {
  const errors: ClientDataErrors = {};
  const name = nameProblem(clientName);
  if (name) errors.clientName = name.message;
  const contact = contactProblem(clientContact, contactOptional);
  if (contact) errors.clientContact = contact.message;
  return errors;
}

/**
 * The toast for the same rules, checked in order (docs/product.md#forms): a required field left empty,
 * then the contact, then the name. The barber's own bookings may leave the contact empty (a walk-in).
 */
export function validateClientData(clientName: string, clientContact: string, contactOptional = false): ValidationProblem | null {
  if (!clientName || (!clientContact && !contactOptional)) return MISSING_FIELDS;
  const contact = contactProblem(clientContact, contactOptional);
  if (contact) return contact;
  return nameProblem(clientName);
}

/** The lookup's problem with the contact typed, as the server says it: too short, or a Brazilian number without its DDD. */
export function lookupContactProblem(contact: string): string | null {
  if (contact.length < MIN_CONTACT_LENGTH) return 'Contato incorreto ou inválido.';
  return lacksAreaCode(contact) ? MISSING_AREA_CODE_MESSAGE : null;
}
