import { useState } from 'react';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconCalendarOff } from '@tabler/icons-react';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import { daysInMonth } from '../../../../lib/time/shop-date';
import { countBookings, leftOutLabel } from '../../booking-count';
import { monthBookingsQueryOptions } from '../../api/get-month-bookings';
import { useTrashWithUndo } from '../../use-trash-with-undo';
import type { AgendaMonth } from '../../types';
import { CardGrid } from './CardGrid';
import { MonthBookingCard } from './MonthBookingCard';

const NO_FILTER = '';

/** Sem filtro, then each day the month has (no 31st of November). */
const dayOptions = ({ year, month }: AgendaMonth) => [
  { value: NO_FILTER, label: 'Sem filtro' },
  ...Array.from({ length: daysInMonth(year, month) }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
];

/** One month of the agenda: an optional day filter, the total and the bookings' cards (the route loaded them and the shop). */
export function MonthBookings({ barberId, month }: { barberId: string; month: AgendaMonth }) {
  const { data: bookings } = useSuspenseQuery(monthBookingsQueryOptions(barberId, month));
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { remove, deleting } = useTrashWithUndo();
  const [day, setDay] = useState(NO_FILTER);

  const shown = bookings.filter((booking) => day === NO_FILTER || booking.day === Number(day));
  const count = countBookings(shown);
  const leftOut = leftOutLabel(count);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <NativeSelect label="Dia" data={dayOptions(month)} value={day} onChange={(event) => setDay(event.currentTarget.value)} w={160} />
        <Stack gap={0} pb={10} align="flex-end" aria-live="polite">
          <Text fw={700}>Total: {count.counted}</Text>
          {leftOut && (
            <Text size="sm" c="dimmed">
              {leftOut}
            </Text>
          )}
        </Stack>
      </Group>
      {shown.length === 0 && (
        <Stack align="center" gap={4} py="xl" ta="center" c="dimmed">
          <IconCalendarOff size={36} aria-hidden />
          <Text fw={700}>Nenhuma agenda foi encontrada.</Text>
        </Stack>
      )}
      {shown.length > 0 && (
        <CardGrid>
          {shown.map((booking) => (
            <MonthBookingCard
              key={booking.id}
              booking={booking}
              timeZone={shop.timezone}
              deleting={deleting === booking.id}
              onDelete={() => remove(booking.id)}
            />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
