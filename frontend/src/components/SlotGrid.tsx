import { Radio, Text } from '@mantine/core';
import { formatHour } from '../lib/format';
import classes from './SlotGrid.module.css';
import type { Slot } from '../api/types';

interface SlotGridProps {
  title: string;
  slots: Slot[];
  value: number | undefined;
  onChange: (hour: number) => void;
}

/** One period of the day (Manhã or Tarde) as a grid of selectable start times. */
export function SlotGrid({ title, slots, value, onChange }: SlotGridProps) {
  if (slots.length === 0) return null;
  return (
    <Radio.Group
      label={title}
      value={value === undefined ? null : String(value)}
      onChange={(hour) => onChange(Number(hour))}
      classNames={{ label: classes.title }}
    >
      <div className={classes.grid}>
        {slots.map((slot) => (
          <Radio.Card key={slot.hour} value={String(slot.hour)} className={classes.slot}>
            <Text fw={700} component="span">
              {formatHour(slot.hour)}
            </Text>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
