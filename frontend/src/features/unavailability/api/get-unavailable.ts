import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UnavailableEntry } from '../types';
import { unavailableKeys } from '../../../api/query-keys';

/** Every blocked day and time of the barber, ascending by date then hour. */
export const unavailableQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: unavailableKeys.list(userId),
    queryFn: ({ signal }) => apiRequest<UnavailableEntry[]>(`unavailable/list/${encodeURIComponent(userId)}`, { signal }),
  });
