import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AgendaBackLink } from '../../../../../components/layout/BackLink';
import { NewBooking } from '../../../../../features/agenda/components/booking-form/NewBooking';
import { barberServicesQueryOptions } from '../../../../../api/services/get-barber-services';
import { formatHour, formatLongDate } from '../../../../../lib/format/format';
import { barberIdParam } from '../../../../../lib/params/barber-id-param';
import { parseIsoDate } from '../../../../../lib/time/iso-date';
import { shopQueryOptions } from '../../../../../api/shop/get-shop';
import { useAgendaName } from '../../../-owner-team';

/**
 * `?nome=&contato=&servico=`: a known client booked again, from their page in Clientes;
 * `?dia=2026-11-24&hora=1430`: the free slot of the agenda a walk-in starts from;
 * `?barbeiro=<id>`: the owner books in a team member's agenda (the server checks who may).
 */
interface NewBookingSearch {
  barbeiro?: string;
  nome?: string;
  contato?: string;
  servico?: string;
  dia?: string;
  hora?: number;
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= 120 ? value : undefined);

const isGridHour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2330 && (value % 100 === 0 || value % 100 === 30);

export const Route = createFileRoute('/administrador/_admin/minha-agenda/formulario/')({
  validateSearch: (search: Record<string, unknown>): NewBookingSearch => ({
    barbeiro: barberIdParam(search.barbeiro),
    nome: optionalText(search.nome),
    contato: optionalText(search.contato),
    servico: optionalText(search.servico),
    dia: parseIsoDate(search.dia) ? (search.dia as string) : undefined,
    hora: isGridHour(search.hora) ? search.hora : undefined,
  }),
  // The shop's today and the services of the barber booked for.
  loaderDeps: ({ search }) => ({ barbeiro: search.barbeiro }),
  loader: async ({ context: { queryClient, barber }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(shopQueryOptions()),
      queryClient.ensureQueryData(barberServicesQueryOptions(deps.barbeiro ?? barber.id)),
    ]);
  },
  component: NewBookingPage,
});

function NewBookingPage() {
  const { barber } = Route.useRouteContext();
  const { barbeiro, nome, contato, servico, dia, hora } = Route.useSearch();
  const id = barbeiro ?? barber.id;
  const date = parseIsoDate(dia);
  const agendaName = useAgendaName(barbeiro);
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={0}>
        <AgendaBackLink label={agendaName} dia={dia} barbeiro={barbeiro} />
        <Title order={1}>Novo agendamento</Title>
        {date && hora !== undefined && (
          <Text c="brass.3" fw={600}>
            Encaixe: {formatLongDate(date.day, date.month, date.year)}, {formatHour(hora)}
          </Text>
        )}
      </Stack>
      <NewBooking
        barberId={id}
        prefill={{ clientName: nome, clientContact: contato, serviceId: servico }}
        start={date ? { date, hour: hora } : undefined}
        barbeiro={barbeiro}
      />
    </Stack>
  );
}
