import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { availabilityKeys, waitlistKeys } from '../../../api/query-keys';

/** Books the offered time, with the Idempotency-Key of this offer's take: sent again with the same key, it is booked once. */
export const useTakeWaitlistOffer = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      api.post('/api/waitlist/offer/{token}/take', { path: { token }, headers: { 'Idempotency-Key': idempotencyKey } }),
    // A refusal (expired, taken by another) is shown by the offer read again; a booking goes on to its result page.
    onSettled: (_booked, error) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        error && queryClient.invalidateQueries({ queryKey: waitlistKeys.offer(token) }),
      ]),
  });
};
