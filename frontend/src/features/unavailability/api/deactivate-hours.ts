import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ShopDate } from '../../../lib/shop-types';
import type { UnavailableEntry } from '../types';
import { invalidateUnavailable } from './invalidate-unavailable';

interface DeactivateRequest extends ShopDate {
  hours: number[];
}

/** Blocks times of one day; 409 DEACTIVATE_CONFLICT when an appointment holds one of them. */
export const useDeactivateHours = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeactivateRequest) =>
      apiRequest<UnavailableEntry[]>('appointment/deactivate', { method: 'POST', body: { ...request, userId } }),
    onSettled: () => invalidateUnavailable(queryClient),
  });
};
