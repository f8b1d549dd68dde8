import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useHours } from '../api/get-hours';
import { useUpdateHour } from '../api/update-hour';
import { showToast } from '../../../lib/toast';
import { DefaultHoursButton } from './DefaultHoursButton';
import { SlotChips } from '../../../components/SlotChips';
import { SlotChipsSkeleton } from '../../../components/SlotChipsSkeleton';

/** The barber's general slots: each one toggles between open and closed for every day. */
export function GeneralHours({ userId }: { userId: string }) {
  const hours = useHours();
  const updateHour = useUpdateHour();

  const toggle = (hour: number, available: boolean) => {
    const slot = hours.data?.find((item) => item.hour === hour);
    if (!slot) return;
    updateHour.mutate({ id: slot.id, hour, available }, { onError: (error) => showToast({ title: 'Erro!', message: error.message }) });
  };

  const openCount = hours.data?.filter((slot) => slot.available).length ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="general-hours-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="general-hours-title">
          Horários
        </Title>
        {hours.data && hours.data.length > 0 && (
          <Text c="dimmed" size="sm">
            {openCount} de {hours.data.length} ativos
          </Text>
        )}
      </Group>
      {hours.isPending && <SlotChipsSkeleton count={25} />}
      {hours.isError && (
        <Alert color="red" title="Erro!">
          {hours.error.message}
        </Alert>
      )}
      {hours.data?.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">Você ainda não tem horários cadastrados. Crie os 25 horários padrão, das 07:30 às 19:30.</Text>
          <DefaultHoursButton userId={userId} />
        </Stack>
      )}
      {hours.data && hours.data.length > 0 && (
        <>
          <Text c="dimmed" size="sm">
            Toque num horário para abrir ou fechar a agenda nele, em todos os dias.
          </Text>
          <SlotChips
            label="Horários de atendimento"
            hours={hours.data.map((slot) => slot.hour)}
            isChecked={(hour) => hours.data.some((slot) => slot.hour === hour && slot.available)}
            onToggle={toggle}
          />
        </>
      )}
    </Stack>
  );
}
