import type { ClientData } from '../components/forms/ClientDataForm';
import type { PageNotice } from '../features/booking/components/page-notice';
import { clientDataErrors, contactDigits, validateClientData } from '../lib/validation/validate-client-data';

/**
 * A posted form's name and phone, read as the app's ClientDataForm reads them: `typed` as sent (kept in the draft, as every
 * keystroke is in the app), `data` as it is sent on, and the refusal with its problems under the fields, if any.
 */
export function readClientData(fields: URLSearchParams): { typed: ClientData; data: ClientData; refusal: PageNotice | null } {
  const typed = { clientName: fields.get('clientName') ?? '', clientContact: contactDigits(fields.get('clientContact') ?? '') };
  const data = { ...typed, clientName: typed.clientName.trim() };
  const problem = validateClientData(data.clientName, data.clientContact);
  const refusal = problem && { ...problem, fields: { ...clientDataErrors(data.clientName, data.clientContact) } };
  return { typed, data, refusal };
}
