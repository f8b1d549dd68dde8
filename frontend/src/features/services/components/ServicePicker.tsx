import { Alert, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useBarberServices } from '../api/get-barber-services';
import { ChoiceCard } from '../../../components/ChoiceCard';
import { formatBRL } from '../../../lib/format';

interface ServicePickerProps {
  barberId: string | undefined;
  value: string | null;
  onChange: (serviceId: string) => void;
}

export function ServicePicker({ barberId, value, onChange }: ServicePickerProps) {
  const services = useBarberServices(barberId);

  if (services.isError) {
    return (
      <Alert color="red" title="Erro!">
        {services.error.message}
      </Alert>
    );
  }
  if (services.isPending) {
    return (
      <Stack gap="sm">
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }

  return (
    <Radio.Group value={value} onChange={onChange} label="Serviços" labelProps={{ className: 'visually-hidden' }}>
      <Stack gap="sm">
        {services.data.map((service) => (
          <ChoiceCard key={service.id} value={service.id}>
            <Group justify="space-between" wrap="nowrap" gap="sm" flex={1}>
              <div>
                <Text fw={700} size="lg">
                  {service.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {service.doubleTime ? '60 min' : '30 min'}
                </Text>
              </div>
              <Text fw={700} size="lg" c="brass.3" style={{ whiteSpace: 'nowrap' }}>
                {formatBRL(service.value)}
              </Text>
            </Group>
          </ChoiceCard>
        ))}
      </Stack>
    </Radio.Group>
  );
}
