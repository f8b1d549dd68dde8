import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { barberServicesQueryOptions } from '../../api/services/get-barber-services';
import { ChoiceCard } from './ChoiceCard';
import { formatBRL } from '../../lib/format/format';

interface ServicePickerProps {
  barberId: string;
  value: string | null;
  onChange: (serviceId: string) => void;
}

/** The barber's services to choose from, as the form's `servico` field (whoever renders it fetched them first, or it suspends). */
export function ServicePicker({ barberId, value, onChange }: ServicePickerProps) {
  const { data: services } = useSuspenseQuery(barberServicesQueryOptions(barberId));

  return (
    <Stack gap="sm" role="radiogroup" aria-label="Serviços">
      {services.map((service) => (
        <ChoiceCard key={service.id} name="servico" value={service.id} checked={service.id === value} onChange={onChange}>
          <Group justify="space-between" wrap="nowrap" gap="sm" flex={1}>
            <div>
              <Text fw={700} size="lg">
                {service.name}
              </Text>
              <Text size="sm" c="dimmed">
                {service.takesTwoSlots ? '60 min' : '30 min'}
              </Text>
            </div>
            <Text fw={700} size="lg" c="brass.3" style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(service.value)}
            </Text>
          </Group>
        </ChoiceCard>
      ))}
    </Stack>
  );
}
