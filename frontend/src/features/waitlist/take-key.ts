import { queryOptions } from '@tanstack/react-query';
import { randomKey } from '../../lib/http/random-key';

/** Where this device keeps the Idempotency-Key of each offer it tried to take, by the offer's token. */
const KEY_PREFIX = 'waitlistTake:';

/**
 * The key to take an offer with: the one kept from an earlier tap of the same offer (a second tap, a retry after no answer,
 * a reload), so the server books it once and answers that booking again; a new one the first time.
 */
export function takeKeyFor(offerToken: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage, newKey = randomKey): string {
  const kept = storage.getItem(KEY_PREFIX + offerToken);
  if (kept) return kept;
  const key = newKey();
  storage.setItem(KEY_PREFIX + offerToken, key);
  return key;
}

/** Once the booking is shown, the key is no longer needed. */
export function forgetTakeKey(offerToken: string, storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(KEY_PREFIX + offerToken);
}

/**
 * The key of the offer's take sent as a plain form (before the app has arrived, or without JavaScript): a hidden field of the
 * offer's page, made when the page is rendered and kept in its state, so that the app takes the same page over. A form sent
 * twice carries it twice, and the server books once (server/waitlist-offer-form.ts).
 */
export const takeFormKeyQueryOptions = (offerToken: string) =>
  queryOptions({ queryKey: ['take-form-key', offerToken], queryFn: () => randomKey(), staleTime: Infinity });
