import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { teamKeys } from '../../../api/admin-query-keys';

/** Owner only: the server answers 403 to anyone else. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => api.get('/api/auth/team', { signal }),
  });
