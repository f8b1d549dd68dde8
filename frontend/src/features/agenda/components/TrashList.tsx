import { Button, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconRestore, IconTrashOff } from '@tabler/icons-react';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { bookingErrorMessage } from '../../../lib/http/conflict-message';
import { useRestoreBooking } from '../api/restore-booking';
import { trashQueryOptions } from '../api/get-trash';
import { AgendaBookingCard } from './AgendaBookingCard';
import { CardGrid } from './month/CardGrid';

/** The shop's local timestamp 'YYYY-MM-DDTHH:mm:ss' as '22/11/2026 às 22:44'. */
function deletedAt(timestamp = ''): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(timestamp) ?? [];
  return year ? `${day}/${month}/${year} às ${time}` : timestamp;
}

/** Deleted bookings (the route loaded them); restoring one puts it back on the agenda if its time is still free. */
export function TrashList() {
  const { data: trash } = useSuspenseQuery(trashQueryOptions());
  const restore = useRestoreBooking();

  const restoreOne = (id: string) =>
    restore.mutate(id, {
      onSuccess: () => showToast({ tone: 'success', title: 'Sucesso!', message: 'Agendamento restaurado.' }),
      onError: (error) =>
        showToast({
          title: 'Não foi possível restaurar',
          message: bookingErrorMessage(error),
          duration: TOAST_DURATION.default,
        }),
    });

  if (trash.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" ta="center" c="dimmed">
        <IconTrashOff size={36} aria-hidden />
        <Text fw={700}>A lixeira está vazia.</Text>
      </Stack>
    );
  }

  return (
    <CardGrid>
      {trash.map((booking) => (
        <AgendaBookingCard
          key={booking.id}
          booking={booking}
          note={
            <Text size="sm" c="dimmed">
              Excluída em {deletedAt(booking.deletedAt)}
            </Text>
          }
          actions={
            <Button
              size="sm"
              variant="light"
              leftSection={<IconRestore size={16} aria-hidden />}
              loading={restore.isPending && restore.variables === booking.id}
              onClick={() => restoreOne(booking.id)}
            >
              Restaurar
            </Button>
          }
        />
      ))}
    </CardGrid>
  );
}
