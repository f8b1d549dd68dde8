import type { ClientData } from '../components/forms/ClientDataForm';
import type { PageNotice } from '../features/booking/components/page-notice';
import { clientDataErrors, contactDigits, MAX_NAME_LENGTH, validateClientData } from '../lib/validation/validate-client-data';

/**
 * A posted form's name and phone, read as the app's ClientDataForm reads them: `typed` as sent (kept in the draft, as every
 * keystroke is in the app; no more of a name than its field takes), `data` as it is sent on, and the refusal with its
 * problems under the fields, if any.
 */
export function readClientData(fields: URLSearchParams): { typed: ClientData; data: ClientData; refusal: PageNotice | null } {
  const sentName = fields.get('clientName') ?? '';
  const typed = { clientName: keptOf(sentName), clientContact: contactDigits(fields.get('clientContact') ?? '') };
  const data = { ...typed, clientName: sentName.trim() };
  const problem = validateClientData(data.clientName, data.clientContact);
  const refusal = problem && { ...problem, fields: { ...clientDataErrors(data.clientName, data.clientContact) } };
  return { typed, data, refusal };
}

/** The name's first characters its field takes (whole characters: an emoji is not cut in two), so the draft's cookie stays small. */
function keptOf(name: string): string {
  return Array.from(name).slice(0, MAX_NAME_LENGTH).join('');
}
