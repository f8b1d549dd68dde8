import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';
import type { AgendaAppointmentFields } from '../types';
import { invalidateAgenda } from './invalidate-agenda';

export const useUpdateAgendaAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AgendaAppointmentFields & { id: string }) =>
      apiRequest<Appointment>('appointment/admin/update', { method: 'PUT', body: fields }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
