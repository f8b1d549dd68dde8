import type { QueryClient } from '@tanstack/react-query';
import { availabilityKeys } from '../query-keys';
import { adminAvailabilityKeys, agendaKeys, unavailableKeys } from '../admin-query-keys';

/** After blocking or opening days and times: the admin lists, the agenda (its days and its forms' free times) and every client's time step. */
export const invalidateUnavailable = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: unavailableKeys.all }),
    queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminAvailabilityKeys.all }),
    queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  ]);
