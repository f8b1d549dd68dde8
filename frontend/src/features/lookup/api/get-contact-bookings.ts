import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bookingKeys } from '../../../api/query-keys';

/** The bookings of one client contact; no query until a contact is submitted. */
export const contactBookingsQueryOptions = (contact: string | undefined) =>
  queryOptions({
    queryKey: bookingKeys.byContact(contact),
    queryFn: contact ? ({ signal }) => api.get('/api/appointment/consultByClientContact/{contact}', { path: { contact }, signal }) : skipToken,
    staleTime: 0,
    retry: false,
  });

export const useContactBookings = (contact: string | undefined) => useQuery(contactBookingsQueryOptions(contact));
