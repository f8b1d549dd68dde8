import { Group, Skeleton, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AgendaActions } from '../../../../features/agenda/components/AgendaActions';
import { MonthPicker } from '../../../../features/agenda/components/MonthPicker';
import { useShop } from '../../../../features/shop/api/get-shop';

export const Route = createFileRoute('/administrador/_admin/minha-agenda/')({
  component: AgendaMonthsPage,
});

function AgendaMonthsPage() {
  const shop = useShop();
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" gap="sm">
        <Title order={1}>Minha Agenda</Title>
        <AgendaActions />
      </Group>
      {shop.data ? <MonthPicker today={shop.data.today} /> : <Skeleton height={320} />}
    </Stack>
  );
}
