import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';
import type { AgendaBookingFields } from '../../../api/types';

/** A walk-in or phone booking made by the barber; same rules and 409 codes as a client's. */
export const useCreateAgendaAppointment = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AgendaBookingFields) => api.post('/api/appointment/admin/create', { body: { ...fields, userId } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
