import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { shopKeys } from '../query-keys';

export const shopQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.all,
    queryFn: ({ signal }) => api.get('/api/shop', { signal }),
    staleTime: 5 * 60_000,
  });

export const useShop = () => useQuery(shopQueryOptions());
