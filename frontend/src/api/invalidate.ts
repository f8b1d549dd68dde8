import type { QueryClient } from '@tanstack/react-query';
import { adminAvailabilityKeys, agendaKeys, clientKeys, commissionKeys, revenueKeys } from './admin-query-keys';

/**
 * After any change to the barber's bookings or to what they show (a client's name): every admin view that shows or counts
 * them — the agenda and its forms' free times, the home page's next booking, revenue, the clients, the commission.
 */
export const invalidateBookingViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminAvailabilityKeys.all }),
    queryClient.invalidateQueries({ queryKey: revenueKeys.all }),
    queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  ]);
