import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from '../api/invalidate-agenda';

export interface WaitlistOfferCall {
  entryId: string;
  /** 'YYYY-MM-DD', one of the entry's days. */
  date: string;
  /** HHMM. */
  hour: number;
}

/** Offers a free time to one entry by hand: held for them and told by push, as an automatic offer. */
export const useOfferWaitlistTime = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, date, hour }: WaitlistOfferCall) =>
      api.post('/api/waitlist/admin/{entryId}/offer', { path: { entryId }, body: { date, hour } }),
    // The time is held now: the day's timeline and the list's last offers change.
    onSettled: () => invalidateAgenda(queryClient),
  });
};
