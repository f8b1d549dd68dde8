import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAppointmentViews } from '../../../api/invalidate';
import { api } from '../../../api/client';

/** Erases the client's name and phone from every booking of the shop (LGPD); the server refuses while a future booking stands. */
export const useEraseClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactKey: string) => api.delete('/api/appointment/admin/clients/{contact}', { path: { contact: contactKey } }),
    // Every admin view may show the erased name: the clients, the agenda, the home page's next appointment.
    onSuccess: () => invalidateAppointmentViews(queryClient),
  });
};
