import { useState } from 'react';
import { Button, Chip, Group, Modal, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useBlockHours } from '../../../../api/unavailability/block-hours';
import { showToast } from '../../../../lib/page/toast';
import type { TimelineDay } from '../../../../api/types';
import { freeHoursIn, type BlockPeriod } from './block-period';
import { dayTitle } from '../day-title';

const PERIODS = [
  { value: 'morning', label: 'Manhã' },
  { value: 'afternoon', label: 'Tarde' },
  { value: 'day', label: 'Dia todo' },
  { value: 'between', label: 'De… até' },
] as const;

type PeriodKind = (typeof PERIODS)[number]['value'];

interface BlockPeriodDialogProps {
  day: TimelineDay;
  barberId: string;
  opened: boolean;
  onClose: () => void;
}

/** Blocks a part of the day shown (its free times): the morning, the afternoon, the whole day or from–to, in two taps. */
export function BlockPeriodDialog({ day, barberId, opened, onClose }: BlockPeriodDialogProps) {
  const [kind, setKind] = useState<PeriodKind | null>(null);
  const free = day.slots.filter((slot) => slot.state === 'free');
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const period = periodOf(kind, from ?? free[0]?.hour, to ?? Infinity);
  const hours = period ? freeHoursIn(day.slots, period) : [];
  const block = useBlockHours(barberId);

  const submit = () =>
    block.mutate(
      { day: day.day, month: day.month, year: day.year, hours },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Sucesso!', message: 'Horários sem agenda definidos.' });
          onClose();
        },
        onError: (error) => showToast({ message: error.message }),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={`Bloquear: ${dayTitle(day.day, day.month, day.year)}`} centered>
      <Stack gap="md">
        <Chip.Group value={kind ?? ''} onChange={(value) => setKind(value as PeriodKind)}>
          <SimpleGrid cols={2} spacing="xs" role="radiogroup" aria-label="Período a bloquear">
            {PERIODS.map((period) => (
              <Chip key={period.value} value={period.value} type="radio" size="md" styles={{ label: { width: '100%', justifyContent: 'center' } }}>
                {period.label}
              </Chip>
            ))}
          </SimpleGrid>
        </Chip.Group>
        {kind === 'between' && <FromTo free={free} from={from} to={to} onFrom={setFrom} onTo={setTo} />}
        <Text aria-live="polite">{kind ? blockSummary(hours.length) : 'Escolha o período.'}</Text>
        <Group justify="flex-end" grow>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" onClick={submit} disabled={hours.length === 0} loading={block.isPending}>
            Bloquear
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function periodOf(kind: PeriodKind | null, from: number | undefined, to: number): BlockPeriod | null {
  if (!kind) return null;
  return kind === 'between' ? { kind, from: from ?? 0, to } : { kind };
}

const blockSummary = (count: number) =>
  count === 0 ? 'Nenhum horário livre neste período.' : count === 1 ? 'Bloqueia 1 horário livre.' : `Bloqueia ${count} horários livres.`;

interface FromToProps {
  free: TimelineDay['slots'];
  from: number | null;
  to: number | null;
  onFrom: (hour: number) => void;
  onTo: (hour: number) => void;
}

/** From a free time up to (not including) a later one, or to the end of the day. */
function FromTo({ free, from, to, onFrom, onTo }: FromToProps) {
  const starts = free.map((slot) => ({ value: String(slot.hour), label: slot.label }));
  const first = from ?? free[0]?.hour ?? 0;
  const ends = [...free.filter((slot) => slot.hour > first).map((slot) => ({ value: String(slot.hour), label: slot.label })), END_OF_DAY];
  return (
    <Group grow>
      <NativeSelect label="De" data={starts} value={String(first)} onChange={(event) => onFrom(Number(event.currentTarget.value))} />
      <NativeSelect
        label="Até"
        data={ends}
        value={to === null ? END_OF_DAY.value : String(to)}
        onChange={(event) => onTo(Number(event.currentTarget.value))}
      />
    </Group>
  );
}

const END_OF_DAY = { value: String(2400), label: 'o fim do dia' };
