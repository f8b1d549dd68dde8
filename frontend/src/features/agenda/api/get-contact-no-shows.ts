import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { MIN_CONTACT_LENGTH } from '../../../lib/validation/validate-client-data';
import { agendaKeys } from '../../../api/admin-query-keys';

/** How many times this contact (any spelling of it) did not come to the barber's bookings; asked once it can be a contact. */
export const useContactNoShows = (clientContact: string) =>
  useQuery({
    queryKey: agendaKeys.noShows(clientContact),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/no-shows/{contact}', { path: { contact: clientContact }, signal }),
    enabled: clientContact.length >= MIN_CONTACT_LENGTH,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
