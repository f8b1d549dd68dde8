import { Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { bookingsLabel, formatMonthYear } from '../../../lib/format/format';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { monthRevenueQueryOptions } from '../api/get-month-revenue';
import { HomeCard } from './HomeCard';
import { ServiceCountList } from './ServiceCountList';

const TITLE = 'Serviços do mês';

/** How many bookings of each service this month (the shop's month, not the phone's); Início's loader fetched it. */
export function MonthServicesCard({ barberId }: { barberId: string }) {
  const { today } = useSuspenseQuery(shopQueryOptions()).data;
  const { data: revenue } = useSuspenseQuery(monthRevenueQueryOptions(barberId, today));
  const monthLabel = formatMonthYear(today.month, today.year);

  return (
    <HomeCard title={TITLE} icon={IconChartBar} subtitle={monthLabel}>
      <Stack gap="md">
        {revenue.services.length === 0 ? (
          <Text c="dimmed">Sem dados para mostrar.</Text>
        ) : (
          <>
            <ServiceCountList services={revenue.services} />
            <Group justify="space-between" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}>
              <Text fw={700}>Total</Text>
              <Text fw={700}>{bookingsLabel(revenue.appointments)}</Text>
            </Group>
          </>
        )}
        <Button variant="default" size="md" renderRoot={(props) => <Link to="/administrador/faturamento" {...props} />}>
          Mais Detalhes
        </Button>
      </Stack>
    </HomeCard>
  );
}
