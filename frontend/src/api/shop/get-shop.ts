import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { Shop } from './shop-types';

export const shopQueryOptions = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: ({ signal }) => apiRequest<Shop>('shop', { signal }),
    staleTime: 5 * 60_000,
  });

export const useShop = () => useQuery(shopQueryOptions());
