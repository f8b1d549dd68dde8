import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bookingKeys } from '../../../api/query-keys';
import type { BookingRequest } from '../../../api/types';

/** Whether this booking will ask a Pix deposit, how much and on what terms (asked once the page runs). */
export const useDepositQuote = ({ userId, jobId, clientContact }: BookingRequest) => {
  const query = { userId, jobId, clientContact };
  return useQuery({
    queryKey: [...bookingKeys.all, 'depositQuote', query],
    queryFn: ({ signal }) => api.get('/api/payments/deposit-quote', { query, signal }),
  });
};
