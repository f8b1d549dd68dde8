import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { appointmentsLabel, formatMonthYear } from '../../../lib/format';
import { useShop } from '../../../api/shop/get-shop';
import { useMonthBudget } from '../api/get-month-budget';
import { HomeCard } from './HomeCard';
import { ServiceCountList } from './ServiceCountList';

const TITLE = 'Serviços do mês';

/** How many appointments of each service this month (the shop's month, not the phone's). */
export function MonthServicesCard({ barberId }: { barberId: string }) {
  const shop = useShop();
  const budget = useMonthBudget(barberId, shop.data?.today);
  const monthLabel = shop.data && formatMonthYear(shop.data.today.month, shop.data.today.year);

  return (
    <HomeCard title={TITLE} icon={IconChartBar} subtitle={monthLabel}>
      <Stack gap="md">
        {budget.isError || shop.isError ? (
          <Text c="red.4">{(budget.error ?? shop.error)?.message}</Text>
        ) : budget.isPending ? (
          <Stack gap="xs">
            <Skeleton height={24} />
            <Skeleton height={24} />
            <Skeleton height={24} />
          </Stack>
        ) : budget.data.services.length === 0 ? (
          <Text c="dimmed">Sem dados para mostrar.</Text>
        ) : (
          <>
            <ServiceCountList services={budget.data.services} />
            <Group justify="space-between" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}>
              <Text fw={700}>Total</Text>
              <Text fw={700}>{appointmentsLabel(budget.data.appointments)}</Text>
            </Group>
          </>
        )}
        <Button variant="default" size="md" disabled>
          Mais Detalhes
        </Button>
      </Stack>
    </HomeCard>
  );
}
