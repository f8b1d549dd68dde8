import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { pushFieldsOf, type DevicePush } from '../../../lib/push/push-subscription';

/** Sends this device's push subscription for the booking: from now on it gets its reminder and notices. */
export const useSubscribeToPush = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (push: DevicePush) =>
      api.put('/api/appointment/manage/{token}/push', {
        path: { token },
        body: pushFieldsOf(push),
      }),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, booking),
  });
};
