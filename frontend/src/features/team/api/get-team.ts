import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TeamMember } from '../types';
import { teamKeys } from '../../../api/query-keys';

/** Owner only: the server answers 403 to anyone else. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => apiRequest<TeamMember[]>('auth/team', { signal }),
  });
