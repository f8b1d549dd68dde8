import type { QueryClient } from '@tanstack/react-query';
import { availabilityKeys } from '../../../api/query-keys';
import { adminAvailabilityKeys, unavailableKeys } from '../../../api/admin-query-keys';

/** After blocking or opening days and times: the admin lists, the agenda form's free times and every client's time step. */
export const invalidateUnavailable = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: unavailableKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminAvailabilityKeys.all }),
    queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  ]);
