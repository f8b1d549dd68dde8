import { NativeSelect, Skeleton } from '@mantine/core';
import { formatBRL } from '../../../lib/format';
import { useBarberServices } from '../../services/api/get-barber-services';
import type { Appointment } from '../../appointments/types';

interface ServiceSelectProps {
  barberId: string;
  value: string;
  onChange: (jobId: string) => void;
  /** The edited appointment's service, listed even if it was deactivated since. */
  current?: Appointment['job'];
}

export function ServiceSelect({ barberId, value, onChange, current }: ServiceSelectProps) {
  const services = useBarberServices(barberId);
  if (!services.data) return <Skeleton height={84} aria-label="Carregando serviços" />;

  const options = services.data.map((service) => ({ id: service.id, name: service.name, value: service.value }));
  if (current && !options.some((option) => option.id === current.id)) options.push(current);

  return (
    <NativeSelect
      label="Serviço"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        ...(value === '' ? [{ value: '', label: 'Selecione um serviço', disabled: true }] : []),
        ...options.map((option) => ({ value: option.id, label: `${option.name} · ${formatBRL(option.value)}` })),
      ]}
    />
  );
}
