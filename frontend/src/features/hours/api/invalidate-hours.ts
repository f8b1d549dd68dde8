import type { QueryClient } from '@tanstack/react-query';
import { availabilityKeys } from '../../../api/query-keys';
import { adminAvailabilityKeys, agendaKeys, hoursKeys } from '../../../api/admin-query-keys';

/**
 * After a change to the working week: the admin lists, the agenda's timeline and form's free times, Início's bookings outside
 * the hours, and every client's time step.
 */
export const invalidateHours = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: hoursKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminAvailabilityKeys.all }),
    queryClient.invalidateQueries({ queryKey: agendaKeys.timelineAll() }),
    queryClient.invalidateQueries({ queryKey: agendaKeys.outsideHoursAll() }),
    queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  ]);
