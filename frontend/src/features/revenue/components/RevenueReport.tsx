import { useState } from 'react';
import { Alert, NativeSelect, Skeleton, Stack } from '@mantine/core';
import type { ShopDate } from '../../../lib/time/shop-types';
import { useYearRevenue } from '../api/get-year-revenue';
import type { RevenueScope } from '../types';
import { YearRevenueDetails } from './YearRevenueDetails';

/**
 * A year's revenue: the total, a bar per month, the months' list and the services' shares. The years offered run from the
 * last one clients can book into (from November on, next January's bookings are already coming in) back to last year.
 */
export function RevenueReport({ scope, today, lastBookableDate }: { scope: RevenueScope; today: ShopDate; lastBookableDate: ShopDate }) {
  const [year, setYear] = useState(today.year);
  const revenue = useYearRevenue(scope, year);
  const data = revenue.data;

  return (
    <Stack gap="lg">
      <NativeSelect
        label="Ano"
        w={160}
        value={String(year)}
        data={revenueYears(today, lastBookableDate).map(String)}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
      />
      {revenue.isError && (
        <Alert color="red" title="Erro!">
          {revenue.error.message}
        </Alert>
      )}
      {revenue.isPending && (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={84} />
          <Skeleton height={240} />
          <Skeleton height={400} />
        </Stack>
      )}
      {data && (
        <Stack gap="lg" style={{ opacity: revenue.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={revenue.isFetching}>
          <YearRevenueDetails revenue={data} today={today} />
        </Stack>
      )}
    </Stack>
  );
}

/** Newest first: the last bookable date's year down to last year. */
function revenueYears(today: ShopDate, lastBookableDate: ShopDate): number[] {
  const years: number[] = [];
  for (let year = Math.max(today.year, lastBookableDate.year); year >= today.year - 1; year--) years.push(year);
  return years;
}
