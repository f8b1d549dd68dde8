import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bookingKeys } from '../../../api/query-keys';
import type { BookingRequest } from '../../../api/types';

const RECHECK_INTERVAL_MS = 30_000;

export const bookingExistsQueryOptions = (request: BookingRequest) => {
  const { clientContact, day, month, year, userId, jobId, hour } = request;
  const body = { clientContact, day, month, year, userId, jobId, hour };
  return queryOptions({
    queryKey: bookingKeys.exists(body),
    queryFn: ({ signal }) => api.post('/api/appointment/verifyExist', { body, signal }),
    staleTime: 0,
  });
};

/** Checks at once, then every 30 seconds, whether this booking already exists (unless `enabled` is false). */
export const useBookingExists = (request: BookingRequest, enabled = true) =>
  useQuery({ ...bookingExistsQueryOptions(request), refetchInterval: RECHECK_INTERVAL_MS, enabled });
