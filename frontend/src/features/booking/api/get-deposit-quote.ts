import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bookingKeys } from '../../../api/query-keys';
import type { BookingRequest } from '../../../api/types';

/** Whether a booking of this service asks a Pix deposit, how much and on what terms: the same to anyone (asked once the page runs). */
export const useDepositQuote = ({ userId, jobId }: BookingRequest) => {
  const query = { userId, jobId };
  return useQuery({
    queryKey: [...bookingKeys.all, 'depositQuote', query],
    queryFn: ({ signal }) => api.get('/api/payments/deposit-quote', { query, signal }),
  });
};
