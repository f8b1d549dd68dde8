import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { waitlistKeys } from '../../../api/query-keys';

/**
 * A freed time offered through a waitlist push's link: the time, barber, service and its price, until when it is held, its
 * state, and the deposit taking it asks (`deposit`).
 */
export const waitlistOfferQueryOptions = (token: string) =>
  queryOptions({
    queryKey: waitlistKeys.offer(token),
    queryFn: async ({ signal }) => api.get('/api/waitlist/offer/{token}', { path: { token }, signal }),
    staleTime: 0,
    retry: false,
  });
