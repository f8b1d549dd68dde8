import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Client } from '../types';
import { clientKeys } from '../../../api/query-keys';

/** The logged-in barber's clients, latest booking first; `search` matches a part of the name or the phone. */
export const useClients = (search: string) =>
  useQuery({
    queryKey: clientKeys.list(search),
    queryFn: ({ signal }) => apiRequest<Client[]>(`appointment/admin/clients${search ? `?search=${encodeURIComponent(search)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
