import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { managedBookingQueryOptions } from './get-managed-booking';
import type { BookingMove, ManagedBooking } from '../types';
import { availabilityKeys, bookingKeys, manageKeys } from '../../../api/query-keys';

export const useMoveBooking = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: BookingMove) => apiRequest<ManagedBooking>(`appointment/manage/${encodeURIComponent(token)}`, { method: 'PUT', body: move }),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, booking),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.booking(token) }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
