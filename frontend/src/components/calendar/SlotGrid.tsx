import { useId } from 'react';
import { Text } from '@mantine/core';
import { formatHour } from '../../lib/format/format';
import classes from './SlotGrid.module.css';
import type { Slot } from '../../api/types';

interface SlotGridProps {
  title: string;
  slots: Slot[];
  value: number | undefined;
  onChange: (hour: number) => void;
}

/**
 * One period of the day (Manhã or Tarde) as a grid of start times to choose from: plain radio inputs (the form's `hora`
 * field), so that a time is chosen and sent before the app has arrived too.
 */
export function SlotGrid({ title, slots, value, onChange }: SlotGridProps) {
  const titleId = useId();
  if (slots.length === 0) return null;
  return (
    <div role="radiogroup" aria-labelledby={titleId}>
      <div id={titleId} className={classes.title}>
        {title}
      </div>
      <div className={classes.grid}>
        {slots.map((slot) => (
          <label key={slot.hour} className={classes.slot}>
            <input
              type="radio"
              name="hora"
              value={slot.hour}
              checked={slot.hour === value}
              onChange={() => onChange(slot.hour)}
              className={classes.input}
            />
            <Text fw={700} component="span">
              {formatHour(slot.hour)}
            </Text>
          </label>
        ))}
      </div>
    </div>
  );
}
