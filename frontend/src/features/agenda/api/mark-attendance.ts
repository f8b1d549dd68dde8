import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Appointment } from '../../appointments/types';
import { invalidateAgenda } from './invalidate-agenda';

export type Attendance = 'attended' | 'no_show';

/** The barber marks whether the client came to a past appointment (null clears the mark). */
export const useMarkAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attendance }: { id: string; attendance: Attendance | null }) =>
      apiRequest<Appointment>(`appointment/admin/attendance/${encodeURIComponent(id)}`, { method: 'PUT', body: { attendance } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
