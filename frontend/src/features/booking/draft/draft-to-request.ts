import type { BookingDraft } from '../../../lib/draft/draft-storage';
import type { BookingRequest } from '../../../api/types';

/** The booking to send, or null while the draft misses any field. */
export function draftToRequest(draft: BookingDraft | null): BookingRequest | null {
  if (!draft) return null;
  const { barberId, serviceId, hour, day, month, year, clientName, clientContact } = draft;
  if (!barberId || !serviceId || !clientName || !clientContact) return null;
  if (hour === undefined || day === undefined || month === undefined || year === undefined) return null;
  return { userId: barberId, jobId: serviceId, hour, day, month, year, clientName, clientContact };
}
