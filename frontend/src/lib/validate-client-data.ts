import type { ValidationProblem } from './validation-problem';

export const MIN_CONTACT_LENGTH = 8;
export const MAX_CONTACT_LENGTH = 15;
export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 80;

/** The client data rules of product-spec §5. */
export function validateClientData(clientName: string, clientContact: string): ValidationProblem | null {
  if (!clientName || !clientContact) {
    return { title: 'Dados inválidos', message: 'Preencha corretamente os campos.' };
  }
  if (clientContact.length < MIN_CONTACT_LENGTH) {
    return { title: 'Contato inválido', message: 'Campo CONTATO deve conter pelo menos 8 caracteres.' };
  }
  if (clientName.length < MIN_NAME_LENGTH) {
    return { title: 'Nome inválido', message: 'Campo Nome deve conter pelo menos 2 caracteres.' };
  }
  return null;
}
