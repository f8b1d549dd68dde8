import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { clientKeys } from '../../../api/admin-query-keys';

/** The logged-in barber's clients, latest booking first; `search` matches a part of the name or the phone. */
export const clientsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: clientKeys.list(search),
    queryFn: ({ signal }) => api.get('/api/appointment/admin/clients', { query: { search: search || undefined }, signal }),
  });

/** Keeps the last list on screen while the next search loads. */
export const useClients = (search: string) => useQuery({ ...clientsQueryOptions(search), placeholderData: keepPreviousData });
