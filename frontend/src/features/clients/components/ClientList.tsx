import { useState } from 'react';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../lib/format/format';
import { useShop } from '../../../api/shop/get-shop';
import { useClients } from '../api/get-clients';
import { formatPhone } from '../../../lib/format/format-phone';
import { formatVisit, visitsLabel } from '../visit-time';
import type { Client } from '../../../api/types';

/** Clientes: everyone the barber has served, searchable by name or phone. */
export function ClientList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const clients = useClients(debounced);

  return (
    <Stack gap="md">
      <TextInput
        label="Buscar cliente"
        placeholder="Nome ou telefone"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        maxLength={60}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {clients.isPending ? (
        <Skeleton height={96} radius="lg" />
      ) : clients.isError ? (
        <Alert color="red" title="Erro!">
          {clients.error.message}
        </Alert>
      ) : clients.data.length === 0 ? (
        <Text c="dimmed">{debounced ? 'Nenhum cliente encontrado.' : 'Os clientes aparecem aqui depois do primeiro agendamento.'}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Clientes">
          {clients.data.map((client) => (
            <li key={client.contactKey}>
              <ClientRow client={client} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ClientRow({ client }: { client: Client }) {
  const today = useShop().data?.today;
  return (
    <UnstyledButton
      renderRoot={(props) => <Link to="/administrador/clientes/$contato" params={{ contato: client.contactKey }} {...props} />}
      w="100%"
    >
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {client.name}
            </Text>
            <Text c="dimmed" size="sm">
              {formatPhone(client.contact)}
            </Text>
          </Stack>
          <Text fw={700} c="brass.3" style={{ whiteSpace: 'nowrap' }}>
            {formatBRL(client.totalSpent)}
          </Text>
        </Group>
        <Group gap="xs" mt="sm">
          <Badge variant="light" color="gray">
            {visitsLabel(client.visits)}
          </Badge>
          {client.noShows > 0 && (
            <Badge variant="light" color="red">
              {client.noShows === 1 ? '1 falta' : `${client.noShows} faltas`}
            </Badge>
          )}
          {client.nextVisit && (
            <Badge variant="light" color="teal">
              Próximo: {formatVisit(client.nextVisit, today)}
            </Badge>
          )}
        </Group>
        {client.lastVisit && (
          <Text size="sm" c="dimmed" mt={6}>
            Última visita: {formatVisit(client.lastVisit, today)}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}
