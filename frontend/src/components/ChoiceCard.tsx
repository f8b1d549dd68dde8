import type { ReactNode } from 'react';
import { Group, Radio } from '@mantine/core';
import classes from './ChoiceCard.module.css';

interface ChoiceCardProps {
  value: string;
  children: ReactNode;
}

/** One option of a Radio.Group, drawn as a large card. */
export function ChoiceCard({ value, children }: ChoiceCardProps) {
  return (
    <Radio.Card value={value} className={classes.card}>
      <Group wrap="nowrap" gap="md">
        <Radio.Indicator />
        {children}
      </Group>
    </Radio.Card>
  );
}
