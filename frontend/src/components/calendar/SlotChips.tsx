import { Chip } from '@mantine/core';
import { formatHour } from '../../lib/format/format';
import classes from './SlotChips.module.css';

interface SlotChipsProps {
  hours: number[];
  isChecked: (hour: number) => boolean;
  onToggle: (hour: number, checked: boolean) => void;
  isDisabled?: (hour: number) => boolean;
  /** The group's accessible name. */
  label: string;
  /** A short line under a chip's time, e.g. who booked it. */
  noteOf?: (hour: number) => string | undefined;
}

/** A grid of HH:MM chips that toggle on and off (3 columns on a phone). */
export function SlotChips({ hours, isChecked, onToggle, isDisabled, label, noteOf }: SlotChipsProps) {
  return (
    <div className={classes.grid} role="group" aria-label={label}>
      {hours.map((hour) => {
        const note = noteOf?.(hour);
        return (
          <Chip
            key={hour}
            size="md"
            radius="md"
            variant="filled"
            classNames={{ root: classes.chip, label: note ? `${classes.label} ${classes.labelWithNote}` : classes.label }}
            checked={isChecked(hour)}
            disabled={isDisabled?.(hour)}
            onChange={(checked) => onToggle(hour, checked)}
          >
            <span className={classes.time}>{formatHour(hour)}</span>
            {/* The space keeps the accessible name readable: "10:00 Maria Souza". */}
            {note && ' '}
            {note && <span className={classes.note}>{note}</span>}
          </Chip>
        );
      })}
    </div>
  );
}
