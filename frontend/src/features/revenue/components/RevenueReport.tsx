import { useState } from 'react';
import { Alert, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import type { ShopDate } from '../../../lib/shop-types';
import { useYearRevenue } from '../api/get-year-revenue';
import type { RevenueScope } from '../types';
import { MonthRevenueList } from './MonthRevenueList';
import { RevenueChart } from './RevenueChart';
import { RevenueSummary } from './RevenueSummary';
import { ServiceRevenueList } from './ServiceRevenueList';

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
          <RevenueSummary revenue={data} year={data.year} />
          <Paper withBorder p="md" bg="dark.6">
            <Title order={2} size="h4" mb="md">
              Faturamento por mês
            </Title>
            {data.total > 0 ? (
              <RevenueChart months={data.months} />
            ) : (
              <Stack align="center" gap={4} py="lg" c="dimmed">
                <IconChartBarOff size={32} aria-hidden />
                <Text>Sem dados para mostrar.</Text>
              </Stack>
            )}
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Meses
              </Title>
              <MonthRevenueList months={data.months} openMonth={data.year === today.year ? today.month : undefined} />
            </Stack>
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  Por serviço
                </Title>
              </Group>
              {data.services.length > 0 ? (
                <ServiceRevenueList services={data.services} total={data.total} />
              ) : (
                <Text c="dimmed">Sem dados para mostrar.</Text>
              )}
            </Stack>
          </SimpleGrid>
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
