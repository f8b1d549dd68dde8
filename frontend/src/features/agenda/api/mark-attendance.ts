import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateAgenda } from './invalidate-agenda';

export type Attendance = 'attended' | 'no_show';

/** The barber marks whether the client came to a past booking (null clears the mark). */
export const useMarkAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attendance }: { id: string; attendance: Attendance | null }) =>
      api.put('/api/appointment/admin/attendance/{id}', { path: { id }, body: { attendance } }),
    onSettled: () => invalidateAgenda(queryClient),
  });
};
