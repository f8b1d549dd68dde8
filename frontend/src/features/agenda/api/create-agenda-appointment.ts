import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';
import type { AgendaAppointmentFields } from '../types';
import { invalidateAgenda } from './invalidate-agenda';

/** A walk-in or phone booking made by the barber; same rules and 409 codes as a client's. */
export const useCreateAgendaAppointment = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AgendaAppointmentFields) =>
      apiRequest<Appointment>('appointment/admin/create', { method: 'POST', body: { ...fields, userId } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
