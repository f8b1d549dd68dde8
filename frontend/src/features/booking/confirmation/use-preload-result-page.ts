import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { shopQueryOptions } from '../../../api/shop/get-shop';

/**
 * On the confirmation step, what the result page needs besides the booking: its code and the shop's details. The network
 * may drop right after Confirmar; the booking itself then shows from the confirmation's answer (BookingShown).
 */
export function usePreloadResultPage(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    // A failed attempt's page (status 0) runs no loader: only the route's code is fetched.
    void router.preloadRoute({ to: '/agenda/realizado/$appointmentCreated', params: { appointmentCreated: '0' } });
    void queryClient.prefetchQuery(shopQueryOptions());
  }, [router, queryClient]);
}
