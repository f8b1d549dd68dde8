import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../../../../components/BackLink';
import { NewAppointment } from '../../../../../features/agenda/components/NewAppointment';
import { requireSessionBarber } from '../../../../../lib/session';

/** `?nome=&contato=&servico=`: a known client booked again, from their page in Clientes. */
interface NewAppointmentSearch {
  nome?: string;
  contato?: string;
  servico?: string;
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= 120 ? value : undefined);

export const Route = createFileRoute('/administrador/_admin/minha-agenda/formulario/')({
  validateSearch: (search: Record<string, unknown>): NewAppointmentSearch => ({
    nome: optionalText(search.nome),
    contato: optionalText(search.contato),
    servico: optionalText(search.servico),
  }),
  component: NewAppointmentPage,
});

function NewAppointmentPage() {
  const { id } = requireSessionBarber();
  const { nome, contato, servico } = Route.useSearch();
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <BackLink to="/administrador/minha-agenda" label="Minha Agenda" />
        <Title order={1}>Nova agenda</Title>
      </Stack>
      <NewAppointment barberId={id} prefill={{ clientName: nome, clientContact: contato, jobId: servico }} />
    </Stack>
  );
}
