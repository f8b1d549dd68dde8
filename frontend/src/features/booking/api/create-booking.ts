import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { availabilityKeys, bookingKeys } from '../../../api/query-keys';
import type { CreateBookingRequest } from '../../../api/types';

/** The booking and the Idempotency-Key of its confirmation: sent again with the same key, it is booked once. */
export interface CreateBookingCall {
  request: CreateBookingRequest;
  idempotencyKey: string;
}

export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: CreateBookingCall) =>
      api.post('/api/appointment/create', { body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
