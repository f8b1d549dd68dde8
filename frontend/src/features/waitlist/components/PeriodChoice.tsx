import { useId } from 'react';
import { Text } from '@mantine/core';
import { PERIOD_CHOICES, periodField, type DayPeriod } from '../../../lib/time/day-periods';
import classes from './ChoiceChips.module.css';

interface PeriodChoiceProps {
  value: DayPeriod;
  onChange: (period: DayPeriod) => void;
  /** The id of the form the radios are sent with. */
  form?: string;
}

/** Manhã, Tarde or Qualquer horário: plain radios (the form's `periodo`). */
export function PeriodChoice({ value, onChange, form }: PeriodChoiceProps) {
  const titleId = useId();
  return (
    <div role="radiogroup" aria-labelledby={titleId}>
      <div id={titleId} className={classes.title}>
        Parte do dia
      </div>
      <div className={`${classes.grid} ${classes.periods}`}>
        {PERIOD_CHOICES.map((choice) => (
          <label key={choice.label} className={classes.chip}>
            <input
              type="radio"
              name="periodo"
              form={form}
              value={periodField(choice.value)}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className={classes.input}
            />
            <Text fw={700} component="span">
              {choice.label}
            </Text>
            <span className={classes.hint}>{choice.hint}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
