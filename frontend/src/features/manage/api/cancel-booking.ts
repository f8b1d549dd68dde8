import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { forgetMyBooking, rememberMyCredit } from '../../../lib/session/my-bookings';
import { availabilityKeys, bookingKeys } from '../../../api/query-keys';

/** Cancels the booking; its token is used up, so this device forgets it, but as the proof of the credit it may have left. */
export const useCancelBooking = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/appointment/manage/{token}/cancel', { path: { token } }),
    onSuccess: (cancelled) => {
      if (cancelled.depositPayment?.status === 'credited') rememberMyCredit(token);
      forgetMyBooking(token);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
