import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';
import type { AgendaBookingFields } from '../../../api/types';

/** Saves an edited booking; the API takes the service as `jobId`. */
export const useUpdateAgendaBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, ...fields }: AgendaBookingFields & { id: string }) =>
      api.put('/api/appointment/admin/update', { body: { ...fields, jobId: serviceId } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
