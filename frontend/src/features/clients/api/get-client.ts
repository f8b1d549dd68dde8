import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { clientKeys } from '../../../api/admin-query-keys';

/** One client and their bookings with the logged-in barber. */
export const clientQueryOptions = (contactKey: string) =>
  queryOptions({
    queryKey: clientKeys.one(contactKey),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/clients/{contact}', { path: { contact: contactKey }, signal }),
  });
