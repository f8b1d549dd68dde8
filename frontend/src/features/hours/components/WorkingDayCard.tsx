import { Button, Group, Paper, Switch, Text } from '@mantine/core';
import { IconCopy, IconPencil } from '@tabler/icons-react';
import { WEEKDAYS } from '../types';
import { workingDayBreaksLabel, workingDayHoursLabel } from '../working-hours-rules';
import type { WorkingDay } from '../../../api/types';

interface WorkingDayCardProps {
  day: WorkingDay;
  switching: boolean;
  onSwitch: (open: boolean) => void;
  onEdit: () => void;
  onCopy: () => void;
}

/** One weekday: its name, open or off (a switch), its hours and breaks, and the buttons to edit or copy them. */
export function WorkingDayCard({ day, switching, onSwitch, onEdit, onCopy }: WorkingDayCardProps) {
  const name = WEEKDAYS[day.weekday];
  const breaks = workingDayBreaksLabel(day);
  return (
    <Paper component="li" withBorder radius="md" p="sm" pl="md" bg={day.open ? 'dark.6' : 'dark.7'} aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700} size="lg">
            {name}
          </Text>
          <div data-testid="working-day-summary">
            <Text c={day.open ? undefined : 'dimmed'}>{workingDayHoursLabel(day)}</Text>
            {breaks && (
              <Text size="sm" c="dimmed">
                {breaks}
              </Text>
            )}
          </div>
        </div>
        <Switch
          size="lg"
          // Aberto / Folga in the track at a readable size, in colours of AA contrast on the track (the theme's were 9 px, 2.2:1).
          styles={{
            body: { minHeight: 44, alignItems: 'center' },
            trackLabel: { fontSize: 12, fontWeight: 700, color: day.open ? 'var(--mantine-color-dark-9)' : 'var(--mantine-color-dark-0)' },
          }}
          onLabel="Aberto"
          offLabel="Folga"
          aria-label={`${name}: atende`}
          checked={day.open}
          disabled={switching}
          onChange={(event) => onSwitch(event.currentTarget.checked)}
        />
      </Group>
      <Group gap="xs" mt="xs">
        <Button size="compact-md" variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit} aria-label={`Editar ${name}`}>
          Editar
        </Button>
        <Button
          size="compact-md"
          variant="subtle"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={onCopy}
          aria-label={`Copiar ${name} para outros dias`}
        >
          Copiar
        </Button>
      </Group>
    </Paper>
  );
}
