import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys } from '../../../api/admin-query-keys';
import type { Period } from '../period';

/** A barber's statement (repasse) for a period, both days included. Another barber's: 403 (the owner reads anyone's). */
export const statementQueryOptions = (barberId: string, { from, to }: Period) =>
  queryOptions({
    queryKey: commissionKeys.statement(barberId, from, to),
    queryFn: ({ signal }) => api.get('/api/commission/statement', { query: { userId: barberId, from, to }, signal }),
  });

/** Keeps the last period on screen while another loads. */
export const useStatement = (barberId: string, period: Period) =>
  useQuery({ ...statementQueryOptions(barberId, period), placeholderData: keepPreviousData });
