import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBookingViews } from '../../../api/invalidate';
import { api } from '../../../api/client';

/**
 * Erases the client's name and phone from every booking of the shop (LGPD). With `cancelFuture`, their
 * future bookings are cancelled first in the same step; without it, the server refuses while one stands.
 */
export const useEraseClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactKey, cancelFuture }: { contactKey: string; cancelFuture: boolean }) =>
      api.delete('/api/appointment/admin/clients/{contact}', {
        path: { contact: contactKey },
        query: { futureBookings: cancelFuture ? 'cancel' : undefined },
      }),
    // Every admin view may show the erased name: the clients, the agenda, the home page's next booking.
    onSuccess: () => invalidateBookingViews(queryClient),
  });
};
