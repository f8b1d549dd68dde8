import type { ReactNode } from 'react';
import { NativeSelect } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatBRL } from '../../../../lib/format/format';
import { barberServicesQueryOptions } from '../../../../api/services/get-barber-services';
import type { Booking } from '../../../../api/types';

interface ServiceSelectProps {
  barberId: string;
  value: string;
  onChange: (serviceId: string) => void;
  error?: ReactNode;
  /** The edited booking's service, listed even if it was deactivated since. */
  current?: Booking['job'];
}

/** The barber's services (the form's route loaded them). */
export function ServiceSelect({ barberId, value, onChange, error, current }: ServiceSelectProps) {
  const { data: services } = useSuspenseQuery(barberServicesQueryOptions(barberId));
  const options = services.map((service) => ({ id: service.id, name: service.name, value: service.value }));
  if (current && !options.some((option) => option.id === current.id)) options.push(current);

  return (
    <NativeSelect
      label="Serviço"
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        ...(value === '' ? [{ value: '', label: 'Selecione um serviço', disabled: true }] : []),
        ...options.map((option) => ({ value: option.id, label: `${option.name} · ${formatBRL(option.value)}` })),
      ]}
    />
  );
}
