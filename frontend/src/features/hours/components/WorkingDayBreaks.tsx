import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatHour } from '../../../lib/format/format';
import { FieldProblem } from '../../../components/forms/FieldProblem';
import { timeOptions } from '../working-hours-rules';
import type { TimeRange } from '../../../api/types';
import { TimeSelect } from './TimeSelect';

interface WorkingDayBreaksProps {
  breaks: TimeRange[];
  /** The hours' problems, a break's under 'breaks.<index>'. */
  errors: Record<string, string>;
  /** The break Adicionar intervalo inserts; null when the day has no room for one. */
  nextBreak: TimeRange | null;
  onChange: (index: number, range: TimeRange) => void;
  onRemove: (index: number) => void;
  onAdd: (range: TimeRange) => void;
}

/** The weekday's breaks, each with its start, end and remove button, and Adicionar intervalo. */
export function WorkingDayBreaks({ breaks, errors, nextBreak, onChange, onRemove, onAdd }: WorkingDayBreaksProps) {
  return (
    <Stack gap="xs">
      <Text fw={700}>Intervalos</Text>
      {breaks.length === 0 && (
        <Text size="sm" c="dimmed">
          Sem intervalo: atende direto.
        </Text>
      )}
      {breaks.map((range, index) => (
        <Stack key={index} gap={4}>
          <Group component="fieldset" gap="xs" wrap="nowrap" align="flex-end" m={0} p={0} style={{ border: 0 }}>
            <legend className="visually-hidden">{`Intervalo ${index + 1}`}</legend>
            <TimeSelect
              label="Início"
              value={range.start}
              options={timeOptions(range.start)}
              onChange={(start) => onChange(index, { ...range, start })}
            />
            <TimeSelect label="Fim" value={range.end} options={timeOptions(range.end)} onChange={(end) => onChange(index, { ...range, end })} />
            <ActionIcon
              variant="subtle"
              color="red"
              size={42}
              aria-label={`Remover intervalo das ${formatHour(range.start)}`}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
          <FieldProblem>{errors[`breaks.${index}`]}</FieldProblem>
        </Stack>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
        disabled={nextBreak === null}
        onClick={() => nextBreak && onAdd(nextBreak)}
        style={{ alignSelf: 'flex-start' }}
      >
        Adicionar intervalo
      </Button>
    </Stack>
  );
}
