import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { availabilityKeys, bookingKeys } from '../../../api/query-keys';
import type { CreateAppointmentRequest } from '../../../api/types';

export const useCreateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAppointmentRequest) => api.post('/api/appointment/create', { body: request }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.byContactAll() }),
      ]),
  });
};
