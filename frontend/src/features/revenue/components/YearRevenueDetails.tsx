import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import type { ShopDate } from '../../../lib/time/shop-types';
import type { YearRevenue } from '../../../api/types';
import { MonthRevenueList } from './MonthRevenueList';
import { RevenueChart } from './RevenueChart';
import { RevenueSummary } from './RevenueSummary';
import { ServiceRevenueList } from './ServiceRevenueList';

/** A loaded year: its total, a bar per month, the months' list (this month open in this year) and the services' shares. */
export function YearRevenueDetails({ revenue, today }: { revenue: YearRevenue; today: ShopDate }) {
  return (
    <>
      <RevenueSummary revenue={revenue} year={revenue.year} />
      <Paper withBorder p="md" bg="dark.6">
        <Title order={2} size="h4" mb="md">
          Faturamento por mês
        </Title>
        {revenue.total > 0 ? (
          <RevenueChart months={revenue.months} />
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
          <MonthRevenueList months={revenue.months} openMonth={revenue.year === today.year ? today.month : undefined} />
        </Stack>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Por serviço
            </Title>
          </Group>
          {revenue.services.length > 0 ? (
            <ServiceRevenueList services={revenue.services} total={revenue.total} />
          ) : (
            <Text c="dimmed">Sem dados para mostrar.</Text>
          )}
        </Stack>
      </SimpleGrid>
    </>
  );
}
