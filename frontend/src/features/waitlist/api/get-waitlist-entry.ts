import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { waitlistKeys } from '../../../api/query-keys';

/** The entry of a waitlist manage link. */
export const waitlistEntryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: waitlistKeys.entry(token),
    queryFn: ({ signal }) => api.get('/api/waitlist/manage/{token}', { path: { token }, signal }),
    staleTime: 0,
    retry: false,
  });
