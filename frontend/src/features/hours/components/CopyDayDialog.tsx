import { useState } from 'react';
import { Button, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { showToast } from '../../../lib/page/toast';
import { useCopyWorkingDay } from '../api/copy-working-day';
import { WEEK_ORDER, WEEKDAYS } from '../types';
import { describeWorkingDay } from '../working-hours-rules';
import type { WorkingDay } from '../../../api/types';

const WORKDAYS = [1, 2, 3, 4, 5];

interface CopyDayDialogProps {
  barberId: string;
  /** The weekday being copied; null closes the dialog. */
  day: WorkingDay | null;
  onClose: () => void;
}

/** "Copiar para outros dias": the other weekdays get this one's hours, breaks and open or off state. */
export function CopyDayDialog({ barberId, day, onClose }: CopyDayDialogProps) {
  return (
    <Modal opened={day !== null} onClose={onClose} title={day ? `Copiar ${WEEKDAYS[day.weekday].toLowerCase()}` : ''} centered>
      {day && <CopyDayForm key={day.weekday} barberId={barberId} day={day} onDone={onClose} />}
    </Modal>
  );
}

function CopyDayForm({ barberId, day, onDone }: { barberId: string; day: WorkingDay; onDone: () => void }) {
  const copyDay = useCopyWorkingDay(barberId);
  const [targets, setTargets] = useState<string[]>([]);
  const others = WEEK_ORDER.filter((weekday) => weekday !== day.weekday);
  const choose = (weekdays: number[]) => setTargets(weekdays.filter((weekday) => weekday !== day.weekday).map(String));

  const copy = () =>
    copyDay.mutate(
      { from: day.weekday, to: targets.map(Number) },
      {
        onSuccess: () => {
          showToast({
            tone: 'success',
            title: 'Sucesso!',
            message: `Horário copiado para ${targets.length === 1 ? '1 dia' : `${targets.length} dias`}.`,
          });
          onDone();
        },
        onError: (error) => showToast({ title: 'Erro!', message: error.message }),
      },
    );

  return (
    <Stack gap="md">
      <Text>
        <Text span fw={700}>
          {describeWorkingDay(day)}
        </Text>{' '}
        passa a valer também nos dias escolhidos.
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={() => choose(WORKDAYS)}>
          Segunda a sexta
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => choose([...others])}>
          Todos
        </Button>
      </Group>
      <Chip.Group multiple value={targets} onChange={setTargets}>
        <Group gap="xs" role="group" aria-label="Copiar para">
          {others.map((weekday) => (
            <Chip key={weekday} value={String(weekday)} size="md" variant="filled">
              {WEEKDAYS[weekday]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancelar
        </Button>
        <Button disabled={targets.length === 0} loading={copyDay.isPending} onClick={copy}>
          Copiar
        </Button>
      </Group>
    </Stack>
  );
}
