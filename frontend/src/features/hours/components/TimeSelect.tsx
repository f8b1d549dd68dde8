import { NativeSelect } from '@mantine/core';
import { formatHour } from '../../../lib/format/format';

interface TimeSelectProps {
  label: string;
  value: number;
  error?: string;
  options: number[];
  onChange: (value: number) => void;
}

/** A time of the 30-minute grid in the phone's own picker. */
export function TimeSelect({ label, value, options, error, onChange }: TimeSelectProps) {
  return (
    <NativeSelect
      label={label}
      error={error}
      size="lg"
      style={{ flex: 1 }}
      value={String(value)}
      data={options.map((time) => ({ value: String(time), label: formatHour(time) }))}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
