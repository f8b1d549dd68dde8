import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { Shop } from '../../lib/shop-types';
import { shopKeys } from '../query-keys';

export const shopQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.all,
    queryFn: ({ signal }) => apiRequest<Shop>('shop', { signal }),
    staleTime: 5 * 60_000,
  });

export const useShop = () => useQuery(shopQueryOptions());
