import { NativeSelect } from '@mantine/core';

interface BarberSelectProps {
  /** The team, the owner first as the API lists it. */
  barbers: { id: string; username: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Choices after the barbers (Meu Faturamento's "Todos"). */
  extraOptions?: { value: string; label: string }[];
  /** Where the page's title already says whose it is (Minha Agenda's 'Agenda de luis'): the label only for screen readers. */
  hiddenLabel?: boolean;
}

/** The owner's choice of whose agenda or revenue to see. */
export function BarberSelect({ barbers, value, onChange, extraOptions = [], hiddenLabel = false }: BarberSelectProps) {
  return (
    <NativeSelect
      label={hiddenLabel ? undefined : 'Barbeiro'}
      aria-label={hiddenLabel ? 'Barbeiro' : undefined}
      w={240}
      value={value}
      data={[...barbers.map((barber) => ({ value: barber.id, label: barber.username })), ...extraOptions]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
