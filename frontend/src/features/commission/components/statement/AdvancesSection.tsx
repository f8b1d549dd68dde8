import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Advance } from '../../../../api/types';
import { ConfirmDialog } from '../../../../components/forms/ConfirmDialog';
import { formatBRL } from '../../../../lib/format/format';
import { showToast, TOAST_DURATION } from '../../../../lib/page/toast';
import { useDeleteAdvance } from '../../api/delete-advance';
import { formatIsoDate, type Period } from '../../period';
import { AdvanceForm } from './AdvanceForm';

interface AdvancesSectionProps {
  barberId: string;
  period: Period;
  today: string;
  advances: readonly Advance[];
  /** The owner records and deletes vales; a barber only reads them. Nothing changes once the period is paid. */
  editable: boolean;
}

/** The period's vales, deducted from the payout. */
export function AdvancesSection({ barberId, period, today, advances, editable }: AdvancesSectionProps) {
  const [adding, addForm] = useDisclosure(false);
  const [removing, setRemoving] = useState<Advance | null>(null);
  const remove = useDeleteAdvance();

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        showToast({ title: 'Sucesso!', message: 'Vale apagado.', tone: 'success' });
        setRemoving(null);
      },
      onError: (error) => showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default }),
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby="statement-advances">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="statement-advances">
          Vales ({advances.length})
        </Title>
        {editable && !adding && (
          <Button size="md" variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={addForm.open}>
            Novo vale
          </Button>
        )}
      </Group>
      {advances.length === 0 && !adding && <Text c="dimmed">Nenhum vale neste período.</Text>}
      {advances.map((advance) => (
        <AdvanceItem key={advance.id} advance={advance} onRemove={editable ? () => setRemoving(advance) : undefined} />
      ))}
      {adding && (
        <Paper withBorder p="md" bg="dark.6">
          <AdvanceForm barberId={barberId} period={period} today={today} onDone={addForm.close} />
          <Button variant="subtle" color="gray" size="md" fullWidth mt="xs" onClick={addForm.close}>
            Cancelar
          </Button>
        </Paper>
      )}
      <ConfirmDialog
        opened={removing != null}
        title="Apagar vale?"
        cancelLabel="Manter"
        confirmLabel="Apagar"
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing && `O vale de ${formatBRL(removing.amount)} em ${formatIsoDate(removing.day)} deixa de ser descontado.`}
      </ConfirmDialog>
    </Stack>
  );
}

function AdvanceItem({ advance, onRemove }: { advance: Advance; onRemove?: () => void }) {
  return (
    <Paper withBorder p="sm" bg="dark.6">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm">
            {formatBRL(advance.amount)} em {formatIsoDate(advance.day)}
          </Text>
          {advance.note && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {advance.note}
            </Text>
          )}
        </div>
        {onRemove && (
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={`Apagar o vale de ${formatBRL(advance.amount)} em ${formatIsoDate(advance.day)}`}
            onClick={onRemove}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
