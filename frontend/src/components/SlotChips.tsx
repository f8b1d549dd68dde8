import { Chip } from '@mantine/core';
import { formatHour } from '../lib/format';
import classes from './SlotChips.module.css';

interface SlotChipsProps {
  hours: number[];
  isChecked: (hour: number) => boolean;
  onToggle: (hour: number, checked: boolean) => void;
  isDisabled?: (hour: number) => boolean;
  /** The group's accessible name. */
  label: string;
}

/** A grid of HH:MM chips that toggle on and off (3 columns on a phone). */
export function SlotChips({ hours, isChecked, onToggle, isDisabled, label }: SlotChipsProps) {
  return (
    <div className={classes.grid} role="group" aria-label={label}>
      {hours.map((hour) => (
        <Chip
          key={hour}
          size="md"
          radius="md"
          variant="filled"
          classNames={{ root: classes.chip, label: classes.label }}
          checked={isChecked(hour)}
          disabled={isDisabled?.(hour)}
          onChange={(checked) => onToggle(hour, checked)}
        >
          {formatHour(hour)}
        </Chip>
      ))}
    </div>
  );
}
