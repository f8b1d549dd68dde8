import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { waitlistKeys } from '../../../api/query-keys';

/** A freed time offered through a waitlist push's link: the time, barber, service, until when it is held, and its state. */
export const waitlistOfferQueryOptions = (token: string) =>
  queryOptions({
    queryKey: waitlistKeys.offer(token),
    queryFn: async ({ signal }) => (await api.get('/api/waitlist/offer/{token}', { path: { token }, signal })).offer,
    staleTime: 0,
    retry: false,
  });
