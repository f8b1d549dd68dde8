import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BarberSelect } from '../../../../components/forms/BarberSelect';
import { AgendaTimeline } from '../../../../features/agenda/timeline/AgendaTimeline';
import type { AgendaView } from '../../../../features/agenda/timeline/types';
import { barberIdParam } from '../../../../lib/params/barber-id-param';
import { isUuid } from '../../../../lib/params/uuid';
import { parseIsoDate, toIsoDate } from '../../../../lib/time/iso-date';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { loadOwnerTeam, useAgendaName, useOwnerTeam } from '../../-owner-team';

/**
 * `?dia=2026-11-24&vista=semana&barbeiro=<id>&agendamento=<id>`: the day shown (today when absent), the week view, the
 * owner's choice of barber, and a booking of the day whose sheet opens with it (the deposit push's Confirmar).
 */
interface AgendaSearch {
  dia?: string;
  vista?: AgendaView;
  barbeiro?: string;
  agendamento?: string;
}

export const Route = createFileRoute('/administrador/_admin/minha-agenda/')({
  validateSearch: (search: Record<string, unknown>): AgendaSearch => ({
    dia: parseIsoDate(search.dia) ? (search.dia as string) : undefined,
    vista: search.vista === 'semana' ? 'semana' : undefined,
    barbeiro: barberIdParam(search.barbeiro),
    agendamento: isUuid(search.agendamento) ? search.agendamento : undefined,
  }),
  // The shop's today, and the team for the owner's choice. The timeline's days load on the page, as the barber swipes through them.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(shopQueryOptions()), loadOwnerTeam(queryClient)]);
  },
  component: AgendaPage,
});

function AgendaPage() {
  const { barber } = Route.useRouteContext();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Someone else's agenda only for the owner (the server refuses it to anyone else).
  const barbeiro = search.barbeiro !== barber.id ? search.barbeiro : undefined;
  const change = (date: ShopDate, view: AgendaView) =>
    void navigate({ search: { dia: toIsoDate(date), vista: view === 'semana' ? 'semana' : undefined, barbeiro }, replace: true });
  const chooseBarber = (id: string) => void navigate({ search: { ...search, barbeiro: id === barber.id ? undefined : id }, replace: true });
  // The push's link opened this booking's sheet: closed, it leaves the address (replaced, so Back and a reload skip it).
  const linkedSheet = search.agendamento
    ? {
        bookingId: search.agendamento,
        onClosed: () => void navigate({ search: (current) => ({ ...current, agendamento: undefined }), replace: true }),
      }
    : undefined;

  return (
    <Stack maw={720}>
      <AgendaTimeline
        title={<AgendaTitle barbeiro={barbeiro} />}
        barberChoice={<OwnerBarberChoice value={barbeiro ?? barber.id} onChange={chooseBarber} />}
        barberId={barbeiro ?? barber.id}
        barbeiro={barbeiro}
        today={shop.today}
        timeZone={shop.timezone}
        date={parseIsoDate(search.dia) ?? shop.today}
        view={search.vista ?? 'dia'}
        sheetFor={linkedSheet}
        onChange={change}
      />
    </Stack>
  );
}

/** Minha Agenda, or the agenda of the team member the owner is looking at ('Agenda de Luís'). */
function AgendaTitle({ barbeiro }: { barbeiro?: string }) {
  return (
    <Title order={1} size="h4" lineClamp={1}>
      {useAgendaName(barbeiro)}
    </Title>
  );
}

/** The owner looks at any barber's agenda; other barbers see only their own, with no choice shown. */
function OwnerBarberChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const team = useOwnerTeam();
  if (!team || team.length < 2) return null;
  return <BarberSelect barbers={team.filter((member) => member.active)} value={value} onChange={onChange} hiddenLabel />;
}
