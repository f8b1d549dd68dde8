import { Group, Skeleton, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AgendaActions } from '../../../../features/agenda/components/AgendaActions';
import { AgendaTimeline } from '../../../../features/agenda/timeline/AgendaTimeline';
import type { AgendaView } from '../../../../features/agenda/timeline/types';
import { useShop } from '../../../../lib/shop-query';
import { parseIsoDate, toIsoDate } from '../../../../lib/iso-date';
import type { ShopDate } from '../../../../lib/shop-types';

/** `?dia=2026-11-24&vista=semana`: the day shown (today when absent) and the week view. */
interface AgendaSearch {
  dia?: string;
  vista?: AgendaView;
}

export const Route = createFileRoute('/administrador/_admin/minha-agenda/')({
  validateSearch: (search: Record<string, unknown>): AgendaSearch => ({
    dia: parseIsoDate(search.dia) ? (search.dia as string) : undefined,
    vista: search.vista === 'semana' ? 'semana' : undefined,
  }),
  component: AgendaPage,
});

function AgendaPage() {
  const { id } = Route.useRouteContext().barber;
  const shop = useShop();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (date: ShopDate, view: AgendaView) =>
    void navigate({ search: { dia: toIsoDate(date), vista: view === 'semana' ? 'semana' : undefined }, replace: true });

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" gap="sm">
        <Title order={1}>Minha Agenda</Title>
        <AgendaActions />
      </Group>
      {shop.data ? (
        <AgendaTimeline
          barberId={id}
          today={shop.data.today}
          date={parseIsoDate(search.dia) ?? shop.data.today}
          view={search.vista ?? 'dia'}
          onChange={change}
        />
      ) : (
        <Skeleton height={320} />
      )}
    </Stack>
  );
}
