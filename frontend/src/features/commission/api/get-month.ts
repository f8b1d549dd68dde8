import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { commissionKeys } from '../../../api/admin-query-keys';
import type { Month } from '../period';

/** Every barber's figure for a month (owner only: 403 to anyone else). */
export const monthQueryOptions = ({ year, month }: Month) =>
  queryOptions({
    queryKey: commissionKeys.month(year, month),
    queryFn: ({ signal }) => api.get('/api/commission/month', { query: { year, month }, signal }),
  });

/** Keeps the last month on screen while another loads. */
export const useCommissionMonth = (month: Month) => useQuery({ ...monthQueryOptions(month), placeholderData: keepPreviousData });
