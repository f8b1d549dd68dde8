import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { JoinWaitlistRequest } from '../../../api/types';

/** Joins the waitlist: the answer holds the entry and the token of its manage link (shown only here). */
export const useJoinWaitlist = () =>
  useMutation({
    mutationFn: (request: JoinWaitlistRequest) => api.post('/api/waitlist', { body: request }),
  });
