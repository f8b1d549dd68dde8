import { Badge, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconDownload, IconTrash } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ContactLinks } from '../../../components/booking/ContactLinks';
import { DepositBadges } from '../../../components/booking/deposit/DepositBadges';
import { formatBRL } from '../../../lib/format/format';
import { showToast } from '../../../lib/page/toast';
import { clientQueryOptions } from '../api/get-client';
import { useDownloadClientData } from '../api/download-client-data';
import { useShop } from '../../../api/shop/get-shop';
import { formatVisit } from '../visit-time';
import { EraseClientDialog } from './EraseClientDialog';
import type { ClientBooking, ClientExportFormat, ClientHistory } from '../../../api/types';

/** One client (the route loaded them): their figures, their bookings with the barber, booking them again, and their LGPD rights. */
export function ClientDetails({ contactKey }: { contactKey: string }) {
  const { data: history } = useSuspenseQuery(clientQueryOptions(contactKey));
  return <ClientSummary history={history} />;
}

function ClientSummary({ history }: { history: ClientHistory }) {
  const today = useShop().data?.today;
  const { client, appointments: bookings } = history;
  const lastService = bookings.find((booking) => !booking.deletedAt)?.job.id;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2}>{client.name}</Title>
        <ContactLinks contact={client.contact} clientName={client.name} />
      </Stack>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <Figure label="Visitas" value={String(client.visits)} />
        <Figure label="Total gasto" value={formatBRL(client.totalSpent)} />
        <Figure label="Faltas" value={String(client.noShows)} />
        <Figure label="Última visita" value={client.lastVisit ? formatVisit(client.lastVisit, today) : '—'} />
      </SimpleGrid>
      <Button
        renderRoot={(props) => (
          <Link
            to="/administrador/minha-agenda/formulario"
            search={{ nome: client.name, contato: client.contact, servico: lastService }}
            {...props}
          />
        )}
        size="md"
        leftSection={<IconCalendarPlus size={20} aria-hidden />}
      >
        Agendar de novo
      </Button>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Agendamentos
        </Title>
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} />
        ))}
      </Stack>
      <PrivacyActions contactKey={client.contactKey} clientName={client.name} futureBookings={history.futureBookings} />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

function BookingRow({ booking }: { booking: ClientBooking }) {
  const today = useShop().data?.today;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600}>{formatVisit(`${booking.date} ${booking.label}`, today)}</Text>
          <Text size="sm" c="dimmed">
            {booking.job.name} · {formatBRL(booking.price)}
          </Text>
        </Stack>
        <BookingBadge booking={booking} />
      </Group>
      {booking.deposit && (
        <Group gap={6} mt={6}>
          <DepositBadges deposit={booking.deposit} />
        </Group>
      )}
    </Paper>
  );
}

function BookingBadge({ booking }: { booking: ClientBooking }) {
  if (booking.deletedAt) return <Badge color="gray">Na lixeira</Badge>;
  // A hold that ended unpaid says so in the deposit's own badge ('Cancelado: sinal não pago').
  if (booking.cancelledAt && booking.deposit?.status !== 'expired') return <Badge color="orange">Cancelado pelo cliente</Badge>;
  if (booking.attendance === 'no_show') return <Badge color="red">Faltou</Badge>;
  if (booking.attendance === 'attended') return <Badge color="teal">Compareceu</Badge>;
  return null;
}

/** LGPD: a copy of the client's data, or its erasure, on the client's request. */
function PrivacyActions({ contactKey, clientName, futureBookings }: { contactKey: string; clientName: string; futureBookings: number }) {
  const download = useDownloadClientData();
  const [erasing, eraseDialog] = useDisclosure(false);
  const exportAs = (format: ClientExportFormat) =>
    download.mutate({ contactKey, format }, { onError: (error) => showToast({ title: 'Erro!', message: error.message }) });

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Dados do cliente (LGPD)
      </Title>
      <Text size="sm" c="dimmed">
        A pedido do cliente: entregue uma cópia dos dados que a barbearia guarda ou apague o nome e o telefone de todos os agendamentos.
      </Text>
      <Group gap="sm">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={download.isPending}>
              Exportar dados
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exportAs('csv')}>Planilha (CSV)</Menu.Item>
            <Menu.Item onClick={() => exportAs('json')}>JSON</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={eraseDialog.open}>
          Apagar dados
        </Button>
      </Group>
      <EraseClientDialog
        opened={erasing}
        onClose={eraseDialog.close}
        contactKey={contactKey}
        clientName={clientName}
        futureBookings={futureBookings}
      />
    </Stack>
  );
}
