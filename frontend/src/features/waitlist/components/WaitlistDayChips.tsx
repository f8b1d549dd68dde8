import { useId } from 'react';
import { Text } from '@mantine/core';
import { formatShortDate } from '../../../lib/format/format';
import { fromIsoDate } from '../../../lib/time/iso-date';
import { MAX_WAITLIST_DAYS, toggleDay } from '../waitlist-days';
import classes from './ChoiceChips.module.css';

interface WaitlistDayChipsProps {
  /** The days offered ('YYYY-MM-DD'): the next ones the barber works. */
  choices: string[];
  value: string[];
  onChange: (days: string[]) => void;
  error?: string;
  /** The id of the form the checkboxes are sent with. */
  form?: string;
}

/** The next days of the booking window as checkboxes (the form's `dias`): one day or up to seven. */
export function WaitlistDayChips({ choices, value, onChange, error, form }: WaitlistDayChipsProps) {
  const titleId = useId();
  const full = value.length >= MAX_WAITLIST_DAYS;
  return (
    <div role="group" aria-labelledby={titleId}>
      <div id={titleId} className={classes.title}>
        Dias (até {MAX_WAITLIST_DAYS})
      </div>
      {choices.length === 0 && (
        <Text size="sm" c="dimmed" mt={6}>
          O barbeiro não atende nos próximos dias. Volte e escolha outro barbeiro ou outro dia no calendário.
        </Text>
      )}
      <div className={classes.grid}>
        {choices.map((iso) => {
          const checked = value.includes(iso);
          return (
            <label key={iso} className={classes.chip}>
              <input
                type="checkbox"
                name="dias"
                form={form}
                value={iso}
                checked={checked}
                disabled={full && !checked}
                onChange={() => onChange(toggleDay(value, iso))}
                className={classes.input}
              />
              <DayLabel {...fromIsoDate(iso)} />
            </label>
          );
        })}
      </div>
      {error && (
        <Text c="red.5" size="sm" mt={6} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

/** 'Sáb' over '28/11': every chip the same two lines (its name stays 'Sáb 28/11'). */
function DayLabel({ day, month, year }: { day: number; month: number; year: number }) {
  const [weekday, date] = formatShortDate(day, month, year).split(' ');
  return (
    <Text fw={700} component="span" lh={1.25}>
      <span className={classes.line}>{weekday}</span> <span className={classes.line}>{date}</span>
    </Text>
  );
}
