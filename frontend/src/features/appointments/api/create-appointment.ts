import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CreateAppointmentRequest, CreatedAppointment } from '../types';
import { availabilityKeys, bookingKeys } from '../../../api/query-keys';

export const useCreateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAppointmentRequest) => apiRequest<CreatedAppointment>('appointment/create', { method: 'POST', body: request }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
