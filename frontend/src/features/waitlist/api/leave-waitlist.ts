import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * Leaves the waitlist: the entry is deleted and its manage link stops working. The page keeps the entry it shows (the
 * answer says the client left), so nothing asks for it again.
 */
export const useLeaveWaitlist = (token: string) =>
  useMutation({
    mutationFn: () => api.delete('/api/waitlist/manage/{token}', { path: { token } }),
  });
