import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../lib/format/format';
import type { Service } from '../../../api/types';
import { DurationBadge } from './DurationBadge';

interface ServiceListItemProps {
  service: Service;
  onDelete: (service: Service) => void;
}

export function ServiceListItem({ service, onDelete }: ServiceListItemProps) {
  return (
    <Paper component="li" withBorder p="md" radius="lg" bg="dark.6">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Text fw={700} size="lg" truncate>
            {service.name}
          </Text>
          <Group gap="xs">
            <Text fw={700} c="brass.3">
              {formatBRL(service.value)}
            </Text>
            <DurationBadge takesTwoSlots={service.takesTwoSlots} />
            {service.depositRequired && (
              <Badge variant="light" color="teal" title="Pede sinal por Pix ao agendar">
                Sinal
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="Editar">
            <ActionIcon
              renderRoot={(props) => <Link {...props} to="/administrador/servicos/formulario/$id" params={{ id: service.id }} />}
              variant="light"
              size={44}
              aria-label={`Editar ${service.name}`}
            >
              <IconPencil size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Excluir">
            <ActionIcon variant="light" color="red" size={44} aria-label={`Excluir ${service.name}`} onClick={() => onDelete(service)}>
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
