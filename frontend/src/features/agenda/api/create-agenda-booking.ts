import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';
import type { AgendaBookingFields } from '../../../api/types';

/** A walk-in or phone booking made by the barber; same rules and 409 codes as a client's. The API takes the barber as `userId`, the service as `jobId`. */
export const useCreateAgendaBooking = (barberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, ...fields }: AgendaBookingFields) =>
      api.post('/api/appointment/admin/create', { body: { ...fields, jobId: serviceId, userId: barberId } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
