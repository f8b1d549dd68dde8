import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { managedBookingQueryOptions } from './get-managed-booking';
import type { DevicePush } from '../../../lib/push-subscription';
import type { ManagedBooking } from '../types';

/** Sends this device's push subscription for the booking: from now on it gets its reminder and notices. */
export const useSubscribeToPush = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (push: DevicePush) =>
      apiRequest<ManagedBooking>(`appointment/manage/${encodeURIComponent(token)}/push`, {
        method: 'PUT',
        body: { pushEndpoint: push.endpoint, pushP256dh: push.p256dh, pushAuth: push.auth },
      }),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, booking),
  });
};
