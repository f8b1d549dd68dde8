import { Stack, Text } from '@mantine/core';
import { ChoiceCard } from '../../../components/forms/ChoiceCard';

export interface Option<Value extends string> {
  value: Value;
  label: string;
  /** What choosing it means, in plain words, under its label. */
  description: string;
}

interface OptionCardsProps<Value extends string> {
  /** The radios' form name. */
  name: string;
  /** The group's accessible name. */
  label: string;
  options: readonly Option<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice among a few, each a large card with its explanation. */
export function OptionCards<Value extends string>({ name, label, options, value, onChange }: OptionCardsProps<Value>) {
  return (
    <Stack gap="sm" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <ChoiceCard key={option.value} name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)}>
          <div>
            <Text fw={700}>{option.label}</Text>
            <Text size="sm" c="dimmed">
              {option.description}
            </Text>
          </div>
        </ChoiceCard>
      ))}
    </Stack>
  );
}
