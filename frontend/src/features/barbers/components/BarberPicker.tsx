import { Alert, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useBarbers } from '../api/get-barbers';
import { barberServicesQueryOptions } from '../../services/api/get-barber-services';
import { ChoiceCard } from '../../../components/ChoiceCard';
import { BarberAvatar } from './BarberAvatar';

interface BarberPickerProps {
  value: string | null;
  onChange: (barberId: string) => void;
}

/** The barbers that offer at least one service. */
export function BarberPicker({ value, onChange }: BarberPickerProps) {
  const barbers = useBarbers();
  const services = useQueries({
    queries: (barbers.data ?? []).map((barber) => barberServicesQueryOptions(barber.id)),
  });

  if (barbers.isError) {
    return (
      <Alert color="red" title="Erro!">
        {barbers.error.message}
      </Alert>
    );
  }
  if (barbers.isPending || services.some((query) => query.isPending)) {
    return (
      <Stack gap="sm">
        <Skeleton height={88} />
        <Skeleton height={88} />
      </Stack>
    );
  }

  const bookable = barbers.data.filter((_, index) => (services[index].data?.length ?? 0) > 0);
  return (
    <Radio.Group value={value} onChange={onChange} label="Barbeiros" labelProps={{ className: 'visually-hidden' }}>
      <Stack gap="sm">
        {bookable.map((barber) => (
          <ChoiceCard key={barber.id} value={barber.id}>
            <BarberAvatar barber={barber} />
            <Text fw={700} size="lg">
              {barber.username}
            </Text>
          </ChoiceCard>
        ))}
      </Stack>
    </Radio.Group>
  );
}
