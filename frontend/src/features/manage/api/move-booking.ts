import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { availabilityKeys, bookingKeys, manageKeys } from '../../../api/query-keys';
import type { BookingMove } from '../../../api/types';

export const useMoveBooking = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: BookingMove) => api.put('/api/appointment/manage/{token}', { path: { token }, body: move }),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, booking),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.booking(token) }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
