import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconRestore, IconTrashOff } from '@tabler/icons-react';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { appointmentErrorMessage } from '../../appointments/conflict-message';
import { useRestoreAppointment } from '../api/restore-appointment';
import { useTrash } from '../api/get-trash';
import { AgendaAppointmentCard } from './AgendaAppointmentCard';
import { CardGrid } from './CardGrid';

/** The shop's local timestamp 'YYYY-MM-DDTHH:mm:ss' as '22/11/2026 às 22:44'. */
function deletedAt(timestamp: string): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(timestamp) ?? [];
  return year ? `${day}/${month}/${year} às ${time}` : timestamp;
}

/** Deleted appointments; restoring one puts it back on the agenda if its time is still free. */
export function TrashList() {
  const trash = useTrash();
  const restore = useRestoreAppointment();

  const restoreOne = (id: string) =>
    restore.mutate(id, {
      onSuccess: () => showToast({ tone: 'success', title: 'Sucesso!', message: 'Agenda restaurada.' }),
      onError: (error) =>
        showToast({
          title: 'Não foi possível restaurar',
          message: appointmentErrorMessage(error),
          duration: TOAST_DURATION.default,
        }),
    });

  if (trash.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={190} />
        <Skeleton height={190} />
      </Stack>
    );
  }
  if (trash.isError) {
    return (
      <Alert color="red" title="Erro!">
        {trash.error.message}
      </Alert>
    );
  }
  if (trash.data.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" ta="center" c="dimmed">
        <IconTrashOff size={36} aria-hidden />
        <Text fw={700}>A lixeira está vazia.</Text>
      </Stack>
    );
  }

  return (
    <CardGrid>
      {trash.data.map((appointment) => (
        <AgendaAppointmentCard
          key={appointment.id}
          appointment={appointment}
          note={
            <Text size="sm" c="dimmed">
              Excluída em {deletedAt(appointment.deletedAt)}
            </Text>
          }
          actions={
            <Button
              size="sm"
              variant="light"
              leftSection={<IconRestore size={16} aria-hidden />}
              loading={restore.isPending && restore.variables === appointment.id}
              onClick={() => restoreOne(appointment.id)}
            >
              Restaurar
            </Button>
          }
        />
      ))}
    </CardGrid>
  );
}
