import { queryOptions } from '@tanstack/react-query';
import type { BookingDraft } from '../../../lib/draft/draft-storage';
import { randomKey } from '../../../lib/http/random-key';

export interface ConfirmationAttempt {
  key: string;
  body: string;
  /** A confirmation of this very booking was sent before (its answer may have been lost): the server may already hold it. */
  retry: boolean;
}

/**
 * The key to confirm `body` with: the one kept with the draft when the same booking was sent before
 * (a second tap, a retry after a timeout or a reload), so the server books it once; a new one when the
 * booking changed (another time, notifications turned on), which is then a new request.
 */
export function confirmationAttempt(draft: BookingDraft | null, body: unknown, newKey: () => string = randomKey): ConfirmationAttempt {
  const sent = JSON.stringify(body);
  const kept = draft?.confirmation;
  if (kept?.body === sent) return { key: kept.key, body: sent, retry: true };
  return { key: newKey(), body: sent, retry: false };
}

/**
 * The key of the confirmation sent as a plain form (before the app has arrived, or without JavaScript): a hidden field of
 * the confirmation step, made when the page is rendered and kept in its state, so that the app takes the same page over. A
 * form sent twice carries it twice, and the server books once (server/booking-forms.ts).
 */
export const formKeyQueryOptions = () => queryOptions({ queryKey: ['confirmation', 'form-key'], queryFn: () => randomKey(), staleTime: Infinity });
