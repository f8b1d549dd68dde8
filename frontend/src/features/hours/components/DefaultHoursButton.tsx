import { Button } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCreateDefaultHours } from '../api/create-default-hours';

const ALREADY_EXIST = 'Erro ao criar horários! Você já tem horários cadastrados!';

export function DefaultHoursButton({ userId }: { userId: string }) {
  const createDefaults = useCreateDefaultHours(userId);
  const create = () =>
    createDefaults.mutate(undefined, {
      onSuccess: () => showToast({ tone: 'success', message: 'Horários criados com sucesso!' }),
      onError: (error) => showToast({ message: error instanceof ApiError && error.status === 409 ? ALREADY_EXIST : error.message }),
    });

  return (
    <Button leftSection={<IconClockPlus size={20} aria-hidden />} loading={createDefaults.isPending} onClick={create}>
      Criar horários padrão
    </Button>
  );
}
