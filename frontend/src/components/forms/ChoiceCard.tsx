import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import classes from './ChoiceCard.module.css';

interface ChoiceCardProps {
  /** The form field the choice is sent as when the form is sent without the app. */
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One option of a choice, drawn as a large card: a plain radio input, so that it also works before the app has arrived. */
export function ChoiceCard({ name, value, checked, onChange, children }: ChoiceCardProps) {
  return (
    <label className={classes.card}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className={classes.input} />
      <Group wrap="nowrap" gap="md">
        <span className={classes.indicator} />
        {children}
      </Group>
    </label>
  );
}
