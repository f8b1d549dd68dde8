import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetMyBooking } from '../my-bookings';
import type { ManagedBooking } from '../types';
import { availabilityKeys, bookingKeys } from '../../../api/query-keys';

/** Cancels the booking; its token is used up, so this device forgets it. */
export const useCancelBooking = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ManagedBooking>(`appointment/manage/${encodeURIComponent(token)}/cancel`, { method: 'POST' }),
    onSuccess: () => forgetMyBooking(token),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
