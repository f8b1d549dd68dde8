import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { availabilityKeys, bookingKeys } from '../../../api/query-keys';
import type { CreateBookingRequest } from '../../../api/types';
import { creditProofs } from '../../../lib/session/my-bookings';

/** The booking and the Idempotency-Key of its confirmation: sent again with the same key, it is booked once. */
export interface CreateBookingCall {
  request: CreateBookingRequest;
  idempotencyKey: string;
}

/** The device's proofs of the client's credit go with the booking: the server spends what they earned on its deposit. */
function withCreditProofs(request: CreateBookingRequest): CreateBookingRequest {
  const proofs = creditProofs();
  return proofs.length ? { ...request, creditFrom: proofs } : request;
}

export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: CreateBookingCall) =>
      api.post('/api/appointment/create', { body: withCreditProofs(request), headers: { 'Idempotency-Key': idempotencyKey } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
