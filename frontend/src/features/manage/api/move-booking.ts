import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BookingMove, ManagedBooking } from '../types';

export const useMoveBooking = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: BookingMove) => apiRequest<ManagedBooking>(`appointment/manage/${encodeURIComponent(token)}`, { method: 'PUT', body: move }),
    onSuccess: (booking) => queryClient.setQueryData(['manage', token], booking),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['manage', token] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
        queryClient.invalidateQueries({ queryKey: ['appointments', 'byContact'] }),
      ]),
  });
};
