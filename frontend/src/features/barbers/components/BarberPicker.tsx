import { Stack, Text } from '@mantine/core';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { barbersQueryOptions } from '../api/get-barbers';
import { barberServicesQueryOptions } from '../../../api/services/get-barber-services';
import { ChoiceCard } from '../../../components/forms/ChoiceCard';
import { BarberAvatar } from './BarberAvatar';

interface BarberPickerProps {
  value: string | null;
  onChange: (barberId: string) => void;
}

/** The barbers that offer at least one service (the route's loader fetched both), as the form's `barbeiro` field. */
export function BarberPicker({ value, onChange }: BarberPickerProps) {
  const { data: barbers } = useSuspenseQuery(barbersQueryOptions());
  const services = useSuspenseQueries({ queries: barbers.map((barber) => barberServicesQueryOptions(barber.id)) });

  const bookable = barbers.filter((_, index) => services[index].data.length > 0);
  return (
    <Stack gap="sm" role="radiogroup" aria-label="Barbeiros">
      {bookable.map((barber) => (
        <ChoiceCard key={barber.id} name="barbeiro" value={barber.id} checked={barber.id === value} onChange={onChange}>
          <BarberAvatar barber={barber} />
          <Text fw={700} size="lg">
            {barber.displayName}
          </Text>
        </ChoiceCard>
      ))}
    </Stack>
  );
}
