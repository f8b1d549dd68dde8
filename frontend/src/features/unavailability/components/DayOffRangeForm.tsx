import { Button, Center, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format/format';
import type { ShopDate } from '../../../lib/time/shop-types';
import { useDayOffRangeForm } from '../use-day-off-range-form';
import { FieldProblem } from '../../../components/forms/FieldProblem';
import { DayOffRangeCalendar } from './DayOffRangeCalendar';
import { KeptBookingsAlert } from './KeptBookingsAlert';

/** A period without bookings (holidays, vacations): its first and last day tapped on a calendar, added in one action. */
export function DayOffRangeForm({ barberId, today, daysOff }: { barberId: string; today: ShopDate; daysOff: ShopDate[] }) {
  const { form, first, last, length, keptBookings, dismissKeptBookings, submit, saving } = useDayOffRangeForm(barberId);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Feriados, férias: toque no primeiro e no último dia do período. Os dias apagados já estão sem agenda.
        </Text>
        <Center>
          <DayOffRangeCalendar value={form.values.range} onChange={(value) => form.setFieldValue('range', value)} today={today} daysOff={daysOff} />
        </Center>
        <Text fw={700} aria-live="polite">
          {first && last
            ? `${formatDate(first.day, first.month, first.year)} a ${formatDate(last.day, last.month, last.year)} · ${length === 1 ? '1 dia' : `${length} dias`}`
            : first
              ? `A partir de ${formatDate(first.day, first.month, first.year)}: toque no último dia.`
              : 'Nenhum período escolhido.'}
        </Text>
        <FieldProblem>{form.errors.range}</FieldProblem>
        <Button type="submit" leftSection={<IconCalendarPlus size={20} aria-hidden />} disabled={!first || !last} loading={saving}>
          Adicionar período
        </Button>
        {keptBookings.length > 0 && <KeptBookingsAlert days={keptBookings} onClose={dismissKeptBookings} />}
      </Stack>
    </form>
  );
}
