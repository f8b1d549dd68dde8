import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { unavailableKeys } from '../../../api/query-keys';
import type { UnavailableEntry } from '../../../api/types';

/** Every blocked day and time of the barber, ascending by date then hour. */
export const unavailableQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: unavailableKeys.list(userId),
    queryFn: ({ signal }) => apiRequest<UnavailableEntry[]>(`unavailable/list/${encodeURIComponent(userId)}`, { signal }),
  });
