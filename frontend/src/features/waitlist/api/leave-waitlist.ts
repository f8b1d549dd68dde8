import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { waitlistKeys } from '../../../api/query-keys';

/** Leaves the waitlist: the entry is deleted and its manage link stops working. */
export const useLeaveWaitlist = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/waitlist/manage/{token}', { path: { token } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: waitlistKeys.entry(token) }),
  });
};
